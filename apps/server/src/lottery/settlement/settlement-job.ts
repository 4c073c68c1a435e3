import type { Pool } from '../../platform/database/pool.ts';
import { startRepeatingPass } from '../../platform/jobs/repeating-pass.ts';
import type { Logger } from '../../platform/logger.ts';
import type { DrawSettlement } from './settle-draw.ts';
import { selectUnrefundedVoids, selectUnsettledNotices } from './settlement-tables.ts';

/** What one settlement pass did: draw keys aside, how many settlements it wrote. */
export interface SettlementPass {
  settled: number;
  refunded: number;
}

/**
 * One pass over what is left to settle: every final notice without its settlement (oldest first),
 * then every void draw whose stakes are not refunded. Safe on every instance at once and after any
 * crash: each settlement claims its row in the transaction that pays (settle-draw.ts).
 */
export async function runSettlementPass(deps: {
  pool: Pool;
  brandId: number;
  settlement: DrawSettlement;
}): Promise<SettlementPass> {
  const pass: SettlementPass = { settled: 0, refunded: 0 };
  for (const notice of await selectUnsettledNotices(deps.pool, deps.brandId, 50)) {
    if ((await deps.settlement.settleNotice(notice)) === 'settled') pass.settled += 1;
  }
  for (const drawId of await selectUnrefundedVoids(deps.pool, deps.brandId, 50)) {
    if ((await deps.settlement.refundVoid(drawId)) === 'settled') pass.refunded += 1;
  }
  return pass;
}

/** Runs the pass on this instance every `periodMs` (a second by default); answers its stop. */
export function startSettlementJob(options: {
  pool: Pool;
  brandId: number;
  settlement: DrawSettlement;
  logger: Logger;
  periodMs?: number;
}): () => void {
  return startRepeatingPass({
    periodMs: options.periodMs ?? 1_000,
    logger: options.logger,
    pass: () => runSettlementPass(options),
    report: (pass) =>
      pass.settled + pass.refunded > 0 ? { message: 'lottery draws settled', details: pass } : undefined,
    failure: 'lottery settlement pass failed',
  });
}
