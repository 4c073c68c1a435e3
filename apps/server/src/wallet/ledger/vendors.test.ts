import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { brandLedger, insertTestMember } from '../../../test/wallet-helpers.ts';
import type { Ledger } from './service.ts';

let sites: TestSites;
let ledger: Ledger;
let brandId: number;

beforeAll(async () => {
  sites = await createTestSites();
  ({ ledger, brandId } = await brandLedger(sites));
  await sites.database.pool.query(
    `insert into vendors (brand_id, code, name) values ($1, 'TEST_SLOTS', 'Test Slots')`,
    [brandId],
  );
});
afterAll(() => sites.close());

let keyNumber = 0;
const nextKey = () => `vendor-test-${(keyNumber += 1)}`;

async function fundedMember(amount: bigint): Promise<bigint> {
  const member = await insertTestMember(sites.database.pool, brandId);
  await ledger.post({
    idempotencyKey: nextKey(),
    kind: 'deposit',
    postings: [
      { account: { memberId: member.id, kind: 'main' }, amount },
      { account: { house: 'deposits_clearing' }, amount: -amount },
    ],
  });
  return member.id;
}

describe('vendor wallets in the ledger', () => {
  it('opens a vendor house account with the vendor', async () => {
    const { rows } = await sites.database.pool.query<{ code: string; balance: bigint }>(
      `select code, balance from ledger_balances where brand_id = $1 and code = 'vendor:TEST_SLOTS'`,
      [brandId],
    );
    expect(rows).toEqual([{ code: 'vendor:TEST_SLOTS', balance: 0n }]);
  });

  it('moves money into a member sub-wallet, plays a round against the vendor, and the books hold', async () => {
    const memberId = await fundedMember(50_000n);
    await ledger.post({
      idempotencyKey: nextKey(),
      kind: 'transfer',
      postings: [
        { account: { memberId, kind: 'main' }, amount: -20_000n },
        { account: { memberId, kind: 'vendor', vendor: 'TEST_SLOTS' }, amount: 20_000n },
      ],
    });
    const bet = await ledger.post({
      idempotencyKey: nextKey(),
      kind: 'bet',
      postings: [
        { account: { memberId, kind: 'vendor', vendor: 'TEST_SLOTS' }, amount: -5_000n },
        { account: { vendorHouse: 'TEST_SLOTS' }, amount: 5_000n },
      ],
    });
    expect(bet.systemChanges).toEqual([
      expect.objectContaining({ account: { vendorHouse: 'TEST_SLOTS' }, change: 5_000n }),
    ]);
    expect((await ledger.systemBalance({ vendorHouse: 'TEST_SLOTS' })).balance).toBe(5_000n);
    expect(await ledger.vendorWallets(memberId)).toEqual([
      { vendor: 'TEST_SLOTS', balance: 15_000n, currency: 'VND' },
    ]);
    expect((await ledger.balanceOf(memberId, 'main')).balance).toBe(30_000n);
    expect((await ledger.reconcile()).balanced).toBe(true);
  });

  it('never lets a sub-wallet go below zero', async () => {
    const memberId = await fundedMember(1_000n);
    await expect(
      ledger.post({
        idempotencyKey: nextKey(),
        kind: 'bet',
        postings: [
          { account: { memberId, kind: 'vendor', vendor: 'TEST_SLOTS' }, amount: -1n },
          { account: { vendorHouse: 'TEST_SLOTS' }, amount: 1n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'error_insufficient_funds' });
    expect(await ledger.vendorWallets(memberId)).toEqual([]);
  });

  it('refuses a vendor the brand does not have, and writes nothing', async () => {
    const memberId = await fundedMember(1_000n);
    const journalsBefore = await sites.database.pool.query('select count(*) from journals');
    await expect(
      ledger.post({
        idempotencyKey: nextKey(),
        kind: 'transfer',
        postings: [
          { account: { memberId, kind: 'main' }, amount: -100n },
          { account: { memberId, kind: 'vendor', vendor: 'NO_SUCH' }, amount: 100n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'error_vendor_not_found' });
    await expect(
      ledger.post({
        idempotencyKey: nextKey(),
        kind: 'bet',
        postings: [
          { account: { memberId, kind: 'main' }, amount: -100n },
          { account: { vendorHouse: 'NO_SUCH' }, amount: 100n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'error_vendor_not_found' });
    const journalsAfter = await sites.database.pool.query('select count(*) from journals');
    expect(journalsAfter.rows).toEqual(journalsBefore.rows);
    expect((await ledger.balanceOf(memberId, 'main')).balance).toBe(1_000n);
  });
});
