import type { Pool } from '../platform/database/pool.ts';
import type { Logger } from '../platform/logger.ts';
import { adminLotteryRoutes } from './admin-routes.ts';
import { startDrawsJob } from './draws-job.ts';
import { createFinalNotices } from './final-notices.ts';
import { createLotteryImporter } from './importer.ts';
import { createLotteryReads } from './member-reads.ts';
import { lotteryRoutes } from './routes.ts';
import { createLotteryResults } from './service.ts';
import { createLotterySettings } from './settings.ts';
import type { LotteryResultSource } from './sources/source.ts';

/** What the lottery's draws need of the process. */
export interface LotteryNeeds {
  pool: Pool;
  brand: { id: number };
  /** Where regional results are imported from (a JSON file, a feed); none: results are typed only. */
  resultSource?: LotteryResultSource;
}

/**
 * The lottery's games and draws (issue 18 part 2): the draws job every instance runs, the final
 * notices the settlement will listen to, the operator's result calls and the member's reads.
 */
export function createLotteryDomain(needs: LotteryNeeds) {
  const { pool, brand } = needs;
  const notices = createFinalNotices({ pool, brandId: brand.id });
  const results = createLotteryResults({ pool, brandId: brand.id, notices });
  const settings = createLotterySettings({ pool, brandId: brand.id });
  const reads = createLotteryReads({ pool, brandId: brand.id });
  const importer = createLotteryImporter({ pool, brandId: brand.id, results, source: needs.resultSource });
  return {
    /** A draw became final or was corrected: this process's listeners, and NOTIFY. */
    notices,
    /** Starts the draws job on this instance (creates, closes and draws); answers its stop. */
    startDrawsJob: (logger: Logger, periodMs?: number) =>
      startDrawsJob({ pool, brandId: brand.id, notices, logger, periodMs }),
    /** Results entered, confirmed by a second operator, corrected; draws voided. */
    results,
    /** A date's regional results read from the source, each waiting for a second operator. */
    importer,
    /** When betting closes before a draw (brand settings with defaults). */
    settings,
    /** The games, the open draws and the final results, as members and visitors read them. */
    reads,
    /** The member site's calls. */
    routes: lotteryRoutes({ reads }),
    /** The operator's calls. */
    adminRoutes: adminLotteryRoutes({ results, importer, settings }),
  };
}

export type LotteryDomain = ReturnType<typeof createLotteryDomain>;

export type { LotteryResultSource, SourcedResult } from './sources/source.ts';
export { jsonFileResultSource } from './sources/json-file.ts';
