import type { Pool } from '../platform/database/pool.ts';

/** A draw whose result became final (or whose final result was corrected). */
export interface FinalNotice {
  drawKey: string;
  isCorrection: boolean;
}

export type FinalListener = (notice: FinalNotice) => void | Promise<void>;

/** The PostgreSQL channel a final result is announced on, to every instance. */
export const lotteryFinalChannel = 'lotus_lottery_final';

/**
 * The notice that a draw became final. The durable record is the `lottery_final_notices` row the
 * finishing transaction wrote (the settlement reads the ones it has not handled, so a crash loses
 * none); this announces it after the commit: to this process's listeners at once, and by NOTIFY on
 * `lotus_lottery_final` to whatever LISTENs on any instance (nothing does yet: the settlement will).
 */
export function createFinalNotices(deps: { pool: Pool; brandId: number }) {
  const listeners = new Set<FinalListener>();

  async function announce(notice: FinalNotice): Promise<void> {
    for (const listener of listeners) await listener(notice);
    await deps.pool.query('select pg_notify($1, $2)', [
      lotteryFinalChannel,
      JSON.stringify({ brandId: deps.brandId, ...notice }),
    ]);
  }

  /** Calls `listener` with every notice this process announces; answers the function that stops it. */
  function listen(listener: FinalListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  return { announce, listen };
}

export type FinalNotices = ReturnType<typeof createFinalNotices>;
