import { operatorHeaders } from '../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { brandLedger, insertTestMember, registerWalletMember } from '../../test/wallet-helpers.ts';

let sites: TestSites;
let brandId: number;

beforeAll(async () => {
  // The adjustment itself, whatever its amount: the second operator's approval above the threshold
  // is tested in operator/approvals.
  sites = await createTestSites({ ADJUSTMENT_APPROVAL_ABOVE: '999999999999999999' });
  ({ brandId } = await brandLedger(sites));
});
afterAll(() => sites.close());

const operator = operatorHeaders;

function balance(token?: string) {
  return sites.member.inject({
    method: 'GET',
    url: '/wps/v2/wallets/balance',
    headers: token === undefined ? {} : bearer(token),
  });
}

function adjust(body: Record<string, unknown>, headers: Record<string, string> = operator) {
  return sites.operator.inject({ method: 'POST', url: '/admin/wallet/adjustments', headers, payload: body });
}

async function auditRows(key: string) {
  const { rows } = await sites.database.pool.query(
    `select target, before, after, detail from operator_audit
      where action = 'wallet.adjustment' and detail ->> 'idempotencyKey' = $1`,
    [key],
  );
  return rows;
}

describe('GET /wps/v2/wallets/balance', () => {
  it('needs a session', async () => {
    const response = await balance();
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('error_not_logged_in');
    expect((await balance('not-a-token')).json().error.code).toBe('error_not_logged_in');
  });

  it('answers the caller’s own balance and points as decimal strings', async () => {
    const first = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
    const second = await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY);
    const fresh = await balance(first.token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['cache-control']).toBe('no-store');
    expect(fresh.json().value).toEqual({ balance: '0', currency: 'VND', points: '0' });

    const credit = await adjust({
      username: first.username,
      amount: '9007199254740993',
      reason: 'goodwill credit',
      idempotencyKey: 'balance-credit',
    });
    expect(credit.json().error).toBeUndefined();
    expect((await balance(first.token)).json().value).toEqual({
      balance: '9007199254740993',
      currency: 'VND',
      points: '0',
    });
    expect((await balance(second.token)).json().value.balance).toBe('0');
  });
});

describe('POST /admin/wallet/adjustments', () => {
  it('needs an operator’s credential', async () => {
    const response = await adjust({ username: 'x', amount: '1', reason: 'why not', idempotencyKey: 'k' }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('error_operator_unauthorized');
  });

  it('needs a reason of 3-200 characters, a non-zero whole amount and a key', async () => {
    const member = await insertTestMember(sites.database.pool, brandId);
    const base = { username: member.username, amount: '100', reason: 'correction', idempotencyKey: 'v-1' };
    for (const body of [
      { ...base, reason: undefined },
      { ...base, reason: '  a ' },
      { ...base, reason: 'x'.repeat(201) },
      { ...base, amount: '0' },
      { ...base, amount: '1.5' },
      { ...base, amount: 100 },
      { ...base, amount: '99999999999999999999' },
      { ...base, idempotencyKey: '' },
    ]) {
      const response = await adjust(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
    expect(await auditRows('v-1')).toEqual([]);
  });

  it('credits and debits against the house, audited once, replayed on the same key', async () => {
    const member = await insertTestMember(sites.database.pool, brandId);
    const body = {
      username: member.username,
      amount: '5000',
      reason: 'deposit missed by bank',
      idempotencyKey: 'adj-1',
    };
    const first = await adjust(body);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({
      status: 'done',
      journalId: expect.stringMatching(/^\d+$/),
      replayed: false,
      username: member.username,
      balance: '5000',
      currency: 'VND',
    });
    const again = await adjust(body);
    expect(again.json().value).toEqual({ ...first.json().value, replayed: true });
    expect(await auditRows('adj-1')).toEqual([
      {
        target: `member ${member.username}`,
        before: { balance: '0', currency: 'VND' },
        after: { balance: '5000', currency: 'VND' },
        detail: expect.objectContaining({
          amount: '5000',
          reason: 'deposit missed by bank',
          journalId: first.json().value.journalId,
        }),
      },
    ]);

    const conflict = await adjust({ ...body, amount: '5001' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('error_conflict');

    const debit = await adjust({
      ...body,
      amount: '-1500',
      idempotencyKey: 'adj-2',
      reason: 'duplicate credit',
    });
    expect(debit.json().value.balance).toBe('3500');
    const overdraw = await adjust({ ...body, amount: '-3501', idempotencyKey: 'adj-3', reason: 'too much' });
    expect(overdraw.statusCode).toBe(409);
    expect(overdraw.json().error.code).toBe('error_insufficient_funds');
    expect(await auditRows('adj-3')).toEqual([]);
  });

  it('refuses unknown and free-play accounts', async () => {
    const unknown = await adjust({
      username: 'nobody_here',
      amount: '1',
      reason: 'test',
      idempotencyKey: 'u-1',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('error_account_not_found');
    const guest = await insertTestMember(sites.database.pool, brandId, { demo: true });
    const refused = await adjust({
      username: guest.username,
      amount: '1',
      reason: 'test',
      idempotencyKey: 'g-1',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('error_operation_not_allowed');
    expect(await auditRows('g-1')).toEqual([]);
  });
});

describe('GET /admin/wallet/reconciliation', () => {
  it('shows the books holding after the adjustments', async () => {
    const response = await sites.operator.inject({
      method: 'GET',
      url: '/admin/wallet/reconciliation',
      headers: operator,
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      mismatches: [],
      totals: [
        { currency: 'PTS', total: '0' },
        { currency: 'VND', total: '0' },
        { currency: 'XPM', total: '0' },
      ],
      negativeMemberAccounts: 0,
      unbalancedJournals: 0,
      balanced: true,
    });
    expect(value.accountsChecked).toBeGreaterThan(8);
    const refused = await sites.operator.inject({ method: 'GET', url: '/admin/wallet/reconciliation' });
    expect(refused.json().error.code).toBe('error_operator_unauthorized');
  });
});
