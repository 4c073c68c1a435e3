import type {
  AdminHouseRound,
  AdminHouseRoundPage,
  AdminHouseRoundQuery,
  HouseRound,
  HouseRoundPage,
  HouseRoundQuery,
} from '@lotus/contract/house-games';
import type { Pool } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { roundView } from './view.ts';
import { selectRound, selectRoundPage } from './tables.ts';

/**
 * The game recall: a member's own rounds (the server seed shown once its pair was rotated), and
 * every round for the operator (the server seed always: the operator checks disputes with it).
 */
export function createHouseHistory(deps: { pool: Pool; brand: { id: number; currency: string } }) {
  const { pool, brand } = deps;

  async function rounds(memberId: bigint, query: HouseRoundQuery): Promise<HouseRoundPage> {
    const { rows, total } = await selectRoundPage(pool, {
      brandId: brand.id,
      memberId,
      username: null,
      game: query.game ?? null,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      content: rows.map((row) => roundView(row, brand.currency)),
      page: query.page,
      size: query.size,
      total,
    };
  }

  /** Another member's round answers as if it did not exist. */
  async function round(memberId: bigint, id: string): Promise<HouseRound> {
    const row = await selectRound(pool, { brandId: brand.id, id: BigInt(id), memberId });
    if (!row) throw new AppError('error_not_found');
    return roundView(row, brand.currency);
  }

  async function adminRounds(query: AdminHouseRoundQuery): Promise<AdminHouseRoundPage> {
    const { rows, total } = await selectRoundPage(pool, {
      brandId: brand.id,
      memberId: null,
      username: query.member ?? null,
      game: query.game ?? null,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      content: rows.map((row) => ({
        round: roundView(row, brand.currency, true),
        memberId: row.member_id.toString(),
        username: row.username,
      })),
      page: query.page,
      size: query.size,
      total,
    };
  }

  async function adminRound(id: string): Promise<AdminHouseRound> {
    const row = await selectRound(pool, { brandId: brand.id, id: BigInt(id) });
    if (!row) throw new AppError('error_not_found');
    return {
      round: roundView(row, brand.currency, true),
      memberId: row.member_id.toString(),
      username: row.username,
    };
  }

  return { rounds, round, adminRounds, adminRound };
}

export type HouseHistoryService = ReturnType<typeof createHouseHistory>;
