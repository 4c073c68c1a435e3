import type { Queryable } from '../platform/database/pool.ts';
import type { PlannedDraw } from './schedule.ts';

/** The brand's lottery settings (migration 0045; a brand without a row has the defaults). */
export interface LotterySettingsRow {
  fast_close_seconds: number;
  regional_close_seconds: number;
}

export async function selectLotterySettings(db: Queryable, brandId: number): Promise<LotterySettingsRow> {
  const { rows } = await db.query<LotterySettingsRow>(
    `select fast_close_seconds, regional_close_seconds from lottery_settings where brand_id = $1`,
    [brandId],
  );
  return rows[0] ?? { fast_close_seconds: 30, regional_close_seconds: 900 };
}

export async function upsertLotterySettings(
  db: Queryable,
  brandId: number,
  settings: LotterySettingsRow,
): Promise<LotterySettingsRow> {
  const { rows } = await db.query<LotterySettingsRow>(
    `insert into lottery_settings (brand_id, fast_close_seconds, regional_close_seconds)
     values ($1, $2, $3)
     on conflict (brand_id) do update set fast_close_seconds = excluded.fast_close_seconds,
       regional_close_seconds = excluded.regional_close_seconds, updated_at = now()
     returning fast_close_seconds, regional_close_seconds`,
    [brandId, settings.fast_close_seconds, settings.regional_close_seconds],
  );
  return rows[0] as LotterySettingsRow;
}

/** A draw as the operator and the member reads see it: never its undrawn seed. */
export interface DrawRow {
  id: bigint;
  draw_key: string;
  game_code: string;
  kind: 'regional' | 'fast';
  region: 'north' | 'central' | 'south';
  station_code: string | null;
  draw_date: string;
  draws_at: Date;
  opens_at: Date;
  closes_at: Date;
  status: 'open' | 'closed' | 'entered' | 'final' | 'void';
  seed_hash: string | null;
  server_seed: string | null;
  board: Record<string, string[]> | null;
  final_at: Date | null;
  voided_at: Date | null;
  void_reason: string | null;
}

/** The columns of DrawRow, from `lottery_draws d join lottery_games g`. */
export const drawColumns = `d.id, d.draw_key, d.game_code, g.kind, g.region, d.station_code,
  to_char(d.draw_date, 'YYYY-MM-DD') as draw_date, d.draws_at, d.opens_at, d.closes_at, d.status,
  d.seed_hash, d.server_seed, d.board, d.final_at, d.voided_at, d.void_reason`;

export async function selectDraw(
  db: Queryable,
  brandId: number,
  drawKey: string,
): Promise<DrawRow | undefined> {
  const { rows } = await db.query<DrawRow>(
    `select ${drawColumns} from lottery_draws d join lottery_games g on g.code = d.game_code
     where d.brand_id = $1 and d.draw_key = $2`,
    [brandId, drawKey],
  );
  return rows[0];
}

/** The draw locked until the caller's transaction ends. */
export async function lockDraw(
  db: Queryable,
  brandId: number,
  drawKey: string,
): Promise<DrawRow | undefined> {
  const { rows } = await db.query<DrawRow>(
    `select ${drawColumns} from lottery_draws d join lottery_games g on g.code = d.game_code
     where d.brand_id = $1 and d.draw_key = $2 for update of d`,
    [brandId, drawKey],
  );
  return rows[0];
}

/**
 * Creates the planned draws that do not exist yet (the key is unique per brand: a second instance's
 * insert of the same draw does nothing). A fast draw's seed goes to lottery_fast_seeds in the same
 * statement, and only for the draw row this statement created. Answers how many were created.
 */
export async function insertPlannedDraws(
  db: Queryable,
  brandId: number,
  draws: ReadonlyArray<PlannedDraw & { seed: string | null; seedHash: string | null }>,
): Promise<number> {
  if (draws.length === 0) return 0;
  const { rows } = await db.query<{ created: number }>(
    `with planned as (
       select * from unnest($2::text[], $3::text[], $4::text[], $5::date[], $6::timestamptz[],
         $7::timestamptz[], $8::timestamptz[], $9::text[], $10::text[])
         as p(draw_key, game_code, station_code, draw_date, draws_at, opens_at, closes_at, seed, seed_hash)
     ), created as (
       insert into lottery_draws
         (brand_id, draw_key, game_code, station_code, draw_date, draws_at, opens_at, closes_at, seed_hash)
       select $1, draw_key, game_code, station_code, draw_date, draws_at, opens_at, closes_at, seed_hash
       from planned
       on conflict (brand_id, draw_key) do nothing
       returning id, draw_key
     ), seeds as (
       insert into lottery_fast_seeds (draw_id, server_seed)
       select created.id, planned.seed from created join planned using (draw_key)
       where planned.seed is not null
     )
     select count(*)::int as created from created`,
    [
      brandId,
      draws.map((draw) => draw.drawKey),
      draws.map((draw) => draw.gameCode),
      draws.map((draw) => draw.stationCode),
      draws.map((draw) => draw.drawDate),
      draws.map((draw) => draw.drawsAt),
      draws.map((draw) => draw.opensAt),
      draws.map((draw) => draw.closesAt),
      draws.map((draw) => draw.seed),
      draws.map((draw) => draw.seedHash),
    ],
  );
  return rows[0]?.created ?? 0;
}

/** Betting is over on open draws past their close. */
export async function closePastDraws(db: Queryable, brandId: number): Promise<number> {
  const { rowCount } = await db.query(
    `update lottery_draws set status = 'closed'
     where brand_id = $1 and status = 'open' and closes_at <= now()`,
    [brandId],
  );
  return rowCount ?? 0;
}

/** The fast draws due (their time has come, not drawn yet), with their seeds: for the drawing job only. */
export async function selectDueFastDraws(
  db: Queryable,
  brandId: number,
  limit: number,
): Promise<Array<{ id: bigint; draw_key: string; server_seed: string }>> {
  const { rows } = await db.query<{ id: bigint; draw_key: string; server_seed: string }>(
    `select d.id, d.draw_key, s.server_seed
     from lottery_draws d join lottery_fast_seeds s on s.draw_id = d.id
     where d.brand_id = $1 and d.status in ('open', 'closed') and d.draws_at <= now()
     order by d.draws_at limit $2`,
    [brandId, limit],
  );
  return rows;
}

/**
 * Draws one fast draw: its board set, its seed revealed, its result recorded and the final notice
 * written, all in one statement that only one instance can win (the status condition). Answers
 * whether this call drew it.
 */
export async function finishFastDraw(
  db: Queryable,
  brandId: number,
  drawId: bigint,
  board: Record<string, readonly string[]>,
): Promise<boolean> {
  const { rows } = await db.query<{ id: bigint }>(
    `with drawn as (
       update lottery_draws d set status = 'final', board = $3::jsonb, server_seed = s.server_seed,
         final_at = now()
       from lottery_fast_seeds s
       where d.id = $2 and d.brand_id = $1 and s.draw_id = d.id and d.status in ('open', 'closed')
         and d.draws_at <= now()
       returning d.id
     ), result as (
       insert into lottery_results (draw_id, board, source, state, confirmed_at)
       select id, $3::jsonb, 'house', 'confirmed', now() from drawn
       returning id, draw_id
     ), notice as (
       insert into lottery_final_notices (brand_id, draw_id, result_id, is_correction)
       select $1, draw_id, id, false from result
     )
     select id from drawn`,
    [brandId, drawId, JSON.stringify(board)],
  );
  return rows.length === 1;
}
