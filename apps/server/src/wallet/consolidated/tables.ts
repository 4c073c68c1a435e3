import type { Queryable } from '../../platform/database/pool.ts';

/** The brand's merchant-wallet setting; a brand without a settings row runs the default, single. */
export async function selectSingleWallet(db: Queryable, brandId: number): Promise<boolean> {
  const { rows } = await db.query<{ single_wallet: boolean }>(
    'select single_wallet from system_settings where brand_id = $1',
    [brandId],
  );
  return rows[0]?.single_wallet ?? true;
}

export async function upsertSingleWallet(db: Queryable, brandId: number, isSingle: boolean): Promise<void> {
  await db.query(
    `insert into system_settings (brand_id, single_wallet, updated_at) values ($1, $2, now())
     on conflict (brand_id) do update set single_wallet = excluded.single_wallet, updated_at = now()`,
    [brandId, isSingle],
  );
}
