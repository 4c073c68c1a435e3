import type { ContractKindValue, ContractTermsValue } from '@lotus/contract/agent-contracts';
import { amountTextOf, minorUnitsOfText, percentTextOf, ppmOfPercentText } from './contract-figures.ts';

/**
 * The new offer's form: what the agent typed, its checks (the server's, run before sending:
 * docs/agent-contracts.md "Tiers" and "The rate ceiling") and the terms it sends.
 */

export const minTiers = 3;
export const maxTiers = 6;
export const dividendCycles = ['D', 'W', 'H', 'M'] as const;
export type DividendCycle = (typeof dividendCycles)[number];

export type TieredKind = Exclude<ContractKindValue, 'real_time_salary'>;
export type TieredTerms = Extract<ContractTermsValue, { tiers: unknown }>;
export type RealTimeTerms = Extract<ContractTermsValue, { kind: 'real_time_salary' }>;

export interface TierRow {
  /** Stable across adding and removing rows: the row's React key. */
  key: number;
  minTeamValidBets: string;
  minActiveMembers: string;
  rate: string;
}

export interface OfferValues {
  agentId: string;
  tiers: TierRow[];
  minValidBets: string;
  minDeposits: string;
  cycle: DividendCycle | '';
  winRate: string;
  lossRate: string;
  minRoundBet: string;
}

export type TierField = 'minTeamValidBets' | 'minActiveMembers' | 'rate';
/** A field of the form: `tiers.1.rate` is the second tier's rate. */
export type OfferField =
  | 'agentId'
  | 'tiers'
  | `tiers.${number}.${TierField}`
  | 'minValidBets'
  | 'minDeposits'
  | 'cycle'
  | 'winRate'
  | 'lossRate'
  | 'minRoundBet';

/** What is wrong with a field, with the figure its words name (the ceiling, the tier above's). */
export type OfferProblem =
  | { code: 'agentRequired' | 'amountInvalid' | 'countInvalid' | 'rateInvalid' | 'tierCount' }
  | { code: 'cycleOwn'; cycle: DividendCycle }
  | { code: 'rateAboveOwn'; ceilingPpm: number }
  | { code: 'decreasing'; field: TierField; previous: string };

export const isTieredTerms = (terms: ContractTermsValue): terms is TieredTerms =>
  terms.kind !== 'real_time_salary';

const emptyTier = (key: number): TierRow => ({ key, minTeamValidBets: '', minActiveMembers: '', rate: '' });

/**
 * A new form, filled with the agent's own terms (the most it may give: an offer at its own rates
 * is within them), or three empty tiers when it holds none.
 */
export function offerValuesFrom(
  own: ContractTermsValue | null,
  currency: string,
  language: string,
): OfferValues {
  const values: OfferValues = {
    agentId: '',
    tiers: [0, 1, 2].map(emptyTier),
    minValidBets: '',
    minDeposits: '',
    cycle: '',
    winRate: '',
    lossRate: '',
    minRoundBet: '',
  };
  if (own === null) return values;
  const amount = (minor: string) => amountTextOf(minor, currency, language);
  if (!isTieredTerms(own)) {
    return {
      ...values,
      winRate: percentTextOf(own.winRatePpm, language),
      lossRate: percentTextOf(own.lossRatePpm, language),
      minRoundBet: amount(own.minRoundBet),
    };
  }
  return {
    ...values,
    tiers: own.tiers.slice(0, maxTiers).map((tier, key) => ({
      key,
      minTeamValidBets: amount(tier.minTeamValidBets),
      minActiveMembers: String(tier.minActiveMembers),
      rate: percentTextOf(tier.ratePpm, language),
    })),
    minValidBets: amount(own.active.minValidBets),
    minDeposits: amount(own.active.minDeposits),
    cycle: own.kind === 'dividend' ? own.cycle : '',
  };
}

/** A row more, after the last (its key new), up to six. */
export function withTierAdded(tiers: readonly TierRow[]): TierRow[] {
  if (tiers.length >= maxTiers) return [...tiers];
  return [...tiers, emptyTier(Math.max(-1, ...tiers.map((tier) => tier.key)) + 1)];
}

/** A member count typed: a whole number from 0 to a million. */
function countOfText(text: string): number | null {
  const compact = text.trim();
  if (!/^\d{1,7}$/.test(compact)) return null;
  const count = Number(compact);
  return count <= 1_000_000 ? count : null;
}

/** The own rate a tier of the offer is held to: the same tier's, or beyond the own last, the last's. */
export function ceilingOf(own: TieredTerms, tier: number): number {
  return (own.tiers[Math.min(tier, own.tiers.length - 1)] ?? { ratePpm: 0 }).ratePpm;
}

