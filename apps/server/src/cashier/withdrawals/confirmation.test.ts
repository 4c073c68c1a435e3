import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextClientAddress } from '../../../test/auth-helpers.ts';
import { callAs } from '../../../test/security-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import {
  boundAccountId,
  decide,
  fund,
  gifBytes,
  newPlayer,
  operator,
  requestWithdrawal,
  seededLedger,
  tinyJpeg,
  tinyPng,
} from '../../../test/withdrawal-helpers.ts';
import type { TestPlayer } from '../../../test/withdrawal-helpers.ts';
import type { Ledger } from '../../wallet/ledger/service.ts';
import { runAutoReceiptSweep } from './sweep.ts';

let sites: TestSites;
let ledger: Ledger;
let brandId: number;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  ({ ledger, brandId } = await seededLedger(sites));
});
afterAll(() => sites.close());

/** A member with one withdrawal of 500 000 đồng, paid by the operator unless told otherwise. */
async function paidWithdrawal(options: { pay?: boolean } = {}): Promise<{ member: TestPlayer; id: string }> {
  const member = await newPlayer(sites, { payeeName: 'Nguyen Van An' });
  const accountId = await boundAccountId(sites, member.token);
  await fund(ledger, member.memberId, 2_000_000n);
  const { body } = await requestWithdrawal(sites, member.token, {
    bankAccountId: accountId,
    amount: '500000',
  });
  const id = body.value.id as string;
  if (options.pay !== false) expect((await decide(sites, id, 'approve')).statusCode).toBe(200);
  return { member, id };
}

function confirm(token: string, id: string, payload: unknown) {
  return sites.member.inject({
    method: 'POST',
    url: `/wps/member/withdrawals/${id}/confirmation`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload: payload as Record<string, unknown>,
    remoteAddress: nextClientAddress(),
  });
}

function memberView(token: string, id: string) {
  return callAs(sites.member, { method: 'GET', url: `/wps/member/withdrawals/${id}`, token });
}

/** Moves the payment `minutes` into the past, as if the member had waited that long. */
async function agePayment(id: string, minutes: number): Promise<void> {
  await sites.database.pool.query(
    `update withdrawals set paid_at = paid_at - make_interval(mins => $2) where id = $1`,
    [id, minutes],
  );
}

