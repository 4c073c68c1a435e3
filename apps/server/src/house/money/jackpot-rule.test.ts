import { fairBytes } from '@lotus/games';
import { describe, expect, it } from 'vitest';
import { JACKPOT_CURSOR, jackpotFloatOf, jackpotTriggered } from './jackpot-rule.ts';

const rule = { stake: 1_000n, triggerDivisor: 100_000n, maxChanceBasisPoints: 100 };

describe('the jackpot rule', () => {
  it('draws its float from the round’s own seed at a cursor no game uses', () => {
    const seed = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 7 };
    const bytes = fairBytes(seed, JACKPOT_CURSOR);
    const expected = (bytes[0]! * 2 ** 24 + bytes[1]! * 2 ** 16 + bytes[2]! * 2 ** 8 + bytes[3]!) / 2 ** 32;
    expect(jackpotFloatOf(seed)).toBe(expected);
    expect(jackpotFloatOf({ ...seed, nonce: 8 })).not.toBe(expected);
  });

  it('triggers below min(stake / divisor, cap), exactly at the boundary', () => {
    // stake / divisor = 1 %, the cap 1 %: the boundary is 0.01 · 2^32 = 42,949,672.96.
    expect(jackpotTriggered({ ...rule, jackpotFloat: 42_949_672 / 2 ** 32 })).toBe(true);
    expect(jackpotTriggered({ ...rule, jackpotFloat: 42_949_673 / 2 ** 32 })).toBe(false);
    // A bigger stake raises the chance only up to the cap.
    expect(jackpotTriggered({ ...rule, stake: 50_000n, jackpotFloat: 0.02 })).toBe(false);
    expect(
      jackpotTriggered({ ...rule, stake: 50_000n, maxChanceBasisPoints: 10_000, jackpotFloat: 0.4 }),
    ).toBe(true);
    expect(jackpotTriggered({ ...rule, stake: 500n, jackpotFloat: 0.006 })).toBe(false);
  });

  it('never triggers on a float out of range, a zero cap or a zero stake', () => {
    expect(jackpotTriggered({ ...rule, jackpotFloat: -0.1 })).toBe(false);
    expect(jackpotTriggered({ ...rule, jackpotFloat: 1 })).toBe(false);
    expect(jackpotTriggered({ ...rule, jackpotFloat: Number.NaN })).toBe(false);
    expect(jackpotTriggered({ ...rule, maxChanceBasisPoints: 0, jackpotFloat: 0 })).toBe(false);
    expect(jackpotTriggered({ ...rule, stake: 0n, jackpotFloat: 0 })).toBe(false);
  });
});
