import type {
  AdminBetRecordPage,
  AdminBetRecordQuery,
  AdminBetRound,
  BetRound,
  BetRoundDetail,
} from '@lotus/contract/bet-rounds';
import type { HouseRound } from '@lotus/contract/house-games';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { houseRoundLinkOf, houseVendorCode } from '../bets/round-ids.ts';
import type { BetRowWithUsername, CrashBetRecallRow, RoundTransactionRow } from './tables.ts';
import { selectBet, selectBrandRounds, selectCrashBetRecall, selectRoundTransactions } from './tables.ts';
import { recordView, resolveRange } from '../bets/service.ts';

/**
 * What the betting record asks of the house games: a house round as their own recall shows it (the
 * same seeds rule, the same board rules). The house domain hands it in.
 */
export interface HouseRoundRecall {
  /** The member's own round; another member's is error_not_found. */
  round(memberId: bigint, roundId: string): Promise<HouseRound>;
  /** Any member's round, with its server seed. */
  adminRound(roundId: string): Promise<{ round: HouseRound }>;
}

const transactionKinds = { debit: 'bet', credit: 'win', rollback: 'rollback' } as const;

function transactionView(row: RoundTransactionRow) {
  return {
    kind: transactionKinds[row.kind],
    transactionId: row.transaction_id,
    amount: row.amount.toString(),
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** A PAPPU bet's round: the seed and the crash point once it has crashed, or always for the operator. */
function pappuView(row: CrashBetRecallRow, revealSeed: boolean): BetRoundDetail {
  const shown = revealSeed || row.phase === 'crashed';
  return {
    kind: 'pappu',
    roundNumber: Number(row.round_number),
    autoCashOut: row.auto_cash_out === null ? null : Number(row.auto_cash_out),
    cashedOutAt: row.cashed_out_at === null ? null : Number(row.cashed_out_at),
    crashPoint: shown ? Number(row.crash_point) : null,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: Number(row.round_number),
    serverSeed: shown ? row.server_seed : null,
    crashedAt: row.crashed_at?.toISOString() ?? null,
  };
}

/**
 * The game recall of every game, from the betting record: one round with what happened in it, for
 * the member (their own rounds only; a house round's server seed once its pair was rotated, a PAPPU
 * round's once it has crashed) and for the operator (any member's, every round of the brand, the
 * server seeds always: the operator settles disputes with them).
 */
export function createBetRounds(deps: {
  pool: Pool;
  brand: { id: number; time_zone: string };
  houseHistory: HouseRoundRecall;
  now?: () => Date;
}) {
  const { pool, brand, houseHistory } = deps;
  const now = deps.now ?? (() => new Date());

  async function detailOf(row: BetRowWithUsername, revealSeed: boolean): Promise<BetRoundDetail> {
    if (row.vendor_code !== houseVendorCode) {
      const transactions = await selectRoundTransactions(pool, row.id);
      return { kind: 'vendor', roundId: row.round_id, transactions: transactions.map(transactionView) };
    }
    const link = houseRoundLinkOf(row);
    if (link?.kind === 'house') {
      // The house recall's own view: the same seeds rule, the same board rules.
      const round = revealSeed
        ? (await houseHistory.adminRound(link.roundId)).round
        : await houseHistory.round(row.member_id, link.roundId);
      return { kind: 'house', round };
    }
    if (link?.kind === 'pappu') {
      const bet = await selectCrashBetRecall(pool, {
        brandId: brand.id,
        id: link.crashBetId,
        memberId: row.member_id,
      });
      if (bet) return pappuView(bet, revealSeed);
    }
    throw new Error(`bets: round ${row.id} (${row.game_code} ${row.round_id}) has nothing behind it`);
  }

  /** The member's own round; another member's, or none, is error_not_found. */
  async function round(memberId: bigint, id: string): Promise<BetRound> {
    const row = await selectBet(pool, { brandId: brand.id, id: BigInt(id), memberId });
    if (!row) throw new AppError('error_not_found');
    return { ...recordView(row), detail: await detailOf(row, false) };
  }

  async function adminRound(id: string): Promise<AdminBetRound> {
    const row = await selectBet(pool, { brandId: brand.id, id: BigInt(id) });
    if (!row) throw new AppError('error_not_found');
    return {
      ...recordView(row),
      detail: await detailOf(row, true),
      memberId: row.member_id.toString(),
      username: row.username,
    };
  }

  async function adminRecord(query: AdminBetRecordQuery): Promise<AdminBetRecordPage> {
    const range = resolveRange(query, brand.time_zone, now());
    const { rows, total } = await selectBrandRounds(pool, {
      brandId: brand.id,
      ...range,
      timeZone: brand.time_zone,
      username: query.member ?? null,
      vendorCode: query.vendor ?? null,
      gameCode: query.game ?? null,
      gameType: query.gameType ?? null,
      status: query.status ?? null,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      content: rows.map((row) => ({
        ...recordView(row),
        memberId: row.member_id.toString(),
        username: row.username,
      })),
      page: query.page,
      size: query.size,
      total,
      ...range,
      timeZone: brand.time_zone,
    };
  }

  return { round, adminRound, adminRecord };
}

export type BetRoundsService = ReturnType<typeof createBetRounds>;
