import type { ContractTermsValue } from '@lotus/contract/agent-contracts';
import { describe, expect, it } from 'vitest';
import type { OfferValues } from './offer-form.ts';
import { checkOffer, offerValuesFrom, withTierAdded } from './offer-form.ts';

const own: ContractTermsValue = {
  kind: 'daily_salary',
  tiers: [
    { minTeamValidBets: '10000000', minActiveMembers: 2, ratePpm: 10_000 },
    { minTeamValidBets: '50000000', minActiveMembers: 5, ratePpm: 15_000 },
    { minTeamValidBets: '200000000', minActiveMembers: 10, ratePpm: 20_000 },
  ],
  active: { minValidBets: '1000000', minDeposits: '500000' },
};

const filled = (changes: Partial<OfferValues> = {}): OfferValues => ({
  ...offerValuesFrom(own, 'VND', 'en'),
  agentId: '12',
  ...changes,
});

describe('the new offer’s checks', () => {
  it('starts from the agent’s own terms, which pass as they are', () => {
    const values = filled();
    expect(values.tiers.map((tier) => tier.rate)).toEqual(['1', '1.5', '2']);
    expect(values.tiers[2]!.minTeamValidBets).toBe('200,000,000');
    expect(checkOffer('daily_salary', values, own, 'VND')).toEqual({ problems: {}, terms: own });
  });

  it('sends the rates typed as exact ppm', () => {
    const values = filled();
    values.tiers = values.tiers.map((tier, index) => ({ ...tier, rate: ['0.29', '0,57', '1.0001'][index]! }));
    const { terms } = checkOffer('daily_salary', values, own, 'VND');
    expect(terms && 'tiers' in terms ? terms.tiers.map((tier) => tier.ratePpm) : null).toEqual([
      2_900, 5_700, 10_001,
    ]);
  });

  it('holds each tier to the agent’s own rate at that tier, the last beyond its own', () => {
    const values = filled({ tiers: withTierAdded(filled().tiers) });
    values.tiers[1] = { ...values.tiers[1]!, rate: '1.6' };
    values.tiers[3] = {
      ...values.tiers[3]!,
      minTeamValidBets: '300000000',
      minActiveMembers: '12',
      rate: '2.1',
    };
    const { problems, terms } = checkOffer('daily_salary', values, own, 'VND');
    expect(terms).toBeNull();
    expect(problems).toEqual({
      'tiers.1.rate': { code: 'rateAboveOwn', ceilingPpm: 15_000 },
      'tiers.3.rate': { code: 'rateAboveOwn', ceilingPpm: 20_000 },
    });
  });

  it('finds a field lower than the tier above’s, a tier count out of 3–6 and unreadable figures', () => {
    const values = filled({ agentId: '' });
    values.tiers[1] = { ...values.tiers[1]!, minActiveMembers: '1', rate: '0.5' };
    values.tiers[2] = { ...values.tiers[2]!, minTeamValidBets: '5.5' };
    values.minDeposits = '';
    expect(checkOffer('daily_salary', values, own, 'VND').problems).toEqual({
      agentId: { code: 'agentRequired' },
      'tiers.1.minActiveMembers': { code: 'decreasing', field: 'minActiveMembers', previous: '2' },
      'tiers.1.rate': { code: 'decreasing', field: 'rate', previous: '1' },
      'tiers.2.minTeamValidBets': { code: 'amountInvalid' },
      minDeposits: { code: 'amountInvalid' },
    });
    expect(
      checkOffer('daily_salary', filled({ tiers: filled().tiers.slice(0, 2) }), own, 'VND').problems,
    ).toEqual({ tiers: { code: 'tierCount' } });
  });

  it('keeps a dividend on the agent’s own period', () => {
    const dividend: ContractTermsValue = { ...own, kind: 'dividend', cycle: 'W' };
    const values = { ...offerValuesFrom(dividend, 'VND', 'en'), agentId: '12' };
    expect(values.cycle).toBe('W');
    expect(checkOffer('dividend', values, dividend, 'VND').terms).toEqual(dividend);
    expect(checkOffer('dividend', { ...values, cycle: 'M' }, dividend, 'VND').problems).toEqual({
      cycle: { code: 'cycleOwn', cycle: 'W' },
    });
  });

  it('holds a real-time salary’s win and loss rates to the agent’s own', () => {
    const realTime: ContractTermsValue = {
      kind: 'real_time_salary',
      winRatePpm: 2_000,
      lossRatePpm: 4_000,
      minRoundBet: '10000',
    };
    const values = { ...offerValuesFrom(realTime, 'VND', 'en'), agentId: '12' };
    expect([values.winRate, values.lossRate, values.minRoundBet]).toEqual(['0.2', '0.4', '10,000']);
    expect(
      checkOffer('real_time_salary', { ...values, winRate: '0.1', lossRate: '0.3' }, realTime, 'VND').terms,
    ).toEqual({ kind: 'real_time_salary', winRatePpm: 1_000, lossRatePpm: 3_000, minRoundBet: '10000' });
    expect(checkOffer('real_time_salary', { ...values, lossRate: '0.41' }, realTime, 'VND').problems).toEqual(
      {
        lossRate: { code: 'rateAboveOwn', ceilingPpm: 4_000 },
      },
    );
  });
});