export interface OfferCheck {
  problems: Partial<Record<OfferField, OfferProblem>>;
  /** The terms to send, when there is no problem. */
  terms: ContractTermsValue | null;
}

/**
 * Every problem of the form, as the server would find them: the agent, 3 to 6 tiers, each figure
 * readable, every field non-decreasing from tier to tier, no rate above the agent's own (tier by
 * tier; a real-time salary's win rate with its win rate, loss rate with its loss rate), a
 * dividend on the agent's own cycle.
 */
export function checkOffer(
  kind: ContractKindValue,
  values: OfferValues,
  own: ContractTermsValue | null,
  currency: string,
): OfferCheck {
  const problems: OfferCheck['problems'] = {};
  if (values.agentId === '') problems.agentId = { code: 'agentRequired' };
  const amount = (field: 'minValidBets' | 'minDeposits' | 'minRoundBet') => {
    const minor = minorUnitsOfText(values[field], currency);
    if (minor === null) problems[field] = { code: 'amountInvalid' };
    return minor ?? '0';
  };

  if (kind === 'real_time_salary') {
    const rate = (field: 'winRate' | 'lossRate', ceiling: number | undefined) => {
      const ppm = ppmOfPercentText(values[field]);
      if (ppm === null) problems[field] = { code: 'rateInvalid' };
      else if (ceiling !== undefined && ppm > ceiling)
        problems[field] = { code: 'rateAboveOwn', ceilingPpm: ceiling };
      return ppm ?? 0;
    };
    const ownRates = own?.kind === 'real_time_salary' ? own : undefined;
    const terms: RealTimeTerms = {
      kind,
      winRatePpm: rate('winRate', ownRates?.winRatePpm),
      lossRatePpm: rate('lossRate', ownRates?.lossRatePpm),
      minRoundBet: amount('minRoundBet'),
    };
    return { problems, terms: Object.keys(problems).length === 0 ? terms : null };
  }

  if (values.tiers.length < minTiers || values.tiers.length > maxTiers)
    problems.tiers = { code: 'tierCount' };
  const ownTiers = own !== null && isTieredTerms(own) ? own : undefined;
  const tiers = values.tiers.map((row, index) => {
    const minTeamValidBets = minorUnitsOfText(row.minTeamValidBets, currency);
    const minActiveMembers = countOfText(row.minActiveMembers);
    const ratePpm = ppmOfPercentText(row.rate);
    if (minTeamValidBets === null) problems[`tiers.${index}.minTeamValidBets`] = { code: 'amountInvalid' };
    if (minActiveMembers === null) problems[`tiers.${index}.minActiveMembers`] = { code: 'countInvalid' };
    if (ratePpm === null) problems[`tiers.${index}.rate`] = { code: 'rateInvalid' };
    else if (ownTiers && ratePpm > ceilingOf(ownTiers, index))
      problems[`tiers.${index}.rate`] = { code: 'rateAboveOwn', ceilingPpm: ceilingOf(ownTiers, index) };
    return { minTeamValidBets, minActiveMembers, ratePpm };
  });
  tiers.forEach((tier, index) => {
    const previous = tiers[index - 1];
    if (index === 0 || previous === undefined) return;
    const row = values.tiers[index - 1]!;
    const lower = (field: TierField, now: bigint | null, before: bigint | null) => {
      if (now !== null && before !== null && now < before && !problems[`tiers.${index}.${field}`])
        problems[`tiers.${index}.${field}`] = { code: 'decreasing', field, previous: row[field] };
    };
    const big = (value: string | number | null) => (value === null ? null : BigInt(value));
    lower('minTeamValidBets', big(tier.minTeamValidBets), big(previous.minTeamValidBets));
    lower('minActiveMembers', big(tier.minActiveMembers), big(previous.minActiveMembers));
    lower('rate', big(tier.ratePpm), big(previous.ratePpm));
  });
  const active = { minValidBets: amount('minValidBets'), minDeposits: amount('minDeposits') };
  let cycle: DividendCycle = 'D';
  if (kind === 'dividend') {
    const ownCycle = own?.kind === 'dividend' ? own.cycle : undefined;
    if (values.cycle === '' || (ownCycle !== undefined && values.cycle !== ownCycle))
      problems.cycle = { code: 'cycleOwn', cycle: ownCycle ?? 'D' };
    else cycle = values.cycle;
  }
  if (Object.keys(problems).length > 0) return { problems, terms: null };
  const sent = tiers.map((tier) => ({
    minTeamValidBets: tier.minTeamValidBets!,
    minActiveMembers: tier.minActiveMembers!,
    ratePpm: tier.ratePpm!,
  }));
  const terms: TieredTerms =
    kind === 'dividend' ? { kind, tiers: sent, active, cycle } : { kind, tiers: sent, active };
  return { problems, terms };
}
