import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorInject } from '../../../test/operator-helpers.ts';
import { createTestSites, testOwnerUsername } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { insertTestMember } from '../../../test/wallet-helpers.ts';
import { insertApiToken, insertOperatorAccount } from '../index.ts';

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
  const username = `finance-${randomBytes(4).toString('hex')}`;
  const id = await insertOperatorAccount(sites.database.pool, {
    brandId,
    username,
    displayName: 'Finance',
    role: 'finance',
    password: `pw-${randomBytes(12).toString('hex')}`,
    createdBy: null,
  });
  const token = await insertApiToken(sites.database.pool, id, 'tests');
  return { id: String(id), username, headers: { authorization: `Bearer ${token}` } };
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
