import type { MessageService } from '../messages/index.ts';
import type { Pool } from '../platform/database/pool.ts';
import type { Logger } from '../platform/logger.ts';
import { adminLotteryRoutes } from './admin-routes.ts';
import { createLotteryBets } from './bets/service.ts';
import type { LotteryBetGuard, LotteryLedger } from './needs.ts';
import { correctionMessages } from './settlement/correction-messages.ts';
import { createDrawSettlement } from './settlement/settle-draw.ts';
import { startSettlementJob } from './settlement/settlement-job.ts';
import { startDrawsJob } from './draws-job.ts';
import { createFinalNotices } from './final-notices.ts';
import { createLotteryImporter } from './importer.ts';
import { createLotteryReads } from './member-reads.ts';
import { lotteryRoutes } from './routes.ts';
import { createLotteryTeamFigures } from './team-figures.ts';
import { createLotteryResults } from './service.ts';
import { createLotterySettings } from './settings.ts';
import type { LotteryResultSource } from './sources/source.ts';

/** What the lottery's draws need of the process. */
export interface LotteryNeeds {
  pool: Pool;
  /** `lottery_type` is the brand's prize mode (Lott, ZY, Elott). */
  brand: { id: number; currency: string; lottery_type: string };
  /** The slips' stakes and the settlements' payouts. */
  ledger: LotteryLedger;
  /** Player protection's check on every slip. */
  protection: LotteryBetGuard;
  /** A corrected result's message to the members whose winnings changed. */
  messages: Pick<MessageService, 'sendToManyWithin'>;
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
  const bets = createLotteryBets({ pool, brand, ledger: needs.ledger, protection: needs.protection });
  const settlement = createDrawSettlement({
    pool,
    brand,
    ledger: needs.ledger,
    onCorrected: correctionMessages(needs.messages),
  });
  return {
    /** A draw became final or was corrected: this process's listeners, and NOTIFY. */
    notices,
    /** Starts the draws job on this instance (creates, closes and draws); answers its stop. */
    startDrawsJob: (logger: Logger, periodMs?: number) =>
      startDrawsJob({ pool, brandId: brand.id, notices, logger, periodMs }),
    /** Starts the settlement job on this instance (every final notice and void, once); answers its stop. */
    startSettlementJob: (logger: Logger, periodMs?: number) =>
      startSettlementJob({ pool, brandId: brand.id, settlement, logger, periodMs }),
    /** Slips, my bets, the odds, the operator's limits. */
    bets,
    /** Each final notice's settlement and each void's refund (the job runs them; tests call them). */
    settlement,
    /** Results entered, confirmed by a second operator, corrected; draws voided. */
    results,
    /** A date's regional results read from the source, each waiting for a second operator. */
    importer,
    /** When betting closes before a draw (brand settings with defaults). */
    settings,
    /** The games, the open draws and the final results, as members and visitors read them. */
    reads,
    /** A team's lottery rounds by day (the agent centre's overview). */
    teamFigures: createLotteryTeamFigures({ pool, brandId: brand.id }),
    /** The member site's calls. */
    routes: lotteryRoutes({ reads, bets }),
    /** The operator's calls. */
    adminRoutes: adminLotteryRoutes({ results, importer, settings, bets }),
  };
}

export type LotteryDomain = ReturnType<typeof createLotteryDomain>;

export type { LotteryResultSource, SourcedResult } from './sources/source.ts';
export type { LotteryTeamFigures } from './team-figures.ts';
export { jsonFileResultSource } from './sources/json-file.ts';
