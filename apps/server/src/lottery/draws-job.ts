import { randomBytes } from 'node:crypto';
import { fastDrawBoard, fastDrawSeedHash } from '@lotus/games';
import type { Pool } from '../platform/database/pool.ts';
import { startRepeatingPass } from '../platform/jobs/repeating-pass.ts';
import type { Logger } from '../platform/logger.ts';
import type { FinalNotices } from './final-notices.ts';
import { plannedFastDraws, plannedRegionalDraws } from './schedule.ts';
import {
  closePastDraws,
  finishFastDraw,
  insertPlannedDraws,
  selectDueFastDraws,
  selectLotterySettings,
} from './tables.ts';

/** What one pass of the job did. */
export interface DrawsPass {
  created: number;
  closed: number;
  drawn: string[];
}

/**
 * One pass of the draws job, safe to run on every instance at once and again after a crash: it
 * creates the coming draws (unique keys: a draw is created once), closes betting on the draws past
 * their close, and draws each fast draw that is due (a conditional update: one instance wins each;
 * the board comes from the seed by packages/games's rule, the seed revealed in the same statement).
 */
export async function runDrawsPass(
  deps: { pool: Pool; brandId: number; notices: FinalNotices },
  now: Date = new Date(),
): Promise<DrawsPass> {
  const { pool, brandId } = deps;
  const settings = await selectLotterySettings(pool, brandId);
  const fast = plannedFastDraws(now, settings.fast_close_seconds).map((draw) => {
    // Every instance makes its own seed; only the one whose insert creates the draw keeps it.
    const seed = randomBytes(32).toString('hex');
    return { ...draw, seed, seedHash: fastDrawSeedHash(seed) };
  });
  const regional = plannedRegionalDraws(now, settings.regional_close_seconds).map((draw) => ({
    ...draw,
    seed: null,
    seedHash: null,
  }));
  const created = await insertPlannedDraws(pool, brandId, [...fast, ...regional]);
  const closed = await closePastDraws(pool, brandId);
  const drawn: string[] = [];
  for (const due of await selectDueFastDraws(pool, brandId, 200)) {
    const board = fastDrawBoard(due.server_seed, due.draw_key);
    if (await finishFastDraw(pool, brandId, due.id, board)) {
      drawn.push(due.draw_key);
      await deps.notices.announce({ drawKey: due.draw_key, isCorrection: false });
    }
  }
  return { created, closed, drawn };
}

/**
 * Runs the pass on this instance every `periodMs` (a second by default, so a fast draw is drawn
 * within about a second of its time). Answers the function that stops it; the timer does not hold
 * the process.
 */
export function startDrawsJob(options: {
  pool: Pool;
  brandId: number;
  notices: FinalNotices;
  logger: Logger;
  periodMs?: number;
}): () => void {
  return startRepeatingPass({
    periodMs: options.periodMs ?? 1_000,
    logger: options.logger,
    pass: () => runDrawsPass(options),
    report: (pass) => (pass.drawn.length > 0 ? { message: 'lottery draws drawn', details: pass } : undefined),
    failure: 'lottery draws pass failed',
  });
}
