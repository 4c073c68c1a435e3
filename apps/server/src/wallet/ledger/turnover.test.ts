import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { insertTestMember } from '../../../test/wallet-helpers.ts';
import { bet, creditBonus, fund, seededLedger } from '../../../test/withdrawal-helpers.ts';
import type { Ledger } from './service.ts';

let sites: TestSites;
let ledger: Ledger;
let brandId: number;

beforeAll(async () => {
  sites = await createTestSites();
  ({ ledger, brandId } = await seededLedger(sites));
});
afterAll(() => sites.close());

async function member(): Promise<bigint> {
  const { id } = await insertTestMember(sites.database.pool, brandId);
  await fund(ledger, id, 10_000_000n);
  return id;
}

const left = (memberId: bigint, multiplier = 1) => ledger.remainingTurnover(memberId, multiplier);

describe('the turnover requirement', () => {
  it('is nothing without a bonus, whatever was bet', async () => {
    const id = await member();
    await bet(ledger, id, 400_000n);
    expect(await left(id)).toBe(0n);
  });

  it('asks bonus x multiplier, worked off by the stakes bet after the bonus only', async () => {
    const id = await member();
    await bet(ledger, id, 900_000n);
    await creditBonus(ledger, id, 100_000n);
    expect(await left(id)).toBe(100_000n);
    expect(await left(id, 5)).toBe(500_000n);
    expect(await left(id, 0)).toBe(0n);
    await bet(ledger, id, 30_000n);
    expect(await left(id)).toBe(70_000n);
    expect(await left(id, 5)).toBe(470_000n);
  });

  it('never goes below zero: stakes beyond a requirement are not banked for the next bonus', async () => {
    const id = await member();
    await creditBonus(ledger, id, 100_000n);
    await bet(ledger, id, 250_000n);
    expect(await left(id)).toBe(0n);
    await creditBonus(ledger, id, 50_000n);
    expect(await left(id)).toBe(50_000n);
    await bet(ledger, id, 20_000n);
    await creditBonus(ledger, id, 10_000n);
    expect(await left(id)).toBe(40_000n);
  });

  it('counts only the member’s own stakes, not wins or stakes rolled back', async () => {
    const id = await member();
    const other = await member();
    await creditBonus(ledger, id, 100_000n);
    await bet(ledger, other, 100_000n);
    // A win credits the member, and a stake the vendor rolled back is given back: neither counts.
    await bet(ledger, id, 5_000n);
    await ledger.post({
      idempotencyKey: `win:${id}`,
      kind: 'win',
      postings: [
        { account: { memberId: id, kind: 'main' }, amount: 300_000n },
        { account: { house: 'house' }, amount: -300_000n },
      ],
    });
    await ledger.post({
      idempotencyKey: `refund:${id}`,
      kind: 'bet',
      postings: [
        { account: { memberId: id, kind: 'main' }, amount: 5_000n },
        { account: { house: 'house' }, amount: -5_000n },
      ],
    });
    expect(await left(id)).toBe(100_000n);
  });

  it('asks a promotion’s own requirement where the bonus carries one, the multiplier elsewhere', async () => {
    const id = await member();
    // A deposit match: 200,000 ₫ deposited, 100,000 ₫ bonus, (deposit + bonus) x 3 to bet.
    await creditBonus(ledger, id, 100_000n, 900_000n);
    expect(await left(id, 5)).toBe(900_000n);
    await creditBonus(ledger, id, 10_000n);
    expect(await left(id, 5)).toBe(950_000n);
    await bet(ledger, id, 400_000n);
    expect(await left(id, 5)).toBe(550_000n);
  });

  it('replays a bonus only with the same requirement', async () => {
    const id = await member();
    const request = (turnoverRequired: bigint) => ({
      idempotencyKey: `bonus:replay-${id}`,
      kind: 'bonus' as const,
      turnoverRequired,
      postings: [
        { account: { memberId: id, kind: 'main' as const }, amount: 50_000n },
        { account: { house: 'bonus_expense' as const }, amount: -50_000n },
      ],
    });
    const first = await ledger.post(request(150_000n));
    expect((await ledger.post(request(150_000n))).journalId).toBe(first.journalId);
    await expect(ledger.post(request(1n))).rejects.toThrow();
    expect(await left(id)).toBe(150_000n);
  });
});
