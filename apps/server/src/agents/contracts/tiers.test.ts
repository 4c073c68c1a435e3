import { describe, expect, it } from 'vitest';
import { dailySalaryTier, periodTier, tierProblems } from './tiers.ts';
import type { Tier } from './tiers.ts';

const tier = (minTeamValidBets: bigint, minActiveMembers: number, ratePpm: number): Tier => ({
  minTeamValidBets,
  minActiveMembers,
  ratePpm,
});
const three = [tier(1_000n, 1, 1_000), tier(5_000n, 3, 2_000), tier(9_000n, 6, 3_000)];

describe('tier validation', () => {
  it('takes 3 to 6 non-decreasing tiers', () => {
    expect(tierProblems(three)).toEqual([]);
    expect(
      tierProblems([
        ...three,
        ...three.map((t) => ({ ...t, minTeamValidBets: 9_000n, minActiveMembers: 6, ratePpm: 3_000 })),
      ]),
    ).toEqual([]);
    // Equal neighbours are allowed (non-decreasing, not increasing).
    expect(tierProblems([three[0]!, three[0]!, three[0]!])).toEqual([]);
  });

  it('refuses fewer than 3 or more than 6 tiers', () => {
    expect(tierProblems(three.slice(0, 2))).toEqual([{ code: 'error_contract_tier_count' }]);
    expect(tierProblems(Array.from({ length: 7 }, () => three[0]!))).toEqual([
      { code: 'error_contract_tier_count' },
    ]);
  });

  it('names each field that decreases, with its tier', () => {
    expect(tierProblems([three[0]!, tier(500n, 0, 900), three[2]!])).toEqual([
      { code: 'error_contract_tier_decreasing', tier: 1, field: 'minTeamValidBets' },
      { code: 'error_contract_tier_decreasing', tier: 1, field: 'minActiveMembers' },
      { code: 'error_contract_tier_decreasing', tier: 1, field: 'ratePpm' },
    ]);
  });

  it('refuses negative minimums and a rate that is not whole ppm within 0–100 %', () => {
    expect(tierProblems([tier(-1n, -1, 1.5), three[1]!, three[2]!])).toEqual([
      { code: 'error_contract_tier_negative', tier: 0, field: 'minTeamValidBets' },
      { code: 'error_contract_tier_negative', tier: 0, field: 'minActiveMembers' },
      { code: 'error_contract_tier_rate_invalid', tier: 0, field: 'ratePpm' },
    ]);
    expect(tierProblems([three[0]!, three[1]!, tier(9_000n, 6, 1_000_001)])).toEqual([
      { code: 'error_contract_tier_rate_invalid', tier: 2, field: 'ratePpm' },
    ]);
  });
});

describe('the period’s tier', () => {
  it('is the highest whose two minimums the team meets', () => {
    expect(periodTier(three, { teamValidBets: 9_000n, activeMembers: 6 })).toBe(2);
    expect(periodTier(three, { teamValidBets: 9_000n, activeMembers: 5 })).toBe(1);
    expect(periodTier(three, { teamValidBets: 4_999n, activeMembers: 60 })).toBe(0);
  });

  it('is none when the first tier is not met: no pay', () => {
    expect(periodTier(three, { teamValidBets: 999n, activeMembers: 6 })).toBeNull();
    expect(periodTier(three, { teamValidBets: 1_000n, activeMembers: 0 })).toBeNull();
  });
});

describe('the daily salary’s tier', () => {
  it('starts from the bets alone and falls one tier per active member short', () => {
    expect(dailySalaryTier(three, { teamValidBets: 9_000n, activeMembers: 6 })).toBe(2);
    expect(dailySalaryTier(three, { teamValidBets: 9_000n, activeMembers: 5 })).toBe(1);
    expect(dailySalaryTier(three, { teamValidBets: 9_000n, activeMembers: 4 })).toBe(0);
  });

  it('never falls below the first tier, even with no active member', () => {
    expect(dailySalaryTier(three, { teamValidBets: 9_000n, activeMembers: 0 })).toBe(0);
    expect(dailySalaryTier(three, { teamValidBets: 1_000n, activeMembers: 0 })).toBe(0);
  });

  it('pays nothing when the bets do not reach the first tier', () => {
    expect(dailySalaryTier(three, { teamValidBets: 999n, activeMembers: 100 })).toBeNull();
  });
});
