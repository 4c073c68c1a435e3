// Every figure of docs/agent-contracts.md's worked examples, computed by the rules.
import { describe, expect, it } from 'vitest';
import { memberPeriodFigures } from './figures.ts';
import type { BetRecord } from './figures.ts';
import { contractsCancelledByAccepting } from './offer-rules.ts';
import { periodContaining } from './periods.ts';
import { realTimePay } from './real-time.ts';
import type { RealTimeTeamMember } from './real-time.ts';
import { tieredPay } from './tiered-pay.ts';
import type { TieredTeamMember } from './tiered-pay.ts';
import type { RealTimeTerms, TieredTerms } from './terms.ts';
import { dailySalaryTier, periodTier } from './tiers.ts';
import type { Tier } from './tiers.ts';

const settled = (stake: bigint, payout: bigint): BetRecord => ({ stake, payout, status: 'settled' });
const active = { minValidBets: 1_000_000n, minDeposits: 500_000n };

const salaryTiers: Tier[] = [
  { minTeamValidBets: 10_000_000n, minActiveMembers: 2, ratePpm: 10_000 },
  { minTeamValidBets: 50_000_000n, minActiveMembers: 5, ratePpm: 15_000 },
  { minTeamValidBets: 200_000_000n, minActiveMembers: 10, ratePpm: 20_000 },
];

describe('example 1: the daily-salary shortfall', () => {
  it('234 567 891 of team valid bets with 8 active: tier 2 by the usual rule, tier 1 for the daily salary', () => {
    const team = { teamValidBets: 234_567_891n, activeMembers: 8 };
    expect(periodTier(salaryTiers, team)).toBe(1);
    expect(dailySalaryTier(salaryTiers, team)).toBe(0);
    const statement = tieredPay([
      {
        memberId: 'X',
        uplineId: null,
        figures: memberPeriodFigures({ bets: [], deposits: 0n, bonusesAndRebates: 0n }),
        contract: { kind: 'daily_salary', tiers: salaryTiers, active },
      },
      ...Array.from({ length: 8 }, (_, index) => ({
        memberId: `p${index + 1}`,
        uplineId: 'X',
        figures: memberPeriodFigures({
          bets:
            index === 0
              ? [
                  settled(234_567_891n - 7n * 1_000_000n, 0n),
                  { stake: 10_000_000n, payout: 0n, status: 'voided' as const },
                ]
              : [settled(1_000_000n, 0n)],
          deposits: 500_000n,
          bonusesAndRebates: 0n,
        }),
        contract: null,
      })),
    ])[0]!;
    expect(statement).toMatchObject({
      teamValidBets: 234_567_891n,
      activeMembers: 8,
      tier: 0,
      ratePpm: 10_000,
    });
    expect(statement.pay).toBe(2_345_678n);
  });

  it('9 active: one short of tier 3, so tier 2; 6 active: four short, but never below tier 1', () => {
    expect(dailySalaryTier(salaryTiers, { teamValidBets: 234_567_891n, activeMembers: 9 })).toBe(1);
    expect(dailySalaryTier(salaryTiers, { teamValidBets: 234_567_891n, activeMembers: 6 })).toBe(0);
    expect(dailySalaryTier(salaryTiers, { teamValidBets: 9_999_999n, activeMembers: 50 })).toBeNull();
  });
});

describe('example 2: a dividend down a three-level chain', () => {
  const dividend = (rates: [number, number, number]): TieredTerms => ({
    kind: 'dividend',
    cycle: 'W',
    active,
    tiers: [
      { minTeamValidBets: 0n, minActiveMembers: 1, ratePpm: rates[0] },
      { minTeamValidBets: 100_000_000n, minActiveMembers: 3, ratePpm: rates[1] },
      { minTeamValidBets: 300_000_000n, minActiveMembers: 6, ratePpm: rates[2] },
    ],
  });
  const player = (
    memberId: string,
    uplineId: string,
    stake: bigint,
    payout: bigint,
    bonus: bigint,
    deposits: bigint,
  ) => ({
    memberId,
    uplineId,
    figures: memberPeriodFigures({ bets: [settled(stake, payout)], deposits, bonusesAndRebates: bonus }),
    contract: null,
  });
  const none = memberPeriodFigures({ bets: [], deposits: 0n, bonusesAndRebates: 0n });
  const members: TieredTeamMember[] = [
    { memberId: 'A', uplineId: null, figures: none, contract: dividend([100_000, 200_000, 300_000]) },
    { memberId: 'B', uplineId: 'A', figures: none, contract: dividend([80_000, 150_000, 250_000]) },
    { memberId: 'C', uplineId: 'B', figures: none, contract: dividend([50_000, 100_000, 200_000]) },
    player('p1', 'A', 50_000_000n, 40_000_000n, 1_000_000n, 10_000_000n),
    player('p2', 'B', 80_000_000n, 60_000_000n, 2_000_000n, 20_000_000n),
    player('p3', 'C', 120_000_000n, 90_000_000n, 3_000_000n, 30_000_000n),
    player('p4', 'C', 40_000_000n, 20_000_000n, 0n, 5_000_000n),
    {
      memberId: 'p5',
      uplineId: 'C',
      figures: memberPeriodFigures({
        bets: [settled(900_000n, 0n), { stake: 5_000_000n, payout: 0n, status: 'rolled_back' }],
        deposits: 1_000_000n,
        bonusesAndRebates: 0n,
      }),
      contract: null,
    },
  ];

  it('pays C 2 395 000, B 7 490 000 and A 5 095 000: in all 20 % of the top team’s 74 900 000', () => {
    const statements = tieredPay(members);
    const of = (agentId: string) => statements.find((statement) => statement.agentId === agentId)!;
    // C: bets reach tier 2, but only 2 active members (p5's 900 000 is below 1 000 000): tier 1.
    expect(of('C')).toMatchObject({
      teamValidBets: 160_900_000n,
      activeMembers: 2,
      base: 47_900_000n,
      tier: 0,
    });
    expect(of('C').pay).toBe(2_395_000n);
    expect(of('B')).toMatchObject({
      teamValidBets: 240_900_000n,
      activeMembers: 3,
      base: 65_900_000n,
      tier: 1,
    });
    expect(of('B').pay).toBe(7_490_000n);
    expect(of('A')).toMatchObject({
      teamValidBets: 290_900_000n,
      activeMembers: 4,
      base: 74_900_000n,
      tier: 1,
    });
    expect(of('A').pay).toBe(5_095_000n);
    expect(of('A').deductions).toEqual([{ agentId: 'B', ppmUnits: 9_885_000n * 1_000_000n }]);
    expect(statements.reduce((sum, statement) => sum + statement.pay, 0n)).toBe(14_980_000n);
  });
});

