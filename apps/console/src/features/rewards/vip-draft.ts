import type { OperatorVipLevels, SetVipLevels, VipLevelInput } from '@lotus/contract/vip';
import type { UseT } from '@lotus/i18n';
import { formatNumber } from '@lotus/i18n';
import { fromMinorUnits, toMinorUnits } from '../points/index.ts';

/** The money figures of a level, typed in the brand's currency. */
export const levelMoneyFields = [
  'depositsNeeded',
  'betsNeeded',
  'keepDeposits',
  'keepBets',
  'upgradeBonus',
  'weeklyBonus',
  'monthlyBonus',
  'birthdayBonus',
] as const;
type MoneyField = (typeof levelMoneyFields)[number];

export type LevelDraft = Record<MoneyField, string> & {
  nameVi: string;
  nameEn: string;
  withdrawDailyCount: string;
  withdrawDailyAmount: string;
};
export type LevelField = keyof LevelDraft;
export interface VipDraft {
  periodDays: string;
  levels: LevelDraft[];
}
/** A problem's place: the period, or a level's field (`3.betsNeeded`). */
export type VipProblems = Record<string, string | undefined>;
export const levelsMax = 20;

export const emptyLevel: LevelDraft = {
  nameVi: '',
  nameEn: '',
  depositsNeeded: '0',
  betsNeeded: '0',
  keepDeposits: '0',
  keepBets: '0',
  upgradeBonus: '0',
  weeklyBonus: '0',
  monthlyBonus: '0',
  birthdayBonus: '0',
  withdrawDailyCount: '',
  withdrawDailyAmount: '',
};

/** The table's form, filled from the table as the server has it. */
export function vipDraftOf(table: OperatorVipLevels): VipDraft {
  const money = (minor: string | undefined) => fromMinorUnits(minor ?? '0', table.currency);
  // A table with no level yet starts from level 0 to fill.
  if (table.levels.length === 0) return { periodDays: String(table.periodDays), levels: [emptyLevel] };
  return {
    periodDays: String(table.periodDays),
    levels: table.levels.map((level) => ({
      nameVi: level.names.vi ?? '',
      nameEn: level.names.en ?? '',
      ...(Object.fromEntries(levelMoneyFields.map((field) => [field, money(level[field])])) as Record<
        MoneyField,
        string
      >),
      withdrawDailyCount: level.withdrawDailyCount == null ? '' : String(level.withdrawDailyCount),
      withdrawDailyAmount:
        level.withdrawDailyAmount == null ? '' : fromMinorUnits(level.withdrawDailyAmount, table.currency),
    })),
  };
}

/**
 * The table checked as setVipLevelsSchema checks it (names, amounts, limits); the server then
 * checks the table as a whole (thresholds rising with the level, keep figures at most the reach
 * figures) and says so in its words. Levels are numbered by their place, from 0.
 */
export function checkVipDraft(
  draft: VipDraft,
  currency: string,
  t: UseT['t'],
  language: string,
): { problems: VipProblems; input: SetVipLevels | null } {
  const problems: VipProblems = {};
  const required = t('consoleRewards.form.required');
  const between = (min: number, max: number) =>
    t('consoleRewards.form.between', { min: formatNumber(min, language), max: formatNumber(max, language) });
  const period = draft.periodDays.trim();
  const periodDays = /^\d{1,3}$/.test(period) ? Number(period) : 0;
  if (periodDays < 1 || periodDays > 365) problems['periodDays'] = period === '' ? required : between(1, 365);

  const levels = draft.levels.slice(0, levelsMax).map((level, index): VipLevelInput => {
    const at = (field: LevelField) => `${index}.${field}`;
    const names: VipLevelInput['names'] = {};
    for (const [code, field] of [
      ['vi', 'nameVi'],
      ['en', 'nameEn'],
    ] as const) {
      const name = level[field].trim();
      if (name.length > 40) problems[at(field)] = t('consoleRewards.form.tooLong', { max: 40 });
      else if (name !== '') names[code] = name;
    }
    if (Object.keys(names).length === 0 && !problems[at('nameVi')] && !problems[at('nameEn')])
      problems[at('nameVi')] = t('consoleRewards.vip.nameNeeded');
    const money = (field: MoneyField) => {
      const text = level[field].trim();
      const minor = toMinorUnits(text === '' ? '0' : text, currency);
      if (minor === null) problems[at(field)] = t('consoleRewards.money.invalid', { currency });
      return minor ?? '0';
    };
    const figures = Object.fromEntries(levelMoneyFields.map((field) => [field, money(field)])) as Record<
      MoneyField,
      string
    >;
    const countText = level.withdrawDailyCount.trim();
    let withdrawDailyCount: number | null = null;
    if (countText !== '') {
      withdrawDailyCount = /^\d{1,4}$/.test(countText) ? Number(countText) : 0;
      if (withdrawDailyCount < 1 || withdrawDailyCount > 1000)
        problems[at('withdrawDailyCount')] = between(1, 1000);
    }
    const amountText = level.withdrawDailyAmount.trim();
    let withdrawDailyAmount: string | null = null;
    if (amountText !== '') {
      withdrawDailyAmount = toMinorUnits(amountText, currency);
      if (withdrawDailyAmount === null)
        problems[at('withdrawDailyAmount')] = t('consoleRewards.money.invalid', { currency });
      else if (withdrawDailyAmount === '0')
        problems[at('withdrawDailyAmount')] = t('consoleRewards.money.positive');
    }
    return { level: index, names, ...figures, withdrawDailyCount, withdrawDailyAmount };
  });

  const found = Object.values(problems).some((problem) => problem !== undefined);
  return { problems, input: found ? null : { periodDays, levels } };
}
