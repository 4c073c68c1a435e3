import type { PoolClient } from '../platform/database/pool.ts';

/**
 * The demo brand's external game vendors: the repository's own simulators (the games issue serves
 * them). Seeded without a signing secret on purpose: a secret in the seed would be known to
 * everyone. The operator issues one (`POST /admin/vendors/<CODE>/secret`) and gives it to the
 * simulator; until then every call signed for them is refused.
 */
export const demoVendors = [
  { code: 'SIM_SLOTS', name: 'Lotus Simulator Slots', category: 'slots' },
  { code: 'SIM_LIVE', name: 'Lotus Simulator Live', category: 'live_casino' },
] as const;

export async function seedVendors(client: PoolClient, brandId: number): Promise<void> {
  for (const [index, vendor] of demoVendors.entries()) {
    await client.query(
      'insert into vendors (brand_id, code, name, category, sort) values ($1, $2, $3, $4, $5)',
      [brandId, vendor.code, vendor.name, vendor.category, index],
    );
  }
}
