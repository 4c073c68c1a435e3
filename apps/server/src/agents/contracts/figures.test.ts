import { describe, expect, it } from 'vitest';
import { isActive, memberPeriodFigures, netLoss } from './figures.ts';

describe('a member’s figures for a period', () => {
  const figures = memberPeriodFigures({
    bets: [
      { stake: 100_000n, payout: 0n, status: 'settled' },
      { stake: 50_000n, payout: 120_000n, status: 'settled' },
      { stake: 70_000n, payout: 0n, status: 'voided' },
      { stake: 30_000n, payout: 60_000n, status: 'rolled_back' },
    ],
    deposits: 200_000n,
    bonusesAndRebates: 5_000n,
  });

  it('counts settled bets only: voided and rolled-back stakes are not valid bets', () => {
    expect(figures).toEqual({
      validBets: 150_000n,
      payouts: 120_000n,
      deposits: 200_000n,
      bonusesAndRebates: 5_000n,
    });
  });

  it('net loss is stakes − payouts − bonuses and rebates, never below zero', () => {
    expect(netLoss(figures)).toBe(25_000n);
    expect(netLoss({ ...figures, payouts: 200_000n })).toBe(0n);
  });

  it('a member is active when both valid bets and deposits reach the thresholds', () => {
    expect(isActive(figures, { minValidBets: 150_000n, minDeposits: 200_000n })).toBe(true);
    expect(isActive(figures, { minValidBets: 150_001n, minDeposits: 0n })).toBe(false);
    expect(isActive(figures, { minValidBets: 0n, minDeposits: 200_001n })).toBe(false);
  });
});
