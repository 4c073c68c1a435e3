import type { Queryable } from '../platform/database/pool.ts';
import { selectRemainingTurnover } from './turnover-tables.ts';

/**
 * The turnover requirement from bonuses: each `bonus` credited to the member asks for bonus x
 * `multiplier` in stakes (`bet` debits) placed after it before money can leave; 0 turns it off.
 * Answers the stakes still to bet, in minor units (0 when the member may withdraw).
 */
export async function remainingTurnover(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  multiplier: number,
): Promise<bigint> {
  if (multiplier <= 0) return 0n;
  const remaining = await selectRemainingTurnover(db, brandId, memberId, multiplier);
  return remaining > 0n ? remaining : 0n;
}
