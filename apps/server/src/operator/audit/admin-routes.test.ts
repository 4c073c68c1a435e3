import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestOperator, operatorInject } from '../../../test/operator-helpers.ts';
import { createTestSites, testOwnerUsername } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { insertTestMember } from '../../../test/wallet-helpers.ts';
import {
  boundAccountId,
  fund,
  newPlayer,
  requestWithdrawal,
  seededLedger,
} from '../../../test/withdrawal-helpers.ts';

/** The owner reads the audit: who did what, when, from where, filtered by operator, action and time. */
let sites: TestSites;
let brandId: number;

beforeAll(async () => {
  sites = await createTestSites();
  const { rows } = await sites.database.pool.query<{ id: number }>(
    'select id from brands order by id limit 1',
  );
  brandId = rows[0]!.id;
});
afterAll(() => sites.close());

async function financeOperator() {
  return createTestOperator(sites, 'finance');
}

function audit(query: string, headers?: Record<string, string>) {
  return operatorInject(sites, {
    method: 'GET',
    url: `/admin/audit${query}`,
    ...(headers ? { headers } : {}),
  });
}

function createBanner(title: string) {
  return operatorInject(sites, {
    method: 'POST',
    url: '/admin/banners',
    payload: { groupName: 'audit_test', imageUrl: '/media/banners/speed-1.svg', title },
  });
}

