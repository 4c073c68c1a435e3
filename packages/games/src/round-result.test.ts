import { describe, expect, it } from 'vitest';
import { payoutOf } from './payout.ts';
import { netResultOf, resultWordingOf } from './round-result.ts';

describe('a round’s net result', () => {
  it('a 0.3× Plinko bucket on 1 000 pays 300 back and is a loss, not a win', () => {
    const payout = payoutOf(1_000n, 3_000);
    expect(payout).toBe(300n);
    expect(netResultOf(1_000n, payout)).toBe('loss');
    expect(resultWordingOf(1_000n, payout)).toBe('partReturned');
  });

  it('above the stake is a win, equal is a push, nothing back is a plain loss', () => {
    expect(netResultOf(1_000n, 1_010n)).toBe('win');
    expect(resultWordingOf(1_000n, 1_000n)).toBe('push');
    expect(netResultOf(1_000n, 1_000n)).toBe('push');
    expect(resultWordingOf(1_000n, 0n)).toBe('nothingReturned');
    expect(netResultOf(1_000n, 0n)).toBe('loss');
  });

  it('a 1.0001× bucket rounded down to the stake is a push, not a win', () => {
    expect(netResultOf(1_000n, payoutOf(1_000n, 10_001))).toBe('push');
  });
});