describe('confirming a paid withdrawal', () => {
  it('received: the withdrawal is done', async () => {
    const { member, id } = await paidWithdrawal();
    const paid = await memberView(member.token, id);
    expect(paid.body.value.status).toBe('paid');
    expect(paid.body.value.confirmBy).not.toBeNull();

    const response = await confirm(member.token, id, { choice: 'received' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      status: 'received',
      confirmBy: null,
      confirmation: { kind: 'received', amountReceived: null, remainder: null, hasProof: false },
    });
    // The same answer again is the same withdrawal; another one is refused.
    expect((await confirm(member.token, id, { choice: 'received' })).json().value.status).toBe('received');
    const late = await confirm(member.token, id, { choice: 'partly_received', amountReceived: '1000' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'error_withdrawal_not_awaiting_confirmation',
      params: { status: 'received' },
    });
  });

  it('partly received: the amount that arrived and the remainder, then all received', async () => {
    const { member, id } = await paidWithdrawal();
    for (const amountReceived of ['500000', '600000']) {
      const refused = await confirm(member.token, id, { choice: 'partly_received', amountReceived });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'error_amount_received_invalid',
        params: { maximum: '500000', maximumText: '₫500,000' },
      });
    }
    for (const amountReceived of ['0', '-5', '1.5', 300]) {
      expect(
        (await confirm(member.token, id, { choice: 'partly_received', amountReceived })).json().error.code,
      ).toBe('error_validation');
    }
    const partly = await confirm(member.token, id, { choice: 'partly_received', amountReceived: '350000' });
    expect(partly.json().value).toMatchObject({
      status: 'partly_received',
      confirmation: {
        kind: 'partly_received',
        amountReceived: '350000',
        remainder: '150000',
        hasProof: false,
      },
    });
    const operatorView = await sites.operator.inject({
      method: 'GET',
      url: `/admin/cashier/withdrawals?status=partly_received`,
      headers: operator,
    });
    expect(operatorView.json().value.content[0]).toMatchObject({
      id,
      confirmation: { amountReceived: '350000', remainder: '150000' },
    });
    // Under review, it never turns into an auto-receipt.
    await agePayment(id, 120);
    expect((await memberView(member.token, id)).body.value.status).toBe('partly_received');

    const all = await confirm(member.token, id, { choice: 'all_received' });
    expect(all.json().value).toMatchObject({ status: 'received', confirmation: { kind: 'all_received' } });
  });

  it('partly received may carry the bank statement as an image (checked like any proof)', async () => {
    const { member, id } = await paidWithdrawal();
    const gif = await confirm(member.token, id, {
      choice: 'partly_received',
      amountReceived: '100000',
      proofImage: gifBytes.toString('base64'),
    });
    expect(gif.json().error.code).toBe('error_proof_image_invalid');
    expect((await memberView(member.token, id)).body.value.status).toBe('paid');
    const response = await confirm(member.token, id, {
      choice: 'partly_received',
      amountReceived: '100000',
      proofImage: tinyJpeg.toString('base64'),
    });
    expect(response.json().value.confirmation).toMatchObject({
      kind: 'partly_received',
      amountReceived: '100000',
      remainder: '400000',
      hasProof: true,
    });
    const proof = await sites.operator.inject({
      method: 'GET',
      url: `/admin/cashier/withdrawals/${id}/proof`,
      headers: operator,
    });
    expect(proof.headers['content-type']).toBe('image/jpeg');
    expect(proof.rawPayload.equals(tinyJpeg)).toBe(true);
  });

  it('all received is the close of a report, not a first answer', async () => {
    const { member, id } = await paidWithdrawal();
    const early = await confirm(member.token, id, { choice: 'all_received' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('error_withdrawal_not_awaiting_confirmation');
  });

  it('waits for the payment: a pending or rejected withdrawal takes no confirmation', async () => {
    const { member, id } = await paidWithdrawal({ pay: false });
    const pending = await confirm(member.token, id, { choice: 'received' });
    expect(pending.json().error).toMatchObject({
      code: 'error_withdrawal_not_awaiting_confirmation',
      params: { status: 'pending' },
    });
    await decide(sites, id, 'reject');
    expect((await confirm(member.token, id, { choice: 'received' })).json().error.params).toEqual({
      status: 'rejected',
    });
  });

  it('is the owner’s alone', async () => {
    const { id } = await paidWithdrawal();
    const stranger = await newPlayer(sites, { payeeName: 'Tran Van Binh' });
    const response = await confirm(stranger.token, id, { choice: 'received' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('error_withdrawal_not_found');
    expect((await memberView(stranger.token, id)).body.error.code).toBe('error_withdrawal_not_found');
  });
});

describe('not received, with a proof image', () => {
  it('stores a png for staff, who see it as the image it is', async () => {
    const { member, id } = await paidWithdrawal();
    const response = await confirm(member.token, id, {
      choice: 'not_received',
      proofImage: tinyPng.toString('base64'),
    });
    expect(response.json().value).toMatchObject({
      status: 'not_received',
      confirmation: { kind: 'not_received', hasProof: true },
    });
    const listed = await sites.operator.inject({
      method: 'GET',
      url: `/admin/cashier/withdrawals/${id}`,
      headers: operator,
    });
    expect(listed.json().value.proofUrl).toBe(`/admin/cashier/withdrawals/${id}/proof`);
    const proof = await sites.operator.inject({
      method: 'GET',
      url: listed.json().value.proofUrl,
      headers: operator,
    });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.rawPayload.equals(tinyPng)).toBe(true);
    const anonymous = await sites.operator.inject({ method: 'GET', url: listed.json().value.proofUrl });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes a jpeg, known by its bytes whatever it claims', async () => {
    const { member, id } = await paidWithdrawal();
    await confirm(member.token, id, { choice: 'not_received', proofImage: tinyJpeg.toString('base64') });
    const proof = await sites.operator.inject({
      method: 'GET',
      url: `/admin/cashier/withdrawals/${id}/proof`,
      headers: operator,
    });
    expect(proof.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses anything but png or jpeg, a broken upload, and more than 5 MB', async () => {
    const { member, id } = await paidWithdrawal();
    const cases: Array<[unknown, number, string]> = [
      [gifBytes.toString('base64'), 400, 'error_proof_image_invalid'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
        400,
        'error_proof_image_invalid',
      ],
      [tinyPng.toString('base64').slice(0, -1), 400, 'error_proof_image_invalid'],
      ['', 400, 'error_proof_image_invalid'],
      [`data:image/png;base64,${tinyPng.toString('base64')}`, 400, 'error_validation'],
      [
        Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024 - tinyPng.length + 1)]).toString('base64'),
        413,
        'error_proof_image_too_large',
      ],
    ];
    for (const [proofImage, status, code] of cases) {
      const response = await confirm(member.token, id, { choice: 'not_received', proofImage });
      expect(response.statusCode, code).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    const missing = await confirm(member.token, id, { choice: 'not_received' });
    expect(missing.json().error.code).toBe('error_validation');
    const huge = await confirm(member.token, id, {
      choice: 'not_received',
      proofImage: 'A'.repeat(9 * 1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe('error_payload_too_large');

    const exactly = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024 - tinyPng.length)]);
    const accepted = await confirm(member.token, id, {
      choice: 'not_received',
      proofImage: exactly.toString('base64'),
    });
    expect(accepted.json().value.status).toBe('not_received');
    const { rows } = await sites.database.pool.query(
      'select length(image) as size from withdrawal_proofs where withdrawal_id = $1',
      [id],
    );
    expect(rows).toEqual([{ size: 5 * 1024 * 1024 }]);
  });
});

