import type { Winners } from '@lotus/contract';
import { houseVendorCode } from '../house/money-tables.ts';
import { selectHouseSettings } from '../house/settings-tables.ts';
import type { Pool } from '../platform/database/pool.ts';
import { selectWinners } from './tables.ts';
import { winnerEntry } from './winner-entry.ts';

/** How many wins the board shows. */
export const winnersBoardSize = 20;

/** The winners board: real wins at or above the operator's threshold, the players masked. */
export function createWinnersService(deps: { pool: Pool; brand: { id: number } }) {
  const { pool, brand } = deps;

  async function board(): Promise<Winners> {
    const settings = await selectHouseSettings(pool, brand.id);
    const rows = await selectWinners(pool, {
      brandId: brand.id,
      threshold: settings.winners_threshold,
      limit: winnersBoardSize,
      houseVendorCode,
    });
    return {
      list: rows.map((row) =>
        winnerEntry({
          username: row.username,
          kind: row.kind,
          gameCode: row.game_code,
          names: row.names,
          prize: row.prize,
          time: row.time,
        }),
      ),
    };
  }

  return { board };
}

export type WinnersService = ReturnType<typeof createWinnersService>;
