import type { Queryable } from '../../platform/database/pool.ts';

export interface VendorRow {
  code: string;
  name: string;
  enabled: boolean;
}

/** The brand's vendors, in their display order. */
export async function selectVendors(db: Queryable, brandId: number): Promise<VendorRow[]> {
  const { rows } = await db.query<VendorRow>(
    'select code, name, enabled from vendors where brand_id = $1 order by sort, code',
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
    'select code, name, enabled from vendors where brand_id = $1 and code = $2',
    [brandId, code],
  );
  return rows[0];
}
