import type { Application, ApplicationImage } from '@lotus/contract/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesOf } from '../../../test/deposit-helpers.ts';
import { createTestOperator, operatorInject } from '../../../test/operator-helpers.ts';
import { claimKey, createPromotionAs, promotionCall, promotionOf } from '../../../test/promotion-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger } from '../../../test/wallet-helpers.ts';
import { gifBytes, newPlayer, tinyJpeg, tinyPng } from '../../../test/withdrawal-helpers.ts';
import type { Ledger } from '../../wallet/index.ts';

let sites: TestSites;
let ledger: Ledger;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger } = await brandLedger(sites));
});
afterAll(() => sites.close());

const upload = (token: string, bytes: Buffer) =>
  promotionCall<ApplicationImage>(sites, token, 'POST', '/wps/member/promotions/images', {
    data: bytes.toString('base64'),
  });

describe('an application to a promotion', () => {
  it('takes a comment and images checked by their bytes, waits for the operator, and pays what it grants', async () => {
    const id = await createPromotionAs(
      sites,
      { rule: 'application', maxAmount: '500000', turnoverMultiplier: 2 },
      { type: 'special', title: 'Thưởng nạp lần đầu VIP' },
    );
    const member = await newPlayer(sites);
    expect((await promotionOf(sites, member.token, id))?.status).toBe('join');

    // A GIF renamed or not, an empty file and a picture over 5 MB are refused; nothing is stored.
    expect((await upload(member.token, gifBytes)).error?.code).toBe('error_image_type');
    expect((await upload(member.token, Buffer.from('MZ\x90\x00 not an image', 'latin1'))).error?.code).toBe(
      'error_image_type',
    );
    const huge = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(member.token, huge)).error).toMatchObject({
      code: 'error_image_too_large',
      params: { maxBytes: 5 * 1024 * 1024 },
    });
    const png = (await upload(member.token, tinyPng)).value;
    const jpeg = (await upload(member.token, tinyJpeg)).value;
    expect([png.contentType, jpeg.contentType]).toEqual(['image/png', 'image/jpeg']);

    // Another member's image cannot be attached.
    const stranger = await newPlayer(sites);
    const theirs = (await upload(stranger.token, tinyPng)).value;
    const borrowed = await promotionCall(
      sites,
      member.token,
      'POST',
      `/wps/member/promotions/${id}/applications`,
      {
        comment: 'Tôi đã nạp 2 lần',
        imageIds: [png.id, theirs.id],
        ...claimKey(),
      },
    );
    expect(borrowed.error?.code).toBe('error_image_not_found');

    // 141 characters are refused (a Vietnamese letter typed as e + two marks counts once).
    const tooLong = await promotionCall(
      sites,
      member.token,
      'POST',
      `/wps/member/promotions/${id}/applications`,
      {
        comment: 'ệ'.normalize('NFD').repeat(141),
        imageIds: [],
        ...claimKey(),
      },
    );
    expect(tooLong.error?.code).toBe('error_validation');

    const key = claimKey();
    const body = { comment: 'ệ'.normalize('NFD').repeat(140), imageIds: [png.id, jpeg.id], ...key };
    const applied = await promotionCall<Application>(
      sites,
      member.token,
      'POST',
      `/wps/member/promotions/${id}/applications`,
      body,
    );
    expect(applied.value).toMatchObject({
      status: 'applying',
      promotionTitle: 'Thưởng nạp lần đầu VIP',
      amount: null,
    });
    expect(applied.value.images.map((image) => image.contentType)).toEqual(['image/png', 'image/jpeg']);
    // The same key answers it; a second application is refused.
    const again = await promotionCall<Application>(
      sites,
      member.token,
      'POST',
      `/wps/member/promotions/${id}/applications`,
      body,
    );
    expect(again.value.id).toBe(applied.value.id);
    const second = await promotionCall(
      sites,
      member.token,
      'POST',
      `/wps/member/promotions/${id}/applications`,
      {
        comment: 'Lần nữa',
        imageIds: [],
        ...claimKey(),
      },
    );
    expect(second.error?.code).toBe('error_promotion_already_applied');
    expect((await promotionOf(sites, member.token, id))?.status).toBe('applying');

    // The operator's queue: the images are served as themselves.
    const queue = await operatorInject(sites, {
      method: 'GET',
      url: '/admin/promotions/applications?status=applying',
    });
    const waiting = queue.json().value.content.find((entry: { id: string }) => entry.id === applied.value.id);
    expect(waiting).toMatchObject({ username: member.username, maxAmount: '500000' });
    const image = await operatorInject(sites, { method: 'GET', url: `/admin/promotions/images/${png.id}` });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(tinyPng)).toBe(true);

    const tooMuch = await operatorInject(sites, {
      method: 'POST',
      url: `/admin/promotions/applications/${applied.value.id}/approve`,
      payload: { amount: '500001' },
    });
    expect(tooMuch.json().error).toMatchObject({
      code: 'error_promotion_amount_above_maximum',
      params: { max: '500000' },
    });
    const approved = await operatorInject(sites, {
      method: 'POST',
      url: `/admin/promotions/applications/${applied.value.id}/approve`,
      payload: { amount: '200000', remark: 'Đủ điều kiện' },
    });
    expect(approved.json().value).toMatchObject({
      status: 'issued',
      amount: '200000',
      operatorRemark: 'Đủ điều kiện',
    });
    const twice = await operatorInject(sites, {
      method: 'POST',
      url: `/admin/promotions/applications/${applied.value.id}/reject`,
      payload: { remark: 'late' },
    });
    expect(twice.json().error.code).toBe('error_application_decided');

    expect((await ledger.balanceOf(member.memberId, 'main')).balance).toBe(200_000n);
    expect(await ledger.remainingTurnover(member.memberId, 1)).toBe(400_000n);
    expect((await promotionOf(sites, member.token, id))?.status).toBe('issued');
    expect(await messagesOf(sites.database.pool, member.memberId, 'promotion_application_approved')).toEqual([
      { title: 'Thưởng nạp lần đầu VIP', amount: '200000', currency: 'VND' },
    ]);
  });

  it('a refusal pays nothing and tells the member why', async () => {
    const id = await createPromotionAs(sites, {
      rule: 'application',
      maxAmount: '100000',
      turnoverMultiplier: 1,
    });
    const member = await newPlayer(sites);
    const applied = await promotionCall<Application>(
      sites,
      member.token,
      'POST',
      `/wps/member/promotions/${id}/applications`,
      { comment: 'Xin xét duyệt', imageIds: [], ...claimKey() },
    );
    const rejected = await operatorInject(sites, {
      method: 'POST',
      url: `/admin/promotions/applications/${applied.value.id}/reject`,
      payload: { remark: 'Chưa đủ điều kiện' },
    });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', amount: null });
    expect((await ledger.balanceOf(member.memberId, 'main')).balance).toBe(0n);
    const mine = await promotionCall<{ applications: Application[] }>(
      sites,
      member.token,
      'GET',
      '/wps/member/promotions/applications',
    );
    expect(mine.value.applications[0]).toMatchObject({
      status: 'rejected',
      operatorRemark: 'Chưa đủ điều kiện',
    });
    expect((await promotionOf(sites, member.token, id))?.status).toBe('rejected');
    expect(
      await messagesOf(sites.database.pool, member.memberId, 'promotion_application_rejected'),
    ).toHaveLength(1);
  });

  it('is reviewed by the roles that hold rewards.review, configured by those that hold rewards.manage', async () => {
    const finance = await createTestOperator(sites, 'finance');
    const content = await createTestOperator(sites, 'content');
    const as = (
      who: { headers: Record<string, string> },
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) => sites.operator.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
    const promotion = {
      type: 'special',
      terms: { rule: 'application', maxAmount: '1000', turnoverMultiplier: 1 },
      texts: { vi: { title: 'Quyền' } },
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    expect((await as(finance, 'POST', '/admin/promotions', promotion)).statusCode).toBe(403);
    expect((await as(content, 'POST', '/admin/promotions', promotion)).statusCode).toBe(200);
    expect((await as(finance, 'GET', '/admin/promotions/applications')).statusCode).toBe(200);
    expect((await as(content, 'GET', '/admin/promotions/applications')).statusCode).toBe(403);
    // A filter the list does not take is refused, not ignored.
    expect((await as(finance, 'GET', '/admin/promotions/applications?member=x')).json().error.code).toBe(
      'error_unknown_parameter',
    );
  });
});
