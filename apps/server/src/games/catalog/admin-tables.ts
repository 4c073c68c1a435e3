import type { OperatorGameInput, OperatorGameUpdate } from '@lotus/contract/games-catalog';
import type { GameType } from '@lotus/contract/values';
import type { Queryable } from '../../platform/database/pool.ts';
import { escapeLike } from './tables.ts';

export interface OperatorGameRow {
  id: number;
  code: string;
  vendor_code: string;
  names: Record<string, string>;
  category: GameType;
  tags: string[];
  image_path: string;
  min_bet: string;
  lines: number | null;
  rtp_bp: number | null;
  default_play_type: string | null;
  account_type_name: string | null;
  is_game: boolean;
  vassalage: string | null;
  enabled: boolean;
  sort: number;
  created_at: Date;
}

const operatorColumns = `g.id, g.code, v.code as vendor_code, g.names, g.category, g.tags, g.image_path,
  g.min_bet::text as min_bet, g.lines, g.rtp_bp, g.default_play_type, g.account_type_name, g.is_game,
  g.vassalage, g.enabled, g.sort, g.created_at`;

/** Every game of the brand, switched off ones too, in the lobby's order. */
export async function selectOperatorGames(
  db: Queryable,
  brandId: number,
  filter: { vendor?: string | undefined; category?: GameType | undefined; q?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: OperatorGameRow[]; total: number }> {
  const { rows } = await db.query<OperatorGameRow & { total: string }>(
    `select ${operatorColumns}, count(*) over () as total
     from games g join vendors v on v.id = g.vendor_id
     where g.brand_id = $1 and ($2::text is null or v.code = $2) and ($3::text is null or g.category = $3)
       and ($4::text is null or g.search_text like $4)
     order by v.sort, v.code, g.sort, g.code limit $5 offset $6`,
    [
      brandId,
      filter.vendor ?? null,
      filter.category ?? null,
      filter.q ? `%${escapeLike(filter.q.toLowerCase())}%` : null,
      page.limit,
      page.offset,
    ],
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function selectOperatorGame(
  db: Queryable,
  brandId: number,
  code: string,
): Promise<OperatorGameRow | undefined> {
  const { rows } = await db.query<OperatorGameRow>(
    `select ${operatorColumns} from games g join vendors v on v.id = g.vendor_id
     where g.brand_id = $1 and g.code = $2`,
    [brandId, code],
  );
  return rows[0];
}

/** The game as the operator sees it, its row locked until the caller's transaction ends (the audit's before). */
export async function lockOperatorGame(
  db: Queryable,
  brandId: number,
  code: string,
): Promise<OperatorGameRow | undefined> {
  const { rows } = await db.query<OperatorGameRow>(
    `select ${operatorColumns} from games g join vendors v on v.id = g.vendor_id
     where g.brand_id = $1 and g.code = $2 for update of g`,
    [brandId, code],
  );
  return rows[0];
}

export async function selectVendorId(
  db: Queryable,
  brandId: number,
  code: string,
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    'select id from vendors where brand_id = $1 and code = $2',
    [brandId, code],
  );
  return rows[0]?.id;
}

/** Inserts a game; false when the brand already has one with this code. */
export async function insertGame(
  db: Queryable,
  brandId: number,
  vendorId: number,
  game: OperatorGameInput & { imagePath: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into games (brand_id, vendor_id, code, names, category, tags, image_path, min_bet, lines,
       rtp_bp, default_play_type, account_type_name, is_game, vassalage, enabled, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict (brand_id, code) do nothing`,
    [
      brandId,
      vendorId,
      game.code,
      JSON.stringify(game.names),
      game.category,
      game.tags,
      game.imagePath,
      game.minBet,
      game.lines,
      game.rtp,
      game.defaultPlayType,
      game.accountTypeName,
      game.isGame,
      game.vassalage,
      game.enabled,
      game.sort,
    ],
  );
  return rowCount === 1;
}

/** Changes the given fields of a game (the others are kept); false when there is no such game. */
export async function updateGame(
  db: Queryable,
  brandId: number,
  code: string,
  change: Omit<OperatorGameUpdate, 'vendor' | 'imagePath'> & {
    imagePath?: string | undefined;
    vendorId?: number | undefined;
  },
): Promise<boolean> {
  const columns: Array<[string, unknown]> = [];
  if (change.vendorId !== undefined) columns.push(['vendor_id', change.vendorId]);
  if (change.names !== undefined) columns.push(['names', JSON.stringify(change.names)]);
  if (change.category !== undefined) columns.push(['category', change.category]);
  if (change.tags !== undefined) columns.push(['tags', change.tags]);
  if (change.imagePath !== undefined) columns.push(['image_path', change.imagePath]);
  if (change.minBet !== undefined) columns.push(['min_bet', change.minBet]);
  if (change.lines !== undefined) columns.push(['lines', change.lines]);
  if (change.rtp !== undefined) columns.push(['rtp_bp', change.rtp]);
  if (change.defaultPlayType !== undefined) columns.push(['default_play_type', change.defaultPlayType]);
  if (change.accountTypeName !== undefined) columns.push(['account_type_name', change.accountTypeName]);
  if (change.isGame !== undefined) columns.push(['is_game', change.isGame]);
  if (change.vassalage !== undefined) columns.push(['vassalage', change.vassalage]);
  if (change.enabled !== undefined) columns.push(['enabled', change.enabled]);
  if (change.sort !== undefined) columns.push(['sort', change.sort]);
  // Column names come from the list above, never from the request.
  const sets = columns.map(([column], index) => `${column} = $${index + 3}`);
  const { rowCount } = await db.query(
    `update games set ${[...sets, 'updated_at = now()'].join(', ')} where brand_id = $1 and code = $2`,
    [brandId, code, ...columns.map(([, value]) => value)],
  );
  return rowCount === 1;
}

export interface OperatorVendorRow {
  code: string;
  name: string;
  lane_title: string | null;
  sort: number;
  enabled: boolean;
  launch_url_template: string | null;
  games: string;
}

/**
 * One vendor's catalog fields, its row (the vendor wallet's) locked until the caller's transaction
 * ends: the audit's before and after of the catalog change, which the vendor wallet writes in the same
 * transaction (decision 0010: a read, never a write).
 */
export async function lockOperatorVendor(
  db: Queryable,
  brandId: number,
  code: string,
): Promise<OperatorVendorRow | undefined> {
  const { rows } = await db.query<OperatorVendorRow>(
    `select v.code, v.name, v.lane_title, v.sort, v.enabled, v.launch_url_template,
       (select count(*) from games g where g.vendor_id = v.id) as games
     from vendors v where v.brand_id = $1 and v.code = $2 for update of v`,
    [brandId, code],
  );
  return rows[0];
}

export async function selectOperatorVendors(db: Queryable, brandId: number): Promise<OperatorVendorRow[]> {
  const { rows } = await db.query<OperatorVendorRow>(
    `select v.code, v.name, v.lane_title, v.sort, v.enabled, v.launch_url_template,
       (select count(*) from games g where g.vendor_id = v.id) as games
     from vendors v where v.brand_id = $1 order by v.sort, v.code`,
    [brandId],
  );
  return rows;
}
