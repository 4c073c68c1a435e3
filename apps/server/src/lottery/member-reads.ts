import type {
  FinalLotteryResultPage,
  LotteryGameMenu,
  LotteryResultsQuery,
  OpenLotteryDraws,
  OpenLotteryDrawsQuery,
} from '@lotus/contract/lottery';
import { stationsDrawingOn } from '@lotus/games';
import type { Pool } from '../platform/database/pool.ts';
import { vietnamDateOf } from './schedule.ts';

type GameCode = LotteryGameMenu['games'][number]['gameCode'];

/**
 * What members and visitors read of the draws: the games with today's stations, the draws taking
 * bets now, and final results. A seed is answered only from a final draw (the drawing statement is
 * the only writer of `server_seed`), never from one still to draw.
 */
export function createLotteryReads(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  async function gameMenu(now: Date = new Date()): Promise<LotteryGameMenu> {
    const date = vietnamDateOf(now);
    const { rows } = await pool.query<{
      code: GameCode;
      kind: 'regional' | 'fast';
      region: 'north' | 'central' | 'south';
      interval_minutes: number | null;
    }>(
      `select code, kind, region, interval_minutes from lottery_games order by kind desc, interval_minutes, code`,
    );
    return {
      date,
      games: rows.map((game) => ({
        gameCode: game.code,
        kind: game.kind,
        region: game.region,
        intervalMinutes: game.interval_minutes,
        stations:
          game.kind === 'regional'
            ? stationsDrawingOn(game.region, date).map((station) => ({
                code: station.code,
                name: station.name,
              }))
            : [],
      })),
    };
  }

  async function openDraws(query: OpenLotteryDrawsQuery): Promise<OpenLotteryDraws> {
    const { rows } = await pool.query<{
      draw_key: string;
      game_code: GameCode;
      station_code: string | null;
      draw_date: string;
      opens_at: Date;
      closes_at: Date;
      draws_at: Date;
      seed_hash: string | null;
      server_time: Date;
    }>(
      `select draw_key, game_code, station_code, to_char(draw_date, 'YYYY-MM-DD') as draw_date, opens_at,
         closes_at, draws_at, seed_hash, now() as server_time
       from lottery_draws
       where brand_id = $1 and status = 'open' and opens_at <= now() and closes_at > now()
         and ($2::text is null or game_code = $2)
       order by closes_at, draw_key`,
      [brandId, query.game ?? null],
    );
    const serverTime = rows[0]?.server_time ?? new Date();
    return {
      serverTime: serverTime.toISOString(),
      draws: rows.map((row) => ({
        drawId: row.draw_key,
        gameCode: row.game_code,
        station: row.station_code,
        drawDate: row.draw_date,
        opensAt: row.opens_at.toISOString(),
        closesAt: row.closes_at.toISOString(),
        drawsAt: row.draws_at.toISOString(),
        seedHash: row.seed_hash,
      })),
    };
  }

  async function results(query: LotteryResultsQuery): Promise<FinalLotteryResultPage> {
    const { rows } = await pool.query<{
      draw_key: string;
      game_code: GameCode;
      station_code: string | null;
      draw_date: string;
      draws_at: Date;
      board: Record<string, string[]>;
      seed_hash: string | null;
      server_seed: string | null;
      final_at: Date;
      total: number;
    }>(
      `select draw_key, game_code, station_code, to_char(draw_date, 'YYYY-MM-DD') as draw_date, draws_at, board,
         seed_hash, server_seed, final_at, count(*) over ()::int as total
       from lottery_draws
       where brand_id = $1 and status = 'final' and ($2::text is null or game_code = $2)
         and ($3::date is null or draw_date = $3)
       order by draws_at desc, draw_key limit $4 offset $5`,
      [brandId, query.game ?? null, query.date ?? null, query.size, (query.page - 1) * query.size],
    );
    return {
      content: rows.map((row) => ({
        drawId: row.draw_key,
        gameCode: row.game_code,
        station: row.station_code,
        drawDate: row.draw_date,
        drawsAt: row.draws_at.toISOString(),
        board: row.board,
        seedHash: row.seed_hash,
        serverSeed: row.server_seed,
        finalAt: row.final_at.toISOString(),
      })),
      page: query.page,
      size: query.size,
      total: rows[0]?.total ?? 0,
    };
  }

  return { gameMenu, openDraws, results };
}

export type LotteryReads = ReturnType<typeof createLotteryReads>;