describe('GET /admin/audit', () => {
  it('answers who, what, when and from where, newest first, filtered by operator, action and time', async () => {
    const finance = await financeOperator();
    const member = await insertTestMember(sites.database.pool, brandId);
    expect((await createBanner('First')).statusCode).toBe(200);
    const between = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const adjusted = await operatorInject(sites, {
      method: 'POST',
      url: '/admin/wallet/adjustments',
      headers: finance.headers,
      payload: {
        username: member.username,
        amount: '5000',
        reason: 'missed deposit',
        idempotencyKey: 'audit-1',
      },
      remoteAddress: '203.0.113.7',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect((await createBanner('Second')).statusCode).toBe(200);

    const all = await audit('?size=50');
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json().value;
    expect(page.content.map((row: { action: string }) => row.action).slice(0, 3)).toEqual([
      'content.banner.create',
      'wallet.adjustment',
      'content.banner.create',
    ]);
    expect(page.total).toBeGreaterThanOrEqual(3);

    const byFinance = (await audit(`?operator=${finance.username.toUpperCase()}`)).json().value;
    expect(byFinance.total).toBe(1);
    expect(byFinance.content[0]).toMatchObject({
      id: expect.stringMatching(/^\d+$/),
      at: expect.any(String),
      operatorId: finance.id,
      operatorUsername: finance.username,
      action: 'wallet.adjustment',
      target: `member ${member.username}`,
      before: { balance: '0', currency: 'VND' },
      after: { balance: '5000', currency: 'VND' },
      detail: { amount: '5000', reason: 'missed deposit', idempotencyKey: 'audit-1' },
      ip: '203.0.113.7',
      requestId: expect.any(String),
    });

    const banners = (await audit('?action=content.banner')).json().value;
    expect(banners.content.map((row: { action: string }) => row.action)).toEqual([
      'content.banner.create',
      'content.banner.create',
    ]);
    expect(banners.content[0].operatorUsername).toBe(testOwnerUsername);
    // A prefix stops at a dot: `content.ban` is not `content.banner`.
    expect((await audit('?action=content.ban')).json().value.total).toBe(0);

    const since = (await audit(`?from=${encodeURIComponent(between.toISOString())}`)).json().value;
    expect(since.content.map((row: { action: string }) => row.action)).toEqual([
      'content.banner.create',
      'wallet.adjustment',
    ]);
    const until = (await audit(`?to=${encodeURIComponent(between.toISOString())}&action=content`)).json()
      .value;
    expect(until.total).toBe(1);
    expect(until.content[0]).toMatchObject({ before: null, after: { title: 'First' } });

    const paged = (await audit('?size=1&page=2')).json().value;
    expect(paged).toMatchObject({ page: 2, size: 1, total: page.total });
    expect(paged.content[0].id).toBe(page.content[1].id);
  });

  it('is the owner’s: a finance operator is refused (403) and learns nothing', async () => {
    const finance = await financeOperator();
    const refused = await audit('', finance.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_operator_forbidden');
    expect(refused.json().value).toBeNull();
  });

  it('refuses a filter it does not take and a time that is not ISO 8601', async () => {
    expect((await audit('?username=alice')).statusCode).toBe(400);
    expect((await audit('?from=yesterday')).statusCode).toBe(400);
    expect((await audit('?action=content%25')).statusCode).toBe(400);
  });
});

describe('before and after in the audit', () => {
  it('shows a withdrawal as it was and as the approval left it, by the finance operator who approved it', async () => {
    const finance = await financeOperator();
    const { ledger } = await seededLedger(sites);
    const member = await newPlayer(sites, { payeeName: 'Nguyen Van An' });
    const accountId = await boundAccountId(sites, member.token);
    await fund(ledger, member.memberId, 1_000_000n);
    const asked = await requestWithdrawal(sites, member.token, {
      bankAccountId: accountId,
      amount: '400000',
    });
    const id = asked.body.value.id as string;
    const approved = await operatorInject(sites, {
      method: 'POST',
      url: `/admin/cashier/withdrawals/${id}/approve`,
      headers: finance.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const rows = (await audit(`?target=${encodeURIComponent(`withdrawal ${id}`)}`)).json().value.content;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'cashier.withdrawal.approved',
      operatorUsername: finance.username,
      target: `withdrawal ${id}`,
      before: { id, status: 'pending', amount: '400000', username: member.username, paidAt: null },
      after: { id, status: 'paid', amount: '400000', username: member.username, paidAt: expect.any(String) },
    });
  });

  it('shows a banner before and after its change, and a deletion with no after', async () => {
    const created = (await createBanner('Before')).json().value;
    const changed = await operatorInject(sites, {
      method: 'PUT',
      url: `/admin/banners/${created.id}`,
      payload: {
        groupName: 'audit_test',
        imageUrl: '/media/banners/speed-2.svg',
        title: 'After',
        enabled: false,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await operatorInject(sites, { method: 'DELETE', url: `/admin/banners/${created.id}` });

    const rows = (await audit(`?target=${encodeURIComponent(`banner ${created.id}`)}`)).json().value.content;
    expect(rows.map((row: { action: string }) => row.action)).toEqual([
      'content.banner.delete',
      'content.banner.update',
      'content.banner.create',
    ]);
    expect(rows[1]).toMatchObject({
      before: { id: created.id, title: 'Before', url: '/media/banners/speed-1.svg', enabled: true },
      after: { id: created.id, title: 'After', url: '/media/banners/speed-2.svg', enabled: false },
    });
    expect(rows[0]).toMatchObject({ before: { title: 'After' }, after: null });
    expect(rows[2]).toMatchObject({ before: null, after: { title: 'Before' } });
  });

  it('shows a setting as it was and became (maintenance), and a view with neither', async () => {
    const on = await operatorInject(sites, {
      method: 'PUT',
      url: '/admin/system/maintenance',
      payload: { enabled: true, message: 'Back soon' },
    });
    expect(on.statusCode, on.body).toBe(200);
    await operatorInject(sites, {
      method: 'PUT',
      url: '/admin/system/maintenance',
      payload: { enabled: false },
    });
    const rows = (await audit('?action=system.maintenance')).json().value.content;
    expect(rows.map((row: { before: unknown; after: unknown }) => [row.before, row.after])).toEqual([
      [
        { enabled: true, message: 'Back soon', endsAt: null },
        { enabled: false, message: null, endsAt: null },
      ],
      [
        { enabled: false, message: null, endsAt: null },
        { enabled: true, message: 'Back soon', endsAt: null },
      ],
    ]);

    const member = await insertTestMember(sites.database.pool, brandId);
    await operatorInject(sites, { method: 'GET', url: `/admin/members/${member.username}/protection` });
    const [view] = (
      await audit(`?action=protection.view&target=${encodeURIComponent(`member ${member.username}`)}`)
    ).json().value.content;
    expect(view).toMatchObject({ target: `member ${member.username}`, before: null, after: null });
  });
});