describe('example 3: real-time salary in one five-minute window', () => {
  const terms = (winRatePpm: number, lossRatePpm: number): RealTimeTerms => ({
    kind: 'real_time_salary',
    winRatePpm,
    lossRatePpm,
    minRoundBet: 10_000n,
  });
  const members: RealTimeTeamMember[] = [
    { memberId: 'R', uplineId: null, rounds: [], contract: terms(2_000, 4_000) },
    { memberId: 'S', uplineId: 'R', rounds: [], contract: terms(1_000, 3_000) },
    {
      memberId: 'q1',
      uplineId: 'S',
      contract: null,
      rounds: [
        { roundId: 'F1-20261126-1301', bets: [settled(50_000n, 0n), settled(5_000n, 50_000n)] },
        { roundId: 'F1-20261126-1302', bets: [settled(20_000n, 39_000n), settled(10_000n, 0n)] },
      ],
    },
    {
      memberId: 'q2',
      uplineId: 'R',
      contract: null,
      rounds: [
        {
          roundId: 'F1-20261126-1301',
          bets: [settled(33_333n, 0n), { stake: 100_000n, payout: 0n, status: 'voided' }],
        },
      ],
    },
    {
      memberId: 'q3',
      uplineId: 'S',
      contract: null,
      rounds: [{ roundId: 'F3-20261126-1303', bets: [settled(15_000n, 15_000n)] }],
    },
    {
      memberId: 'q4',
      uplineId: 'S',
      contract: null,
      rounds: [{ roundId: 'F1-20261126-1304', bets: [settled(12_345n, 0n)] }],
    },
  ];

  it('pays S 232 ₫ (232.035 floored) and R 240 ₫ (472.712 − 232.035 floored)', () => {
    const pays = realTimePay(members);
    expect(pays.find((pay) => pay.agentId === 'S')).toMatchObject({ gross: 232_035_000n, pay: 232n });
    expect(pays.find((pay) => pay.agentId === 'R')).toMatchObject({ gross: 472_712_000n, pay: 240n });
  });
});

describe('example 4: periods and their keys', () => {
  it('2026-11-26 18:30 UTC is 01:30 on 27 November in Vietnam', () => {
    const at = new Date('2026-11-26T18:30:00Z');
    expect(periodContaining('D', at).key).toBe('D-2026-11-27');
    expect(periodContaining('W', at)).toMatchObject({
      key: 'W-2026-48',
      startsAt: new Date('2026-11-22T17:00:00Z'),
      endsAt: new Date('2026-11-29T17:00:00Z'),
    });
    expect(periodContaining('H', at)).toMatchObject({
      key: 'H-2026-11-2',
      startsAt: new Date('2026-11-15T17:00:00Z'),
      endsAt: new Date('2026-11-30T17:00:00Z'),
    });
    expect(periodContaining('M', at).key).toBe('M-2026-11');
    expect(periodContaining('HR', at).key).toBe('HR-2026-11-27-01');
    expect(periodContaining('RT', at).key).toBe('RT-2026-11-27-0130');
    expect(periodContaining('W', new Date('2026-12-31T17:00:00Z')).key).toBe('W-2026-53');
  });
});

describe('example 5: accepting lower rates cancels the contracts that give more', () => {
  const daily = (rates: number[]): TieredTerms => ({
    kind: 'daily_salary',
    active,
    tiers: salaryTiers.map((tier, index) => ({ ...tier, ratePpm: rates[index]! })),
  });
  it('B accepts 1 % / 1.2 % / 1.5 %: its 1.8 % third tier to C is cancelled, D’s 1 % / 1.2 % / 1.4 % is kept', () => {
    const cancelled = contractsCancelledByAccepting(daily([10_000, 12_000, 15_000]), [
      {
        contractId: 'BC',
        uplineId: 'B',
        downlineId: 'C',
        state: 'signed',
        terms: daily([8_000, 12_000, 18_000]),
      },
      {
        contractId: 'BD',
        uplineId: 'B',
        downlineId: 'D',
        state: 'signed',
        terms: daily([10_000, 12_000, 14_000]),
      },
      {
        contractId: 'BE',
        uplineId: 'B',
        downlineId: 'E',
        state: 'terminated',
        terms: daily([20_000, 20_000, 20_000]),
      },
    ]);
    expect(cancelled.map((contract) => contract.contractId)).toEqual(['BC']);
  });
});
