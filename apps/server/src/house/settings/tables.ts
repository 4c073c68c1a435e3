import type { Queryable } from '../../platform/database/pool.ts';

/** The operator's house-game settings of a brand (migration 0023; a brand without a row has the defaults). */
export interface HouseSettingsRow {
  jackpot_share_bp: number;
  jackpot_trigger_divisor: bigint;
  jackpot_max_chance_bp: number;
  jackpot_seed_amount: bigint;
  winners_threshold: bigint;
  max_win: bigint;
}

/** The settings' columns, for a statement that reads them beside something else. */
export const houseSettingsColumns = `jackpot_share_bp, jackpot_trigger_divisor, jackpot_max_chance_bp, jackpot_seed_amount,
  winners_threshold, max_win`;

/** The settings, the row created with the defaults on first read. */
export async function selectHouseSettings(db: Queryable, brandId: number): Promise<HouseSettingsRow> {
  const { rows } = await db.query<HouseSettingsRow>(
    `select ${houseSettingsColumns} from house_settings where brand_id = $1`,
    [brandId],
  );
  if (rows[0]) return rows[0];
  const inserted = await db.query<HouseSettingsRow>(
    `insert into house_settings (brand_id) values ($1)
     on conflict (brand_id) do update set brand_id = excluded.brand_id
     returning ${houseSettingsColumns}`,
    [brandId],
  );
  return inserted.rows[0] as HouseSettingsRow;
}

/** The settings as they are, their row (made with the defaults if missing) locked until the caller's transaction ends. */
export async function lockHouseSettings(db: Queryable, brandId: number): Promise<HouseSettingsRow> {
  await selectHouseSettings(db, brandId);
  const { rows } = await db.query<HouseSettingsRow>(
    `select ${houseSettingsColumns} from house_settings where brand_id = $1 for update`,
    [brandId],
  );
  return rows[0] as HouseSettingsRow;
}

export async function upsertHouseSettings(
  db: Queryable,
  brandId: number,
  settings: HouseSettingsRow,
): Promise<HouseSettingsRow> {
  const { rows } = await db.query<HouseSettingsRow>(
    `insert into house_settings (brand_id, ${houseSettingsColumns}, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now())
     on conflict (brand_id) do update set
       jackpot_share_bp = excluded.jackpot_share_bp,
       jackpot_trigger_divisor = excluded.jackpot_trigger_divisor,
       jackpot_max_chance_bp = excluded.jackpot_max_chance_bp,
       jackpot_seed_amount = excluded.jackpot_seed_amount,
       winners_threshold = excluded.winners_threshold,
       max_win = excluded.max_win,
       updated_at = now()
     returning ${houseSettingsColumns}`,
    [
      brandId,
      settings.jackpot_share_bp,
      settings.jackpot_trigger_divisor,
      settings.jackpot_max_chance_bp,
      settings.jackpot_seed_amount,
      settings.winners_threshold,
      settings.max_win,
    ],
  );
  return rows[0] as HouseSettingsRow;
}