describe('the auto-receipt', () => {
  it('counts a paid withdrawal unconfirmed after 30 minutes as received, on reading and by the sweep', async () => {
    const { member, id } = await paidWithdrawal();
    await agePayment(id, 29);
    expect((await memberView(member.token, id)).body.value.status).toBe('paid');

    await agePayment(id, 2);
    const view = await memberView(member.token, id);
    expect(view.body.value).toMatchObject({
      status: 'auto_received',
      confirmBy: null,
      confirmation: { kind: 'auto_received', hasProof: false },
    });
    expect(Date.parse(view.body.value.confirmation.confirmedAt) - Date.parse(view.body.value.paidAt)).toBe(
      30 * 60_000,
    );
    const late = await confirm(member.token, id, {
      choice: 'not_received',
      proofImage: tinyPng.toString('base64'),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('error_withdrawal_auto_received');
  });

  it('refuses an answer once the time is up, even before any sweep ran', async () => {
    const { member, id } = await paidWithdrawal();
    await agePayment(id, 31);
    const { rows } = await sites.database.pool.query('select status from withdrawals where id = $1', [id]);
    expect(rows[0].status).toBe('paid');
    const late = await confirm(member.token, id, { choice: 'received' });
    expect(late.json().error.code).toBe('error_withdrawal_auto_received');
  });

  it('the sweep changes each overdue withdrawal once, from several instances at once', async () => {
    const overdue = await Promise.all([paidWithdrawal(), paidWithdrawal(), paidWithdrawal()]);
    const fresh = await paidWithdrawal();
    for (const { id } of overdue) await agePayment(id, 45);
    const changed = await Promise.all(
      Array.from({ length: 4 }, () => runAutoReceiptSweep(sites.database.pool, brandId)),
    );
    expect(changed.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(await runAutoReceiptSweep(sites.database.pool, brandId)).toBe(0);
    const { rows } = await sites.database.pool.query(
      'select id::text, status from withdrawals where id = any($1::bigint[]) order by id',
      [[...overdue.map(({ id }) => id), fresh.id]],
    );
    expect(rows.map((row) => row.status)).toEqual([
      'auto_received',
      'auto_received',
      'auto_received',
      'paid',
    ]);
    // The operator's view sweeps too.
    await agePayment(fresh.id, 60);
    const listed = await sites.operator.inject({
      method: 'GET',
      url: `/admin/cashier/withdrawals/${fresh.id}`,
      headers: operator,
    });
    expect(listed.json().value.status).toBe('auto_received');
  });

  it('the answer and the sweep racing on one withdrawal leave exactly one state', async () => {
    const pairs = await Promise.all([paidWithdrawal(), paidWithdrawal()]);
    // One still in time, one past it: whichever runs first, the in-time answer wins and the late one loses.
    await agePayment(pairs[0].id, 29);
    await agePayment(pairs[1].id, 31);
    const [inTime, late] = await Promise.all([
      confirm(pairs[0].member.token, pairs[0].id, { choice: 'received' }),
      confirm(pairs[1].member.token, pairs[1].id, { choice: 'received' }),
      runAutoReceiptSweep(sites.database.pool, brandId),
      runAutoReceiptSweep(sites.database.pool, brandId),
    ]);
    expect(inTime.json().value.status).toBe('received');
    expect(late.json().error.code).toBe('error_withdrawal_auto_received');
    expect((await memberView(pairs[0].member.token, pairs[0].id)).body.value.status).toBe('received');
    expect((await memberView(pairs[1].member.token, pairs[1].id)).body.value.status).toBe('auto_received');
  });
});
