import type {
  CampaignInput,
  CampaignKind,
  DrawPeriod,
  OperatorCampaign,
  PrizeKind,
} from '@lotus/contract/campaigns';
import type { UseT } from '@lotus/i18n';
import { formatNumber } from '@lotus/i18n';
import { fromMinorUnits, toMinorUnits } from '../points/index.ts';
import { fromLocalInput, toLocalInput } from './local-time.ts';

/** The prize table's size (campaignInputSchema). */
export const prizesMin = 2;
export const prizesMax = 12;

export interface PrizeDraft {
  kind: PrizeKind;
  amount: string;
  weight: string;
}

/** A campaign as its form holds it: every field as typed. */
export interface CampaignDraft {
  kind: CampaignKind | '';
  nameVi: string;
  descriptionVi: string;
  nameEn: string;
  descriptionEn: string;
  budget: string;
  pointsBudget: string;
  startsAt: string;
  endsAt: string;
  minDeposits: string;
  minValidBets: string;
  windowDays: string;
  drawsAllowed: string;
  drawsPer: DrawPeriod;
  prizes: PrizeDraft[];
  /** The window as the server had it, sent back as it was while its fields are unchanged. */
  kept: { startsAt: string; endsAt: string } | null;
}
export type PrizeField = `prizeAmount${number}` | `prizeWeight${number}`;
export type CampaignField =
  Exclude<keyof CampaignDraft, 'prizes' | 'kept' | 'drawsPer'> | 'prizes' | PrizeField;
export type CampaignProblems = Partial<Record<CampaignField, string>>;

export const emptyDraft: CampaignDraft = {
  kind: '',
  nameVi: '',
  descriptionVi: '',
  nameEn: '',
  descriptionEn: '',
  budget: '',
  pointsBudget: '0',
  startsAt: '',
  endsAt: '',
  minDeposits: '0',
  minValidBets: '0',
  windowDays: '',
  drawsAllowed: '1',
  drawsPer: 'day',
  prizes: [
    { kind: 'money', amount: '', weight: '1' },
    { kind: 'none', amount: '0', weight: '1' },
  ],
  kept: null,
};

/** A campaign's form, filled from the campaign as the server has it. */
export function draftOf(campaign: OperatorCampaign, currency: string): CampaignDraft {
  const money = (minor: string) => fromMinorUnits(minor, currency);
  return {
    kind: campaign.kind,
    nameVi: campaign.texts.vi?.name ?? '',
    descriptionVi: campaign.texts.vi?.description ?? '',
    nameEn: campaign.texts.en?.name ?? '',
    descriptionEn: campaign.texts.en?.description ?? '',
    budget: money(campaign.budget),
    pointsBudget: campaign.pointsBudget,
    startsAt: toLocalInput(campaign.startsAt),
    endsAt: toLocalInput(campaign.endsAt),
    minDeposits: money(campaign.eligibility.minDeposits),
    minValidBets: money(campaign.eligibility.minValidBets),
    windowDays: campaign.eligibility.windowDays === null ? '' : String(campaign.eligibility.windowDays),
    drawsAllowed: String(campaign.drawsAllowed),
    drawsPer: campaign.drawsPer,
    prizes: campaign.prizes.map((prize) => ({
      kind: prize.kind,
      amount: prize.kind === 'money' ? money(prize.amount) : prize.amount,
      weight: String(prize.weight),
    })),
    kept: { startsAt: campaign.startsAt, endsAt: campaign.endsAt },
  };
}

