import type { GameTypeRates, OperatorVipLevels, VipLevel } from '@lotus/contract/vip';
import type { RateRow } from '../rebate/tables.ts';
import type { LevelRow } from './tables.ts';

/** A level's name in the reader's language, else Vietnamese, else any, else "VIP n". */
export function levelName(row: LevelRow | undefined, level: number, language: string): string {
  if (row === undefined) return `VIP ${level}`;
  const names = row.names as Record<string, string | undefined>;
  return names[language] ?? names['vi'] ?? Object.values(names)[0] ?? `VIP ${level}`;
}

/** Each level's rebate and cashback rates by game type. */
export function ratesByLevel(
  rates: RateRow[],
): Map<number, { rebate: GameTypeRates; cashback: GameTypeRates }> {
  const byLevel = new Map<number, { rebate: GameTypeRates; cashback: GameTypeRates }>();
  for (const rate of rates) {
    let level = byLevel.get(rate.level);
    if (level === undefined) byLevel.set(rate.level, (level = { rebate: {}, cashback: {} }));
    level[rate.kind][rate.game_type] = rate.rate_bps;
  }
  return byLevel;
}

export function levelView(
  row: LevelRow,
  rates: { rebate: GameTypeRates; cashback: GameTypeRates } | undefined,
  language: string,
): VipLevel {
  return {
    level: row.level,
    name: levelName(row, row.level, language),
    depositsNeeded: row.deposits_needed.toString(),
    betsNeeded: row.bets_needed.toString(),
    keepDeposits: row.keep_deposits.toString(),
    keepBets: row.keep_bets.toString(),
    upgradeBonus: row.upgrade_bonus.toString(),
    weeklyBonus: row.weekly_bonus.toString(),
    monthlyBonus: row.monthly_bonus.toString(),
    birthdayBonus: row.birthday_bonus.toString(),
    withdrawDailyCount: row.withdraw_daily_count,
    withdrawDailyAmount: row.withdraw_daily_amount?.toString() ?? null,
    rebateRates: rates?.rebate ?? {},
    cashbackRates: rates?.cashback ?? {},
  };
}

export function operatorLevelView(row: LevelRow): OperatorVipLevels['levels'][number] {
  return {
    level: row.level,
    names: row.names,
    depositsNeeded: row.deposits_needed.toString(),
    betsNeeded: row.bets_needed.toString(),
    keepDeposits: row.keep_deposits.toString(),
    keepBets: row.keep_bets.toString(),
    upgradeBonus: row.upgrade_bonus.toString(),
    weeklyBonus: row.weekly_bonus.toString(),
    monthlyBonus: row.monthly_bonus.toString(),
    birthdayBonus: row.birthday_bonus.toString(),
    withdrawDailyCount: row.withdraw_daily_count,
    withdrawDailyAmount: row.withdraw_daily_amount?.toString() ?? null,
  };
}
