import { leaderboardSize, winnersListDepth } from '@lotus/contract/winners/schemas';
import type { Winners } from '@lotus/contract/house-games';
import type { Leaderboard, LeaderboardQuery, WinnerPage, WinnersListQuery } from '@lotus/contract/winners';
import { houseVendorCode, winnersThresholdWithin } from '../house/index.ts';
import type { Pool } from '../platform/database/pool.ts';
import { countWinners, selectBiggestWins, selectWinPeriod, selectWinners } from './tables.ts';
import type { WinnerRow } from './tables.ts';
import { winnerEntry } from './winner-entry.ts';

/** How many wins the board shows. */
export const winnersBoardSize = 20;

/** A row of wins as the contract's line (the player masked). */
function entryOf(row: WinnerRow) {
  return winnerEntry({
    username: row.username,
    kind: row.kind,
    gameCode: row.game_code,
    names: row.names,
    prize: row.prize,
    time: row.time,
  });
}

/**
 * The winners board, the winners list and the leaderboard: real wins at or above the operator's
 * threshold (rounds of house and vendor games, jackpots), the players masked.
 */
export function createWinnersService(deps: { pool: Pool; brand: { id: number } }) {
  const { pool, brand } = deps;

  async function threshold(): Promise<bigint> {
    return winnersThresholdWithin(pool, brand.id);
  }

  /** The home page's board: the latest 20. */
  async function board(): Promise<Winners> {
    const rows = await selectWinners(pool, {
      brandId: brand.id,
      threshold: await threshold(),
      limit: winnersBoardSize,
      houseVendorCode,
    });
    return { list: rows.map(entryOf) };
  }

  /** The winners page: the same wins, newest first, paged, no deeper than `winnersListDepth`. */
  async function list(query: WinnersListQuery): Promise<WinnerPage> {
    const minimum = await threshold();
    const offset = (query.page - 1) * query.size;
    // The last page of the list may be short; past it there is nothing to fetch.
    const limit = Math.min(query.size, winnersListDepth - offset);
    const [total, rows] = await Promise.all([
      countWinners(pool, { brandId: brand.id, threshold: minimum, cap: winnersListDepth }),
      limit > 0
        ? selectWinners(pool, { brandId: brand.id, threshold: minimum, limit, offset, houseVendorCode })
        : Promise.resolve([]),
    ]);
    return { content: rows.map(entryOf), page: query.page, size: query.size, total };
  }

  /**
   * The biggest single wins of the current day or week in the brand's time zone, ranked from 1.
   * PostgreSQL cuts the period on its own clock, the one that stamps `settled_at`.
   */
  async function leaderboard(query: LeaderboardQuery): Promise<Leaderboard> {
    const period = await selectWinPeriod(pool, { brandId: brand.id, unit: query.period });
    const rows = await selectBiggestWins(pool, {
      brandId: brand.id,
      threshold: await threshold(),
      limit: leaderboardSize,
      houseVendorCode,
      from: period.from,
      to: period.to,
    });
    return {
      period: query.period,
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      timeZone: period.timeZone,
      list: rows.map((row, index) => ({ ...entryOf(row), rank: index + 1 })),
    };
  }

  return { board, list, leaderboard };
}

export type WinnersService = ReturnType<typeof createWinnersService>;
