import type { MyVip, VipLevel, VipLevels } from '@lotus/contract/vip';

/** A level of the demo brand's table, as the member's call answers it in English. */
export function levelOf(overrides: Partial<VipLevel> & { level: number; name: string }): VipLevel {
  return {
    depositsNeeded: '0',
    betsNeeded: '0',
    keepDeposits: '0',
    keepBets: '0',
    upgradeBonus: '0',
    weeklyBonus: '0',
    monthlyBonus: '0',
    birthdayBonus: '0',
    withdrawDailyCount: null,
    withdrawDailyAmount: null,
    rebateRates: {},
    cashbackRates: {},
    ...overrides,
  };
}

export function levelsOf(levels?: VipLevel[]): VipLevels {
  return {
    periodDays: 30,
    currency: 'VND',
    levels: levels ?? [
      levelOf({ level: 0, name: 'Member', rebateRates: { slots: 50 } }),
      levelOf({
        level: 1,
        name: 'Bronze',
        betsNeeded: '5000000',
        keepBets: '2500000',
        upgradeBonus: '58000',
        weeklyBonus: '18000',
        birthdayBonus: '88000',
        withdrawDailyCount: 5,
        rebateRates: { slots: 80, live: 60 },
        cashbackRates: { slots: 300 },
      }),
      levelOf({
        level: 2,
        name: 'Silver',
        depositsNeeded: '10000000',
        betsNeeded: '30000000',
        upgradeBonus: '188000',
        withdrawDailyCount: 10,
        withdrawDailyAmount: '200000000',
        rebateRates: { slots: 100 },
      }),
    ],
  };
}

/** A Bronze member on its way to Silver. */
export function mineOf(overrides: Partial<MyVip> = {}): MyVip {
  return {
    level: 1,
    name: 'Bronze',
    reachedAt: '2026-11-02T01:00:00Z',
    currency: 'VND',
    period: { days: 30, from: '2026-10-28T17:00:00Z', to: '2026-11-27T06:00:00Z', daysLeft: 5 },
    deposits: '4000000',
    validBets: '12000000',
    next: {
      level: 2,
      name: 'Silver',
      depositsNeeded: '10000000',
      betsNeeded: '30000000',
      depositsLeft: '6000000',
      betsLeft: '18000000',
    },
    keep: { deposits: '4000000', validBets: '3000000', depositsNeeded: '0', betsNeeded: '2500000' },
    ...overrides,
  };
}
