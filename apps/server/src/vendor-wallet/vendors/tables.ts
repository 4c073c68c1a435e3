import type { Queryable } from '../../platform/database/pool.ts';

/** A row of `vendors` as the vendor wallet reads it (the catalog's columns are the games issue's). */
export interface VendorRow {
  id: number;
  code: string;
  name: string;
  category: string;
  enabled: boolean;
  sort: number;
  secret_sealed: string | null;
  secret_rotated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const vendorColumns =
  'id, code, name, category, enabled, sort, secret_sealed, secret_rotated_at, created_at, updated_at';

export async function selectVendors(db: Queryable, brandId: number): Promise<VendorRow[]> {
  const { rows } = await db.query<VendorRow>(
    `select ${vendorColumns} from vendors where brand_id = $1 order by sort, code`,
    [brandId],
  );
  return rows;
}

export async function selectVendor(
  db: Queryable,
  brandId: number,
  code: string,
): Promise<VendorRow | undefined> {
  const { rows } = await db.query<VendorRow>(
    `select ${vendorColumns} from vendors where brand_id = $1 and code = $2`,
    [brandId, code],
  );
  return rows[0];
}

/** The vendor, its row locked until the caller's transaction ends (an operator change reads its before). */
export async function lockVendor(
  db: Queryable,
  brandId: number,
  code: string,
): Promise<VendorRow | undefined> {
  const { rows } = await db.query<VendorRow>(
    `select ${vendorColumns} from vendors where brand_id = $1 and code = $2 for update`,
    [brandId, code],
  );
  return rows[0];
}

/** Inserts the vendor (its ledger house account opens with it, migration 0016); undefined when the code is taken. */
export async function insertVendor(
  db: Queryable,
  brandId: number,
  vendor: {
    code: string;
    name: string;
    category: string;
    enabled: boolean;
    sort: number;
    secretSealed: string;
  },
): Promise<VendorRow | undefined> {
  const { rows } = await db.query<VendorRow>(
    `insert into vendors (brand_id, code, name, category, enabled, sort, secret_sealed, secret_rotated_at)
     values ($1, $2, $3, $4, $5, $6, $7, now())
     on conflict (brand_id, code) do nothing
     returning ${vendorColumns}`,
    [brandId, vendor.code, vendor.name, vendor.category, vendor.enabled, vendor.sort, vendor.secretSealed],
  );
  return rows[0];
}

/** Changes the named fields (null: unchanged); undefined when there is no such vendor. */
export async function updateVendor(
  db: Queryable,
  brandId: number,
  code: string,
  change: { name: string | null; category: string | null; enabled: boolean | null; sort: number | null },
): Promise<VendorRow | undefined> {
  const { rows } = await db.query<VendorRow>(
    `update vendors
        set name = coalesce($3, name), category = coalesce($4, category), enabled = coalesce($5, enabled),
            sort = coalesce($6, sort), updated_at = now()
      where brand_id = $1 and code = $2
     returning ${vendorColumns}`,
    [brandId, code, change.name, change.category, change.enabled, change.sort],
  );
  return rows[0];
}

export async function updateVendorSecret(
  db: Queryable,
  brandId: number,
  code: string,
  secretSealed: string,
): Promise<VendorRow | undefined> {
  const { rows } = await db.query<VendorRow>(
    `update vendors set secret_sealed = $3, secret_rotated_at = now(), updated_at = now()
      where brand_id = $1 and code = $2
     returning ${vendorColumns}`,
    [brandId, code, secretSealed],
  );
  return rows[0];
}

/** Changes a vendor's catalog fields (the games catalog's operator edits them); false when the brand has no such vendor. */
export async function updateCatalogVendor(
  db: Queryable,
  brandId: number,
  code: string,
  change: {
    name?: string | undefined;
    laneTitle?: string | undefined;
    sort?: number | undefined;
    enabled?: boolean | undefined;
    launchUrlTemplate?: string | undefined;
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update vendors set name = coalesce($3, name), lane_title = coalesce($4, lane_title),
       sort = coalesce($5, sort), enabled = coalesce($6, enabled),
       launch_url_template = coalesce($7, launch_url_template), updated_at = now()
     where brand_id = $1 and code = $2`,
    [
      brandId,
      code,
      change.name ?? null,
      change.laneTitle ?? null,
      change.sort ?? null,
      change.enabled ?? null,
      change.launchUrlTemplate ?? null,
    ],
  );
  return rowCount === 1;
}
