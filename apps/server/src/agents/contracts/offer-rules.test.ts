import { describe, expect, it } from 'vitest';
import { contractsCancelledByAccepting, offerProblems, ratesAbove } from './offer-rules.ts';
import type { RealTimeTerms, TieredTerms } from './terms.ts';

const dividend = (rates: number[]): TieredTerms => ({
  kind: 'dividend',
  cycle: 'M',
  active: { minValidBets: 0n, minDeposits: 0n },
  tiers: rates.map((ratePpm, index) => ({
    minTeamValidBets: BigInt(index) * 1_000_000n,
    minActiveMembers: index,
    ratePpm,
  })),
});
const realTime = (winRatePpm: number, lossRatePpm: number): RealTimeTerms => ({
  kind: 'real_time_salary',
  winRatePpm,
  lossRatePpm,
  minRoundBet: 10_000n,
});

describe('a downline’s rates never exceed its upline’s', () => {
  it('compares tier by tier, and extra tiers with the upline’s last', () => {
    expect(ratesAbove(dividend([100_000, 200_000, 300_000]), dividend([100_000, 200_000, 300_000]))).toEqual(
      [],
    );
    expect(ratesAbove(dividend([100_000, 250_000, 300_000]), dividend([100_000, 200_000, 300_000]))).toEqual([
      { code: 'error_contract_rate_above_upline', tier: 1, field: 'ratePpm' },
    ]);
    expect(ratesAbove(dividend([1, 2, 3, 300_000, 300_001]), dividend([100_000, 200_000, 300_000]))).toEqual([
      { code: 'error_contract_rate_above_upline', tier: 4, field: 'ratePpm' },
    ]);
  });

  it('compares a real-time salary’s win rate and loss rate each with its own', () => {
    expect(ratesAbove(realTime(1_000, 3_000), realTime(1_000, 3_000))).toEqual([]);
    expect(ratesAbove(realTime(1_001, 3_001), realTime(1_000, 3_000))).toEqual([
      { code: 'error_contract_rate_above_upline', field: 'winRatePpm' },
      { code: 'error_contract_rate_above_upline', field: 'lossRatePpm' },
    ]);
    expect(ratesAbove(realTime(1, 1), dividend([1, 2, 3]))).toEqual([
      { code: 'error_contract_kind_mismatch' },
    ]);
  });
});

describe('an offer', () => {
  const base = {
    offererId: 'up',
    downline: { memberId: 'down', uplineId: 'up' },
    terms: dividend([50_000, 100_000, 150_000]),
    offererTerms: dividend([100_000, 200_000, 300_000]),
  };

  it('is made by an upline holding the kind to its direct downline, within its own rates', () => {
    expect(offerProblems(base)).toEqual([]);
  });

  it('names every problem: not a direct downline, bad tiers, no contract of the kind, rates above', () => {
    expect(offerProblems({ ...base, downline: { memberId: 'down', uplineId: 'someone' } })).toEqual([
      { code: 'error_contract_not_direct_downline' },
    ]);
    expect(offerProblems({ ...base, terms: dividend([50_000, 100_000]) })).toEqual([
      { code: 'error_contract_tier_count' },
    ]);
    expect(offerProblems({ ...base, terms: { ...base.terms, cycle: undefined } })).toEqual([
      { code: 'error_contract_cycle_invalid', field: 'cycle' },
    ]);
    expect(
      offerProblems({
        ...base,
        terms: { ...base.terms, kind: 'daily_salary' },
        offererTerms: { ...base.offererTerms, kind: 'daily_salary' },
      }),
    ).toEqual([{ code: 'error_contract_cycle_invalid', field: 'cycle' }]);
    expect(offerProblems({ ...base, offererTerms: null })).toEqual([
      { code: 'error_contract_upline_has_none' },
    ]);
    expect(offerProblems({ ...base, terms: dividend([50_000, 100_000, 350_000]) })).toEqual([
      { code: 'error_contract_rate_above_upline', tier: 2, field: 'ratePpm' },
    ]);
    expect(
      offerProblems({ ...base, terms: realTime(-1, 2_000_000), offererTerms: realTime(1_000, 3_000) }),
    ).toEqual([
      { code: 'error_contract_rate_invalid', field: 'winRatePpm' },
      { code: 'error_contract_rate_invalid', field: 'lossRatePpm' },
      { code: 'error_contract_rate_above_upline', field: 'lossRatePpm' },
    ]);
  });
});

describe('accepting lower rates', () => {
  it('names the standing contracts of the kind in the team that give more, deeper ones included', () => {
    const accepted = dividend([100_000, 150_000, 200_000]);
    const cancelled = contractsCancelledByAccepting(accepted, [
      {
        contractId: 'c1',
        uplineId: 'me',
        downlineId: 'b',
        state: 'signed',
        terms: dividend([100_000, 180_000, 250_000]),
      },
      {
        contractId: 'c2',
        uplineId: 'b',
        downlineId: 'c',
        state: 'offered',
        terms: dividend([90_000, 160_000, 200_000]),
      },
      {
        contractId: 'c3',
        uplineId: 'me',
        downlineId: 'd',
        state: 'termination_requested',
        terms: dividend([100_000, 150_000, 210_000]),
      },
      {
        contractId: 'c4',
        uplineId: 'me',
        downlineId: 'e',
        state: 'signed',
        terms: dividend([100_000, 150_000, 200_000]),
      },
      {
        contractId: 'c5',
        uplineId: 'me',
        downlineId: 'f',
        state: 'rejected',
        terms: dividend([300_000, 300_000, 300_000]),
      },
      {
        contractId: 'c6',
        uplineId: 'me',
        downlineId: 'g',
        state: 'signed',
        terms: realTime(900_000, 900_000),
      },
    ]);
    expect(cancelled.map((contract) => contract.contractId)).toEqual(['c1', 'c2', 'c3']);
  });
});
