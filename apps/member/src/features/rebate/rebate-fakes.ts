import type { MyRebate, Rebate } from '@lotus/contract/rebate';

/** A Bronze member of a brand that leaves rebate to be claimed. */
export function myRebateOf(overrides: Partial<MyRebate> = {}): MyRebate {
  return {
    level: 1,
    levelName: 'Bronze',
    mode: 'claim',
    rates: [
      { gameType: 'live', rebateBps: 60, cashbackBps: 0 },
      { gameType: 'lottery', rebateBps: 0, cashbackBps: 0 },
      { gameType: 'card', rebateBps: 50, cashbackBps: 0 },
      { gameType: 'slots', rebateBps: 80, cashbackBps: 300 },
      { gameType: 'sports', rebateBps: 40, cashbackBps: 0 },
    ],
    claimable: '4500',
    currency: 'VND',
    ...overrides,
  };
}

export function rebateOf(overrides: Partial<Rebate> = {}): Rebate {
  return {
    id: '7',
    periodKey: '2026-11-26',
    gameType: 'slots',
    kind: 'cashback',
    level: 1,
    base: '150000',
    rateBps: 300,
    amount: '4500',
    status: 'claimable',
    currency: 'VND',
    createdAt: '2026-11-26T17:05:00Z',
    claimedAt: null,
    ...overrides,
  };
}
