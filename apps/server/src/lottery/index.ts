import type { Pool } from '../platform/database/pool.ts';
import type { Logger } from '../platform/logger.ts';
import { adminLotteryRoutes } from './admin-routes.ts';
import { startDrawsJob } from './draws-job.ts';
import { createFinalNotices } from './final-notices.ts';
import { createLotteryResults } from './service.ts';

/** What the lottery's draws need of the process. */
export interface LotteryNeeds {
  pool: Pool;
  brand: { id: number };
}

/**
 * The lottery's games and draws (issue 18 part 2): the draws job every instance runs, the final
 * notices the settlement will listen to, the operator's result calls and the member's reads.
 */
export function createLotteryDomain(needs: LotteryNeeds) {
  const { pool, brand } = needs;
  const notices = createFinalNotices({ pool, brandId: brand.id });
  const results = createLotteryResults({ pool, brandId: brand.id, notices });
  return {
    /** A draw became final or was corrected: this process's listeners, and NOTIFY. */
    notices,
    /** Starts the draws job on this instance (creates, closes and draws); answers its stop. */
    startDrawsJob: (logger: Logger, periodMs?: number) =>
      startDrawsJob({ pool, brandId: brand.id, notices, logger, periodMs }),
    /** Results entered, confirmed by a second operator, corrected; draws voided. */
    results,
    /** The operator's calls. */
    adminRoutes: adminLotteryRoutes({ results }),
  };
}

export type LotteryDomain = ReturnType<typeof createLotteryDomain>;
