import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import type { Logger } from '../platform/logger.ts';
import { adminWalletRoutes } from './admin-routes.ts';
import type { HouseRoundRecall } from './bet-rounds/service.ts';
import { createBetRounds } from './bet-rounds/service.ts';
import { adminBetsRoutes } from './bets/admin-routes.ts';
import { createBetRoundBook } from './bets/round-book.ts';
import { betsRoutes } from './bets/routes.ts';
import { createBetsService } from './bets/service.ts';
import { adminMerchantWalletRoutes } from './consolidated/admin-routes.ts';
import { consolidatedRoutes } from './consolidated/routes.ts';
import { createConsolidatedFunds } from './consolidated/service.ts';
import type { MerchantMode } from './consolidated/service.ts';
import { startBalancePushes } from './ledger/balance-pushes.ts';
import { startSystemRollUp } from './ledger/roll-up.ts';
import { createLedger } from './ledger/service.ts';
import type { WalletContractFields } from './consolidated/service.ts';
import { createTeamFigures } from './team-figures/service.ts';
import { createPlayMoney } from './play-money/service.ts';
import { walletRecordRoutes } from './records/routes.ts';
import { createWalletRecords } from './records/service.ts';
import { walletRoutes } from './routes.ts';
import { createWalletService } from './service.ts';
import type { AdjustmentApprovals, WalletMembers } from './service.ts';
import { walletTransferRoutes } from './transfers/routes.ts';
import { createWalletTransfers } from './transfers/service.ts';
import type { WalletGameCatalog, WalletVendorDirectory } from './transfers/service.ts';

/**
 * What the wallet needs. It imports no other domain: the member, house and vendor-wallet domains
 * (which all move money through the wallet) are handed in as these narrow interfaces.
 */
export interface WalletNeeds {
  pool: Pool;
  brand: { id: number; currency: string; time_zone: string };
  /** The operator's adjustment names a member by username. */
  members: WalletMembers;
  /** The betting record's round details of a house game come from the house's own recall. */
  houseRecall: HouseRoundRecall;
  /** The transfer panel lists the brand's vendors (the vendor wallet's directory). */
  vendors: WalletVendorDirectory;
  /** Transfers go only to vendors with a game to play there (the games domain's catalog). */
  games: WalletGameCatalog;
  /** The brand's merchant-wallet mode, kept with the brand's settings (the system domain's). */
  merchantMode: MerchantMode;
  /**
   * Adjustments moving more than `adjustmentApprovalAbove` minor units (ADJUSTMENT_APPROVAL_ABOVE)
   * wait for a second operator: the operator domain's approvals keep them, and run
   * `service.approvedAdjustment` once approved.
   */
  adjustmentApprovals: AdjustmentApprovals;
  adjustmentApprovalAbove: bigint;
  /** The contract fields of the consolidated funds (the agent centre's, composed after the wallet). */
  contracts?: WalletContractFields;
}

/**
 * The wallet: the ledger (the one place balances change), the member's balances, records, bonus
 * details, consolidated funds, transfers to vendor wallets, the betting record and its round details,
 * the rows of `bets` the games write in their own transactions, and the operator's adjustments,
 * reconciliation, merchant-wallet mode and game history.
 */
