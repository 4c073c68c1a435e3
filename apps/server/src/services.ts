import type { Pool } from './platform/database/pool.ts';
import { createSystemService } from './system/service.ts';
import { selectBrand } from './system/tables.ts';

/** The domain services of one process, built once and shared by every site. */
export async function createServices(pool: Pool, brandCode: string) {
  const brand = await selectBrand(pool, brandCode);
  if (!brand) {
    throw new Error(
      `Brand "${brandCode}" does not exist in the database: seed it (SEED_DEMO=true) or set BRAND_CODE.`,
    );
  }
  return { system: createSystemService({ pool, brand }) };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
