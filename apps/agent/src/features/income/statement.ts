import type { AgentPayout } from '@lotus/contract/agent-contracts';

/**
 * A payout's statement as the page shows it. The wire types it loosely (its figures are the
 * settlement's, apps/server/src/agents/settlement/settle-period.ts); this reads the ones the page
 * names and answers null for one it cannot read, rather than showing wrong figures.
 */
export interface Deduction {
  agent: string;
  ppmUnits: string;
}

export type Statement =
  | {
      shape: 'tiered';
      teamValidBets: string;
      activeMembers: number;
      /** The tier paid, from 1; null when none was reached. */
      tier: number | null;
      ratePpm: number;
      base: string;
      grossPpmUnits: string;
      deductions: Deduction[];
      pay: string;
    }
  | {
      shape: 'realTime';
      rounds: number;
      volume: string;
      winRatePpm: number | null;
      lossRatePpm: number | null;
      grossPpmUnits: string;
      deductions: Deduction[];
      pay: string;
    };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const wholeText = (value: unknown): value is string => typeof value === 'string' && /^-?\d+$/.test(value);
const count = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

function deductionsOf(value: unknown): Deduction[] | null {
  if (!Array.isArray(value)) return null;
  const read = value.map((entry) =>
    isRecord(entry) && typeof entry.agent === 'string' && wholeText(entry.ppmUnits)
      ? { agent: entry.agent, ppmUnits: entry.ppmUnits }
      : null,
  );
  return read.every((entry) => entry !== null) ? read : null;
}

export function readStatement(payout: Pick<AgentPayout, 'kind' | 'statement'>): Statement | null {
  const s = payout.statement;
  const deductions = deductionsOf(s.deductions);
  if (deductions === null || !wholeText(s.grossPpmUnits) || !wholeText(s.pay)) return null;
  if (payout.kind === 'real_time_salary') {
    if (!count(s.rounds) || !wholeText(s.volume)) return null;
    const terms = isRecord(s.terms) ? s.terms : {};
    return {
      shape: 'realTime',
      rounds: s.rounds,
      volume: s.volume,
      winRatePpm: count(terms.winRatePpm) ? terms.winRatePpm : null,
      lossRatePpm: count(terms.lossRatePpm) ? terms.lossRatePpm : null,
      grossPpmUnits: s.grossPpmUnits,
      deductions,
      pay: s.pay,
    };
  }
  if (!wholeText(s.teamValidBets) || !count(s.activeMembers) || !count(s.ratePpm) || !wholeText(s.base))
    return null;
  const tier = s.tier === null ? null : count(s.tier) ? s.tier : undefined;
  if (tier === undefined) return null;
  return {
    shape: 'tiered',
    teamValidBets: s.teamValidBets,
    activeMembers: s.activeMembers,
    tier,
    ratePpm: s.ratePpm,
    base: s.base,
    grossPpmUnits: s.grossPpmUnits,
    deductions,
    pay: s.pay,
  };
}
