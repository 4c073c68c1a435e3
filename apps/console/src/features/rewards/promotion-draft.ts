import type {
  OperatorPromotion,
  PromotionInput,
  PromotionRule,
  PromotionTerms,
  PromotionType,
} from '@lotus/contract/promotions';
import type { UseT } from '@lotus/i18n';
import { formatNumber } from '@lotus/i18n';
import { fromMinorUnits, toMinorUnits } from '../points/index.ts';
import { fromLocalInput, toLocalInput } from './local-time.ts';

/** The sign-in ladder's days: at most seven (promotionTermsSchema). */
export const ladderMax = 7;
export type LadderField = `day${1 | 2 | 3 | 4 | 5 | 6 | 7}`;

/** A promotion as its form holds it: every field as typed, the terms of every rule side by side. */
export interface PromotionDraft {
  rule: PromotionRule | '';
  type: PromotionType | '';
  amount: string;
  percent: string;
  maxBonus: string;
  minDeposit: string;
  ladder: string[];
  minValidBets: string;
  target: string;
  reward: string;
  maxAmount: string;
  turnoverMultiplier: string;
  titleVi: string;
  summaryVi: string;
  bodyVi: string;
  titleEn: string;
  summaryEn: string;
  bodyEn: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
  sortOrder: string;
  /**
   * The window as the server had it, to send back unchanged when its fields are: they show the
   * minute, and an edit must not move a start of 06:40:25 to 06:40:00.
   */
  kept: { startsAt: string; endsAt: string } | null;
}
export type PromotionField = Exclude<keyof PromotionDraft, 'active' | 'ladder' | 'kept'> | LadderField;
export type PromotionProblems = Partial<Record<PromotionField, string>>;

export const emptyDraft: PromotionDraft = {
  rule: '',
  type: '',
  amount: '',
  percent: '',
  maxBonus: '',
  minDeposit: '0',
  ladder: [''],
  minValidBets: '0',
  target: '',
  reward: '',
  maxAmount: '',
  turnoverMultiplier: '1',
  titleVi: '',
  summaryVi: '',
  bodyVi: '',
  titleEn: '',
  summaryEn: '',
  bodyEn: '',
  startsAt: '',
  endsAt: '',
  active: true,
  sortOrder: '0',
  kept: null,
};

/** A promotion's form, filled from the promotion as the server has it. */
export function draftOf(promotion: OperatorPromotion, currency: string): PromotionDraft {
  const money = (minor: string) => fromMinorUnits(minor, currency);
  const { terms } = promotion;
  const draft: PromotionDraft = {
    ...emptyDraft,
    rule: terms.rule,
    type: promotion.type,
    turnoverMultiplier: String(terms.turnoverMultiplier),
    titleVi: promotion.texts.vi?.title ?? '',
    summaryVi: promotion.texts.vi?.summary ?? '',
    bodyVi: promotion.texts.vi?.body ?? '',
    titleEn: promotion.texts.en?.title ?? '',
    summaryEn: promotion.texts.en?.summary ?? '',
    bodyEn: promotion.texts.en?.body ?? '',
    startsAt: toLocalInput(promotion.startsAt),
    endsAt: toLocalInput(promotion.endsAt),
    active: promotion.active,
    sortOrder: String(promotion.sortOrder),
    kept: { startsAt: promotion.startsAt, endsAt: promotion.endsAt },
  };
  switch (terms.rule) {
    case 'registration_bonus':
      return { ...draft, amount: money(terms.amount) };
    case 'first_deposit_match':
    case 'reload_bonus':
      return {
        ...draft,
        percent: String(terms.percent),
        maxBonus: money(terms.maxBonus),
        minDeposit: money(terms.minDeposit),
      };
    case 'daily_sign_in':
      return { ...draft, ladder: terms.amounts.map(money), minValidBets: money(terms.minValidBets) };
    case 'turnover_challenge':
      return { ...draft, target: money(terms.target), reward: money(terms.reward) };
    case 'application':
      return { ...draft, maxAmount: money(terms.maxAmount) };
  }
}

/** Limits of promotionInputSchema (packages/contract/src/promotions/schemas.ts). */
const limits = {
  title: 80,
  summary: 200,
  body: 4000,
  percent: [1, 500],
  turnoverMultiplier: [0, 100],
  sortOrder: [0, 10_000],
} as const;

