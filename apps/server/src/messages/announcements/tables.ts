import type { AnnouncementText } from '@lotus/contract/announcements';
import type { AnnouncementType } from '@lotus/contract/values';
import type { Queryable } from '../../platform/database/pool.ts';

export interface AnnouncementRow {
  id: number;
  type: AnnouncementType;
  platform: 'W';
  execution: 'B';
  texts: Record<string, AnnouncementText>;
  starts_at: Date | null;
  ends_at: Date | null;
  sort: number;
  enabled: boolean;
  /** Enabled and inside its window at the database's now(). */
  live: boolean;
  created_at: Date;
  updated_at: Date;
}

/** An announcement as the operator writes it. */
export interface AnnouncementValues {
  type: AnnouncementType;
  texts: Record<string, AnnouncementText>;
  platform: 'W';
  execution: 'B';
  startAt: string | null;
  endAt: string | null;
  sort: number;
  enabled: boolean;
}

// One clock for every instance: the database's, never the process's.
const liveCondition =
  'enabled and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at > now())';
const columns = `id, type, platform, execution, texts, starts_at, ends_at, sort, enabled,
  (${liveCondition}) as live, created_at, updated_at`;

/** The most a member's call answers: the site shows a notice line and a few popups, not an archive. */
export const currentAnnouncementsLimit = 50;

/** The announcements members see now, of some types, in the operator's order. */
export async function selectCurrentAnnouncements(
  db: Queryable,
  brandId: number,
  filter: { types: readonly AnnouncementType[]; platform: string; execution: string },
): Promise<AnnouncementRow[]> {
  const { rows } = await db.query<AnnouncementRow>(
    `select ${columns} from announcements
      where brand_id = $1 and platform = $2 and execution = $3 and type = any($4::text[])
        and ${liveCondition}
      order by sort, id desc
      limit ${currentAnnouncementsLimit}`,
    [brandId, filter.platform, filter.execution, filter.types],
  );
  return rows;
}

/** The operator's page of every announcement (disabled and past ones too), newest first. */
export async function selectAnnouncementPage(
  db: Queryable,
  brandId: number,
  filter: { type: AnnouncementType | null; limit: number; offset: number },
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const where = 'brand_id = $1 and ($2::text is null or type = $2)';
  const list = await db.query<AnnouncementRow>(
    `select ${columns} from announcements where ${where} order by id desc limit $3 offset $4`,
    [brandId, filter.type, filter.limit, filter.offset],
  );
  const count = await db.query<{ total: bigint }>(
    `select count(*) as total from announcements where ${where}`,
    [brandId, filter.type],
  );
  return { rows: list.rows, total: Number(count.rows[0]?.total ?? 0n) };
}

export async function selectAnnouncement(
  db: Queryable,
  brandId: number,
  id: number,
): Promise<AnnouncementRow | undefined> {
  const { rows } = await db.query<AnnouncementRow>(
    `select ${columns} from announcements where brand_id = $1 and id = $2`,
    [brandId, id],
  );
  return rows[0];
}

/** The announcement, its row locked until the caller's transaction ends (an operator change reads its before). */
export async function lockAnnouncement(
  db: Queryable,
  brandId: number,
  id: number,
): Promise<AnnouncementRow | undefined> {
  const { rows } = await db.query<AnnouncementRow>(
    `select ${columns} from announcements where brand_id = $1 and id = $2 for update`,
    [brandId, id],
  );
  return rows[0];
}

function parametersOf(values: AnnouncementValues): unknown[] {
  return [
    values.type,
    values.platform,
    values.execution,
    JSON.stringify(values.texts),
    values.startAt,
    values.endAt,
    values.sort,
    values.enabled,
  ];
}

export async function insertAnnouncement(
  db: Queryable,
  brandId: number,
  values: AnnouncementValues,
): Promise<AnnouncementRow> {
  const { rows } = await db.query<AnnouncementRow>(
    `insert into announcements (brand_id, type, platform, execution, texts, starts_at, ends_at, sort, enabled)
     values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9) returning ${columns}`,
    [brandId, ...parametersOf(values)],
  );
  const row = rows[0];
  if (!row) throw new Error('announcement insert returned no row');
  return row;
}

/** Overwrites an announcement; undefined when the brand has none of that id. */
export async function updateAnnouncement(
  db: Queryable,
  brandId: number,
  id: number,
  values: AnnouncementValues,
): Promise<AnnouncementRow | undefined> {
  const { rows } = await db.query<AnnouncementRow>(
    `update announcements set type = $3, platform = $4, execution = $5, texts = $6::jsonb,
            starts_at = $7, ends_at = $8, sort = $9, enabled = $10, updated_at = now()
      where brand_id = $1 and id = $2 returning ${columns}`,
    [brandId, id, ...parametersOf(values)],
  );
  return rows[0];
}

/** Deletes an announcement; false when the brand has none of that id. */
export async function deleteAnnouncement(db: Queryable, brandId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('delete from announcements where brand_id = $1 and id = $2', [
    brandId,
    id,
  ]);
  return (rowCount ?? 0) > 0;
}
