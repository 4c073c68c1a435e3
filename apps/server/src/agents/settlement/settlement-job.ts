import type { Pool } from '../../platform/database/pool.ts';
import { startRepeatingPass } from '../../platform/jobs/repeating-pass.ts';
import type { Logger } from '../../platform/logger.ts';
import { periodsEndedBetween } from '../contracts/index.ts';
import type { PeriodUnit } from '../contracts/index.ts';
import type { SettledKind, TieredSettlement } from './settle-period.ts';
import { selectFirstHolding, selectLastSettledEnd } from './tables.ts';

/** Each kind and the period units it settles by (a dividend by its contracts' cycle). */
const schedules: ReadonlyArray<{ kind: SettledKind; unit: PeriodUnit }> = [
  // Real-time salary: the lottery rounds settled in each 5-minute window.
  { kind: 'real_time_salary', unit: 'RT' },
  { kind: 'daily_salary', unit: 'D' },
  { kind: 'hourly_salary', unit: 'HR' },
  { kind: 'dividend', unit: 'D' },
  { kind: 'dividend', unit: 'W' },
  { kind: 'dividend', unit: 'H' },
  { kind: 'dividend', unit: 'M' },
];

/** Rounds settle a moment after their period ends: a period is settled once this much later. */
export const SETTLEMENT_GRACE_MS = 2 * 60_000;
/** The most periods one pass settles per schedule (a long outage is caught up over passes). */
const MOST_PER_PASS = 48;

/**
 * Settles every ended period of every tiered kind not settled yet, oldest first: from the last
 * settled period's end (or the first contract or template of the kind), so periods missed while
 * the server was down are settled when it comes back. Every instance may run it: each period's
 * settlement row is claimed once (settle-period.ts).
 */
export async function settleEndedPeriods(deps: {
  pool: Pool;
  brandId: number;
  settlement: TieredSettlement;
  now?: Date;
}): Promise<number> {
  const now = new Date((deps.now ?? new Date()).getTime() - SETTLEMENT_GRACE_MS);
  let settled = 0;
  for (const { kind, unit } of schedules) {
    const after =
      (await selectLastSettledEnd(deps.pool, deps.brandId, kind, unit)) ??
      (await selectFirstHolding(deps.pool, deps.brandId, kind));
    if (after === undefined) continue;
    for (const period of periodsEndedBetween(unit, after, now).slice(0, MOST_PER_PASS)) {
      const run = await deps.settlement.settle(kind, period);
      if (!run.alreadySettled) settled += 1;
    }
  }
  return settled;
}

/** Runs settleEndedPeriods on this instance every `periodMs` (a minute by default); answers its stop. */
export function startAgentSettlementJob(deps: {
  pool: Pool;
  brandId: number;
  settlement: TieredSettlement;
  logger: Logger;
  periodMs?: number;
}): () => void {
  return startRepeatingPass({
    periodMs: deps.periodMs ?? 60_000,
    logger: deps.logger,
    pass: () => settleEndedPeriods(deps),
    report: (settled) =>
      settled > 0 ? { message: 'agent periods settled', details: { settled } } : undefined,
    failure: 'agent settlement pass failed; the next pass tries again',
  });
}