/**
 * The draft checked as the server checks a promotion (promotionInputSchema): the problems by
 * field, or the body to send, with the terms of its rule only.
 */
export function checkDraft(
  draft: PromotionDraft,
  currency: string,
  t: UseT['t'],
  language: string,
): { problems: PromotionProblems; input: PromotionInput | null } {
  const problems: PromotionProblems = {};
  const required = t('consoleRewards.form.required');
  const whole = (field: 'percent' | 'turnoverMultiplier' | 'sortOrder') => {
    const text = draft[field].trim();
    const [min, max] = limits[field];
    const between = t('consoleRewards.form.between', {
      min: formatNumber(min, language),
      max: formatNumber(max, language),
    });
    if (!/^\d{1,6}$/.test(text)) {
      problems[field] = text === '' ? required : t('consoleRewards.form.wholeNumber');
      return 0;
    }
    const value = Number(text);
    if (value < min || value > max) problems[field] = between;
    return value;
  };
  /** An amount in the currency as minor units; `positive` refuses zero. */
  const money = (
    field:
      'amount' | 'maxBonus' | 'minDeposit' | 'minValidBets' | 'target' | 'reward' | 'maxAmount' | LadderField,
    text: string,
    positive: boolean,
  ) => {
    const minor = toMinorUnits(text, currency);
    if (text.trim() === '') problems[field] = required;
    else if (minor === null) problems[field] = t('consoleRewards.money.invalid', { currency });
    else if (positive && minor === '0') problems[field] = t('consoleRewards.money.positive');
    return minor ?? '0';
  };

  if (draft.rule === '') problems.rule = required;
  if (draft.type === '') problems.type = required;
  const turnoverMultiplier = whole('turnoverMultiplier');
  let terms: PromotionTerms | null = null;
  switch (draft.rule) {
    case 'registration_bonus':
      terms = { rule: draft.rule, amount: money('amount', draft.amount, true), turnoverMultiplier };
      break;
    case 'first_deposit_match':
    case 'reload_bonus':
      terms = {
        rule: draft.rule,
        percent: whole('percent'),
        maxBonus: money('maxBonus', draft.maxBonus, true),
        minDeposit: money('minDeposit', draft.minDeposit, false),
        turnoverMultiplier,
      };
      break;
    case 'daily_sign_in':
      terms = {
        rule: draft.rule,
        amounts: draft.ladder
          .slice(0, ladderMax)
          .map((amount, index) => money(`day${index + 1}` as LadderField, amount, true)),
        minValidBets: money('minValidBets', draft.minValidBets, false),
        turnoverMultiplier,
      };
      break;
    case 'turnover_challenge':
      terms = {
        rule: draft.rule,
        target: money('target', draft.target, true),
        reward: money('reward', draft.reward, true),
        turnoverMultiplier,
      };
      break;
    case 'application':
      terms = { rule: draft.rule, maxAmount: money('maxAmount', draft.maxAmount, true), turnoverMultiplier };
      break;
    case '':
      break;
  }

  const texts: PromotionInput['texts'] = {};
  for (const [code, title, summary, body] of [
    ['vi', 'titleVi', 'summaryVi', 'bodyVi'],
    ['en', 'titleEn', 'summaryEn', 'bodyEn'],
  ] as const) {
    const words = { title: draft[title].trim(), summary: draft[summary].trim(), body: draft[body].trim() };
    for (const [field, key] of [
      [title, 'title'],
      [summary, 'summary'],
      [body, 'body'],
    ] as const)
      if (words[key].length > limits[key])
        problems[field] = t('consoleRewards.form.tooLong', { max: formatNumber(limits[key], language) });
    if (words.title !== '') texts[code] = words;
    else if (words.summary !== '' || words.body !== '')
      problems[title] = t('consoleRewards.form.titleForTexts');
  }
  if (Object.keys(texts).length === 0 && !problems.titleVi && !problems.titleEn)
    problems.titleVi = t('consoleRewards.form.titleNeeded');

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
  const sortOrder = whole('sortOrder');

  const found = Object.values(problems).some((problem) => problem !== undefined);
  if (found || terms === null || draft.type === '' || startsAt === null || endsAt === null)
    return { problems, input: null };
  return {
    problems,
    input: { type: draft.type, terms, texts, startsAt, endsAt, active: draft.active, sortOrder },
  };
}
