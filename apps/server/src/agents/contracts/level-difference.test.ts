import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberPeriodFigures, noFigures } from './figures.ts';
import { payByLevelDifference } from './level-difference.ts';
import { teamTree } from './team-tree.ts';
import { tieredPay } from './tiered-pay.ts';
import type { TieredTeamMember } from './tiered-pay.ts';
import type { TieredTerms } from './terms.ts';

const million = 1_000_000n;

describe('pay by level difference', () => {
  it('takes off the nearest holder in each branch only, passing over members without a contract', () => {
    // A ─ x ─ B ─ C ; A ─ D. x holds no contract: A's nearest holders are B (through x) and D; C is B's.
    const tree = teamTree([
      { memberId: 'A', uplineId: null },
      { memberId: 'x', uplineId: 'A' },
      { memberId: 'B', uplineId: 'x' },
      { memberId: 'C', uplineId: 'B' },
      { memberId: 'D', uplineId: 'A' },
    ]);
    const pays = payByLevelDifference(tree, [
      { agentId: 'A', ppmUnits: 1_000n * million },
      { agentId: 'B', ppmUnits: 300n * million },
      { agentId: 'C', ppmUnits: 100n * million },
      { agentId: 'D', ppmUnits: 200n * million },
    ]);
    expect(pays.map((pay) => [pay.agentId, pay.pay])).toEqual([
      ['A', 500n],
      ['B', 200n],
      ['C', 100n],
      ['D', 200n],
    ]);
    expect(pays[0]!.deductions.map((deduction) => deduction.agentId).sort()).toEqual(['B', 'D']);
  });

  it('floors once, on the difference, and never pays below zero', () => {
    const tree = teamTree([
      { memberId: 'A', uplineId: null },
      { memberId: 'B', uplineId: 'A' },
    ]);
    // 10.6 − 3.7 = 6.9 → 6 (flooring each first would give 10 − 3 = 7).
    expect(
      payByLevelDifference(tree, [
        { agentId: 'A', ppmUnits: 10_600_000n },
        { agentId: 'B', ppmUnits: 3_700_000n },
      ]).map((pay) => pay.pay),
    ).toEqual([6n, 3n]);
    // A dividend team whose net loss is smaller than its sub-team's (A's own winnings): A gets 0.
    expect(
      payByLevelDifference(tree, [
        { agentId: 'A', ppmUnits: 2n * million },
        { agentId: 'B', ppmUnits: 5n * million },
      ]).map((pay) => pay.pay),
    ).toEqual([0n, 5n]);
  });

  it('counts a contract whose tier is not met as held: it takes its branch off the upline, at zero', () => {
    const tiers = [
      { minTeamValidBets: 1_000n, minActiveMembers: 0, ratePpm: 10_000 },
      { minTeamValidBets: 2_000n, minActiveMembers: 0, ratePpm: 20_000 },
      { minTeamValidBets: 3_000n, minActiveMembers: 0, ratePpm: 30_000 },
    ];
    const contract: TieredTerms = {
      kind: 'hourly_salary',
      tiers,
      active: { minValidBets: 0n, minDeposits: 0n },
    };
    const own = (validBets: bigint) => ({ ...noFigures, validBets });
    const statements = tieredPay([
      { memberId: 'A', uplineId: null, figures: own(2_500n), contract },
      { memberId: 'B', uplineId: 'A', figures: own(500n), contract },
    ]);
    expect(statements.map((s) => [s.agentId, s.tier, s.pay])).toEqual([
      ['A', 2, 90n], // 3 % of 3 000, nothing taken off for B
      ['B', null, 0n],
    ]);
  });
});

/** A chain of agents, top first, each with one player below it and rates no higher than the one above. */
const chainArbitrary = (divisible: boolean) =>
  fc
    .array(
      fc.record({
        rates: fc.tuple(fc.nat(100), fc.nat(100), fc.nat(100)),
        ownBets: fc.bigInt({ min: 0n, max: 10n ** 9n }),
        playerBets: fc.bigInt({ min: 0n, max: 10n ** 9n }),
        activeShort: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    )
    .map((levels) => {
      let ceiling = [Infinity, Infinity, Infinity];
      const members: TieredTeamMember[] = [];
      levels.forEach((level, depth) => {
        // Rates in steps of 1 % when the figures must divide exactly (and bets in hundreds), else any ppm.
        const step = divisible ? 10_000 : 1_237;
        const sorted = [...level.rates].sort((a, b) => a - b).map((rate) => rate * step);
        const rates = sorted.map((rate, index) => Math.min(rate, ceiling[index]!));
        ceiling = rates;
        const unit = divisible ? 100n : 1n;
        const contract: TieredTerms = {
          // The usual tier rule (the daily salary's shortfall can give an upline a lower rate than its
          // downline's: docs/agent-contracts.md).
          kind: 'hourly_salary',
          active: { minValidBets: 1n, minDeposits: 0n },
          tiers: [
            { minTeamValidBets: 0n, minActiveMembers: 0, ratePpm: rates[0]! },
            { minTeamValidBets: 10n ** 8n, minActiveMembers: 2, ratePpm: rates[1]! },
            { minTeamValidBets: 10n ** 9n, minActiveMembers: 4, ratePpm: rates[2]! },
          ],
        };
        const agentId = `agent${depth}`;
        members.push({
          memberId: agentId,
          uplineId: depth === 0 ? null : `agent${depth - 1}`,
          figures: memberPeriodFigures({
            bets: [{ stake: level.ownBets * unit, payout: 0n, status: 'settled' }],
            deposits: 0n,
            bonusesAndRebates: 0n,
          }),
          contract,
        });
        members.push({
          memberId: `player${depth}`,
          uplineId: agentId,
          figures: memberPeriodFigures({
            bets: [
              { stake: level.activeShort ? 0n : level.playerBets * unit, payout: 0n, status: 'settled' },
            ],
            deposits: 0n,
            bonusesAndRebates: 0n,
          }),
          contract: null,
        });
      });
      return members;
    });

describe('a chain is paid, in all, the top agent’s rate on the top team', () => {
  it('exactly, when no rounding intervenes', () => {
    fc.assert(
      fc.property(chainArbitrary(true), (members) => {
        const statements = tieredPay(members);
        const top = statements[0]!;
        const total = statements.reduce((sum, statement) => sum + statement.pay, 0n);
        expect(top.gross % million).toBe(0n);
        expect(total).toBe(top.gross / million);
      }),
    );
  });

  it('within one unit per agent below the top otherwise (each floors once), never more', () => {
    fc.assert(
      fc.property(chainArbitrary(false), (members) => {
        const statements = tieredPay(members);
        const topPay = statements[0]!.gross / million;
        const total = statements.reduce((sum, statement) => sum + statement.pay, 0n);
        expect(total <= topPay).toBe(true);
        expect(total >= topPay - BigInt(statements.length - 1)).toBe(true);
      }),
    );
  });
});
