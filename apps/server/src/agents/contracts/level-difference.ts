import { floorToMinorUnits } from './rates.ts';
import type { TeamTree } from './team-tree.ts';

/** What an agent's contract gives on its whole team, before the level difference, in ppm units. */
export interface Gross {
  agentId: string;
  ppmUnits: bigint;
}

export interface LevelDifferencePay {
  agentId: string;
  /** r(A) × base(team A), ppm units. */
  gross: bigint;
  /** The nearest contract holders below, each with its own gross (what A's gross pays for them). */
  deductions: Gross[];
  /** floor((gross − Σ deductions) / 1 000 000), never below zero: minor units. */
  pay: bigint;
}

/**
 * pay(A) = r(A) × base(team A) − Σ r(d) × base(team d), d the nearest agents below A in each
 * branch holding a contract of the same kind; floored once to the minor unit, never below zero.
 * `grosses` holds every agent holding a contract of the kind (a contract whose tier is not met
 * still holds: gross 0).
 */
export function payByLevelDifference(tree: TeamTree, grosses: readonly Gross[]): LevelDifferencePay[] {
  const grossOf = new Map(grosses.map((entry) => [entry.agentId, entry.ppmUnits]));
  return grosses.map(({ agentId, ppmUnits }) => {
    const deductions = tree
      .nearestBelow(agentId, (memberId) => grossOf.has(memberId))
      .map((below) => ({ agentId: below, ppmUnits: grossOf.get(below)! }));
    const net = deductions.reduce((left, deduction) => left - deduction.ppmUnits, ppmUnits);
    return { agentId, gross: ppmUnits, deductions, pay: floorToMinorUnits(net) };
  });
}
