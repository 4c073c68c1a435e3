import type { Queryable } from '../../platform/database/pool.ts';

export interface BannerRow {
  id: number;
  group_name: string;
  kind: 'banner' | 'promotion';
  image_url: string;
  linkage_type: 'NONE' | 'URL' | 'GAME';
  link_url: string | null;
  title: string;
  texts: BannerTexts;
  sort: number;
  enabled: boolean;
}

/** A banner's words per language (all optional), drawn over its art. */
export type BannerTexts = Record<string, { title?: string; subtitle?: string; cta?: string }>;

/** A banner as the operator writes it; link_url is null exactly when the linkage is NONE. */
export interface BannerValues {
  groupName: string;
  kind: 'banner' | 'promotion';
  imageUrl: string;
  linkageType: 'NONE' | 'URL' | 'GAME';
  linkUrl: string | null;
  title: string;
  texts: BannerTexts;
  sort: number;
  enabled: boolean;
}

const columns = 'id, group_name, kind, image_url, linkage_type, link_url, title, texts, sort, enabled';

export async function selectEnabledBanners(
  db: Queryable,
  brandId: number,
  group: string,
): Promise<BannerRow[]> {
  const { rows } = await db.query<BannerRow>(
    `select ${columns} from banners
      where brand_id = $1 and group_name = $2 and enabled order by sort, id`,
    [brandId, group],
  );
  return rows;
}

/** Every banner, disabled ones too, of one group or of all groups. */
export async function selectBanners(
  db: Queryable,
  brandId: number,
  group: string | undefined,
): Promise<BannerRow[]> {
  const { rows } = await db.query<BannerRow>(
    `select ${columns} from banners
      where brand_id = $1 and ($2::text is null or group_name = $2) order by group_name, sort, id`,
    [brandId, group ?? null],
  );
  return rows;
}

/** The banner, its row locked until the caller's transaction ends (an operator change reads its before). */
export async function lockBanner(db: Queryable, brandId: number, id: number): Promise<BannerRow | undefined> {
  const { rows } = await db.query<BannerRow>(
    `select ${columns} from banners where brand_id = $1 and id = $2 for update`,
    [brandId, id],
  );
  return rows[0];
}

/** The ids of a group's banners in the order shown, their rows locked until the caller's transaction ends. */
export async function lockBannerOrder(db: Queryable, brandId: number, groupName: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'select id from banners where brand_id = $1 and group_name = $2 order by sort, id for update',
    [brandId, groupName],
  );
  return rows.map((row) => row.id);
}

export async function insertBanner(db: Queryable, brandId: number, banner: BannerValues): Promise<BannerRow> {
  const { rows } = await db.query<BannerRow>(
    `insert into banners (brand_id, group_name, kind, image_url, linkage_type, link_url, title, texts, sort, enabled)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10) returning ${columns}`,
    [
      brandId,
      banner.groupName,
      banner.kind,
      banner.imageUrl,
      banner.linkageType,
      banner.linkUrl,
      banner.title,
      JSON.stringify(banner.texts),
      banner.sort,
      banner.enabled,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('banner insert returned no row');
  return row;
}

/** Overwrites a banner; undefined when the brand has no banner of that id. */
export async function updateBanner(
  db: Queryable,
  brandId: number,
  id: number,
  banner: BannerValues,
): Promise<BannerRow | undefined> {
  const { rows } = await db.query<BannerRow>(
    `update banners set group_name = $3, kind = $4, image_url = $5, linkage_type = $6, link_url = $7,
            title = $8, texts = $9::jsonb, sort = $10, enabled = $11, updated_at = now()
      where brand_id = $1 and id = $2 returning ${columns}`,
    [
      brandId,
      id,
      banner.groupName,
      banner.kind,
      banner.imageUrl,
      banner.linkageType,
      banner.linkUrl,
      banner.title,
      JSON.stringify(banner.texts),
      banner.sort,
      banner.enabled,
    ],
  );
  return rows[0];
}

/** Deletes a banner; false when the brand has no banner of that id. */
export async function deleteBanner(db: Queryable, brandId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('delete from banners where brand_id = $1 and id = $2', [brandId, id]);
  return (rowCount ?? 0) > 0;
}

/**
 * Sets the order of a group's banners: `ids` must be every banner of the group, each once; their
 * sort becomes their position. False (and nothing changes) when the list is not exactly the group.
 */
export async function reorderBanners(
  db: Queryable,
  brandId: number,
  groupName: string,
  ids: readonly number[],
): Promise<boolean> {
  // Lock the group's rows so a banner added meanwhile cannot slip between the check and the update.
  const { rows } = await db.query<{ id: number }>(
    'select id from banners where brand_id = $1 and group_name = $2 for update',
    [brandId, groupName],
  );
  const inGroup = new Set(rows.map((row) => row.id));
  if (inGroup.size !== ids.length || !ids.every((id) => inGroup.has(id))) return false;
  await db.query(
    `update banners b set sort = o.position - 1, updated_at = now()
       from unnest($3::int[]) with ordinality as o(id, position)
      where b.brand_id = $1 and b.group_name = $2 and b.id = o.id`,
    [brandId, groupName, ids],
  );
  return true;
}