export function createWalletDomain(needs: WalletNeeds) {
  const { pool, brand, members, houseRecall, vendors, games, merchantMode } = needs;
  const ledger = createLedger({ pool, brand });
  const funds = createConsolidatedFunds({ pool, brand, ledger, merchantMode, contracts: needs.contracts });
  const service = createWalletService({
    pool,
    brand,
    ledger,
    members,
    approvals: needs.adjustmentApprovals,
    approvalAbove: needs.adjustmentApprovalAbove,
  });
  const records = createWalletRecords({ pool, brand: { id: brand.id, timeZone: brand.time_zone }, ledger });
  const transfers = createWalletTransfers({
    pool,
    brand,
    ledger,
    isSingleWallet: () => funds.isSingleWallet(),
    vendors,
    games,
  });
  const bets = createBetsService({ pool, brand });
  const betRounds = createBetRounds({ pool, brand, houseHistory: houseRecall });
  const rounds = createBetRoundBook({ brand });
  const playMoney = createPlayMoney({ pool, brand, ledger });
  const teamFigures = createTeamFigures({ pool, brandId: brand.id });
  return {
    ledger,
    /** A team's valid bets, payouts, bonuses and commissions by day (the agent centre's overview). */
    teamFigures,
    playMoney,
    service,
    funds,
    records,
    transfers,
    bets,
    betRounds,
    rounds,
    /**
     * Runs the system accounts' roll-up in this instance (decision 0013): every instance may, each
     * period is rolled up once. Answers the function that stops it.
     */
    startSystemRollUp: (logger: Logger, periodSeconds?: number) =>
      startSystemRollUp({ pool, brandId: brand.id, logger, periodSeconds }),
    /**
     * Sends the members' queued balance pushes from this instance a few times a second (every
     * instance does; each push goes once). Answers the function that stops it.
     */
    startBalancePushes: (logger: Logger, intervalMs?: number) =>
      startBalancePushes({ pool, brandId: brand.id, logger, intervalMs }),
    /** The member's and the public wallet calls. */
    routes: async (app: FastifyInstance) => {
      await app.register(walletRoutes({ wallet: service, playMoney }));
      await app.register(walletRecordRoutes({ records }));
      await app.register(consolidatedRoutes({ funds }));
      await app.register(walletTransferRoutes({ transfers }));
      await app.register(betsRoutes({ bets, rounds: betRounds }));
    },
    /** The operator's wallet calls. */
    adminRoutes: async (app: FastifyInstance) => {
      await app.register(adminWalletRoutes({ wallet: service }));
      await app.register(adminMerchantWalletRoutes({ funds }));
      await app.register(adminBetsRoutes({ betRounds }));
    },
  };
}

export type WalletDomain = ReturnType<typeof createWalletDomain>;

export type { HouseRoundRecall } from './bet-rounds/service.ts';
export type { BetRoundsService } from './bet-rounds/service.ts';
export type { BetRoundBook, RoundKey, RoundOpening } from './bets/round-book.ts';
export type { BetRow as BetRoundRow } from './bets/tables.ts';
export type { RoundWallet } from './bets/wallets.ts';
export type { BetsService } from './bets/service.ts';
export type { DayRange, TeamFigures, WalletDayFigures } from './team-figures/service.ts';
export type { ConsolidatedFundsService, MerchantMode, WalletContractFields } from './consolidated/service.ts';
export type { WindowUsage, UsageWindow } from './ledger/reports.ts';
export type {
  AccountRef,
  BalanceAfter,
  HistoryEntry,
  HistoryQuery,
  HouseAccountCode,
  JournalKind,
  Ledger,
  MemberAccountKind,
  PostingRequest,
  PostRequest,
  PostResult,
  Reconciliation,
} from './ledger/service.ts';
export type { PlayMoney } from './play-money/service.ts';
export type { WalletRecords } from './records/service.ts';
export type {
  AccountBalance,
  AdjustmentApprovals,
  AdjustmentApprovalState,
  WalletMembers,
  WalletService,
} from './service.ts';
export type { WalletGameCatalog, WalletTransfers, WalletVendorDirectory } from './transfers/service.ts';

export { houseBetsRoundId, houseRoundLinkOf, houseVendorCode } from './bets/round-ids.ts';
export type { HouseRoundLink } from './bets/round-ids.ts';
export { roundVendorAccount, roundWalletAccount } from './bets/wallets.ts';
export {
  describeAccount,
  houseAccountCodes,
  journalKinds,
  playCurrency,
  pointsCurrency,
  vendorCodePattern,
} from './ledger/service.ts';
export { houseAccounts } from './service.ts';