/** Each line's chance: its weight over the table's total weight (0 where a weight is not a number). */
export function chancesOf(prizes: PrizeDraft[]): number[] {
  const weights = prizes.map((prize) => (/^\d{1,7}$/.test(prize.weight.trim()) ? Number(prize.weight) : 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => (total === 0 ? 0 : weight / total));
}

/** The draft's amounts as whole digits (a 15-digit cap, as campaignInputSchema's wholeAmount). */
const whole15 = /^\d{1,15}$/;

/**
 * The draft checked as the server checks a campaign (campaignInputSchema, then error_campaign_invalid:
 * a name, an end after the start, a prize of money or points, budgets that cover the largest
 * prize): the problems by field, or the body to send.
 */
export function checkDraft(
  draft: CampaignDraft,
  currency: string,
  t: UseT['t'],
  language: string,
): { problems: CampaignProblems; input: CampaignInput | null } {
  const problems: CampaignProblems = {};
  const required = t('consoleRewards.form.required');
  const between = (min: number, max: number) =>
    t('consoleRewards.form.between', { min: formatNumber(min, language), max: formatNumber(max, language) });
  const money = (field: 'budget' | 'minDeposits' | 'minValidBets' | PrizeField, text: string) => {
    const minor = toMinorUnits(text, currency);
    if (text.trim() === '') problems[field] = required;
    else if (minor === null || !whole15.test(minor))
      problems[field] = t('consoleRewards.money.invalid', { currency });
    return minor ?? '0';
  };
  /** Whole points. */
  const points = (field: PrizeField, text: string) => {
    const trimmed = text.trim();
    if (whole15.test(trimmed)) return BigInt(trimmed).toString();
    problems[field] = trimmed === '' ? required : t('consoleRewards.form.wholeNumber');
    return '0';
  };
  const count = (
    field: 'drawsAllowed' | 'windowDays' | PrizeField,
    text: string,
    min: number,
    max: number,
  ) => {
    const trimmed = text.trim();
    if (!/^\d{1,7}$/.test(trimmed)) {
      problems[field] = trimmed === '' ? required : t('consoleRewards.form.wholeNumber');
      return 0;
    }
    const value = Number(trimmed);
    if (value < min || value > max) problems[field] = between(min, max);
    return value;
  };

  if (draft.kind === '') problems.kind = required;

  const texts: CampaignInput['texts'] = {};
  for (const [code, name, description] of [
    ['vi', 'nameVi', 'descriptionVi'],
    ['en', 'nameEn', 'descriptionEn'],
  ] as const) {
    const words = { name: draft[name].trim(), description: draft[description].trim() };
    if (words.name.length > 80) problems[name] = t('consoleRewards.form.tooLong', { max: 80 });
    if (words.description.length > 500)
      problems[description] = t('consoleRewards.form.tooLong', { max: formatNumber(500, language) });
    if (words.name !== '') texts[code] = words;
    else if (words.description !== '') problems[name] = t('consoleRewards.campaignForm.nameForDescription');
  }
  if (Object.keys(texts).length === 0 && !problems.nameVi && !problems.nameEn)
    problems.nameVi = t('consoleRewards.campaignForm.nameNeeded');

  const budget = money('budget', draft.budget);
  const pointsBudget = draft.pointsBudget.trim() === '' ? '0' : draft.pointsBudget.trim();
  if (!whole15.test(pointsBudget)) problems.pointsBudget = t('consoleRewards.form.wholeNumber');

  const instant = (field: 'startsAt' | 'endsAt') =>
    draft.kept !== null && draft[field] === toLocalInput(draft.kept[field])
      ? draft.kept[field]
      : fromLocalInput(draft[field]);
  const startsAt = instant('startsAt');
  const endsAt = instant('endsAt');
  if (startsAt === null)
    problems.startsAt = draft.startsAt.trim() === '' ? required : t('consoleRewards.form.dateTime');
  if (endsAt === null)
    problems.endsAt = draft.endsAt.trim() === '' ? required : t('consoleRewards.form.dateTime');
  else if (startsAt !== null && Date.parse(endsAt) <= Date.parse(startsAt))
    problems.endsAt = t('consoleRewards.form.endsAfter');

  const minDeposits = money('minDeposits', draft.minDeposits);
  const minValidBets = money('minValidBets', draft.minValidBets);
  const windowDays = draft.windowDays.trim() === '' ? null : count('windowDays', draft.windowDays, 1, 365);
  const drawsAllowed = count('drawsAllowed', draft.drawsAllowed, 1, 100);

  const prizes = draft.prizes.slice(0, prizesMax).map((prize, index) => {
    const amountField: PrizeField = `prizeAmount${index}`;
    const amount =
      prize.kind === 'none'
        ? '0'
        : prize.kind === 'money'
          ? money(amountField, prize.amount)
          : points(amountField, prize.amount);
    if (prize.kind !== 'none' && amount === '0' && !problems[amountField])
      problems[amountField] = t('consoleRewards.money.positive');
    return { kind: prize.kind, amount, weight: count(`prizeWeight${index}`, prize.weight, 1, 1_000_000) };
  });
  if (!prizes.some((prize) => prize.kind !== 'none'))
    problems.prizes = t('consoleRewards.campaignForm.prizePaying');
  // A budget below its largest prize could never pay that prize (error_campaign_invalid).
  const largest = (kind: PrizeKind) =>
    prizes
      .filter((prize) => prize.kind === kind)
      .reduce((most, prize) => (BigInt(prize.amount) > most ? BigInt(prize.amount) : most), 0n);
  if (!problems.budget && largest('money') > BigInt(budget))
    problems.budget = t('consoleRewards.campaignForm.prizeAboveBudget');
  if (!problems.pointsBudget && largest('points') > BigInt(pointsBudget))
    problems.pointsBudget = t('consoleRewards.campaignForm.prizeAboveBudget');

  const found = Object.values(problems).some((problem) => problem !== undefined);
  if (found || draft.kind === '' || startsAt === null || endsAt === null) return { problems, input: null };
  return {
    problems,
    input: {
      kind: draft.kind,
      texts,
      budget,
      pointsBudget,
      startsAt,
      endsAt,
      eligibility: { minDeposits, minValidBets, windowDays },
      drawsAllowed,
      drawsPer: draft.drawsPer,
      prizes,
    },
  };
}
