import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites();
});
afterAll(() => sites.close());

async function jackpot() {
  const response = await sites.member.inject({ method: 'GET', url: '/wps/relay/jackpot' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().value as { amount: string; currency: string; updatedAt: string };
}

describe('GET /wps/relay/jackpot', () => {
  it('answers 0 in the brand currency on a fresh brand: nothing funds the pool yet', async () => {
    const value = await jackpot();
    expect(value).toEqual({ amount: '0', currency: 'VND', updatedAt: expect.any(String) });
    expect(new Date(value.updatedAt).toISOString()).toBe(value.updatedAt);
  });

  it('answers the ledger balance exactly, as a decimal string, beyond what a float holds', async () => {
    const setBalance = (balance: string) =>
      sites.database.pool.query(
        "update ledger_accounts set balance = $1, updated_at = '2026-03-01T08:00:00Z' where code = 'jackpot_pool'",
        [balance],
      );
    await setBalance('123456789012');
    expect(await jackpot()).toEqual({
      amount: '123456789012',
      currency: 'VND',
      updatedAt: '2026-03-01T08:00:00.000Z',
    });
    // 2^53 + 1 is the first integer a double cannot hold.
    await setBalance('9007199254740993');
    expect((await jackpot()).amount).toBe('9007199254740993');
  });

  it('answers 0 rather than an invented figure when the brand has no pool account', async () => {
    await sites.database.pool.query("delete from ledger_accounts where code = 'jackpot_pool'");
    expect(await jackpot()).toMatchObject({ amount: '0', currency: 'VND' });
  });
});
