import { describe, expect, it } from 'vitest';
import { countedRound, realTimePay, roundGross } from './real-time.ts';
import type { RealTimeTerms } from './terms.ts';

const terms: RealTimeTerms = {
  kind: 'real_time_salary',
  winRatePpm: 1_000,
  lossRatePpm: 3_000,
  minRoundBet: 10_000n,
};

describe('real-time salary, per player and per round', () => {
  it('counts only settled bets of at least the single-round amount, in the volume and in the result', () => {
    // The small bet won big, but it is below 10 000: the round counts as lost on the big bet alone.
    const round = {
      roundId: 'F1-20261126-1301',
      bets: [
        { stake: 50_000n, payout: 0n, status: 'settled' as const },
        { stake: 9_999n, payout: 99_990n, status: 'settled' as const },
        { stake: 80_000n, payout: 0n, status: 'voided' as const },
      ],
    };
    expect(countedRound(round, terms.minRoundBet)).toEqual({ volume: 50_000n, result: -50_000n });
    expect(roundGross(round, terms)).toBe(3_000n * 50_000n);
  });

  it('pays the win rate on a break-even round: zero counts as a win', () => {
    const round = { roundId: 'r', bets: [{ stake: 20_000n, payout: 20_000n, status: 'settled' as const }] };
    expect(roundGross(round, terms)).toBe(1_000n * 20_000n);
  });

  it('takes the rate round by round, not on the window’s net result', () => {
    // Won 10 000 in one round, lost 10 000 in the other: each round at its own rate.
    const pays = realTimePay([
      {
        memberId: 'R',
        uplineId: null,
        contract: terms,
        rounds: [
          { roundId: 'a', bets: [{ stake: 10_000n, payout: 20_000n, status: 'settled' }] },
          { roundId: 'b', bets: [{ stake: 10_000n, payout: 0n, status: 'settled' }] },
        ],
      },
    ]);
    expect(pays).toEqual([{ agentId: 'R', gross: 40_000_000n, deductions: [], pay: 40n }]);
  });
});
