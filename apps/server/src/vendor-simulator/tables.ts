import type { Pool, Queryable } from '../platform/database/pool.ts';

export interface SimulatorSecretRow {
  secret_sealed: string;
  vendor_rotated_at: string;
}

export async function selectSimulatorSecret(
  db: Queryable,
  brandId: number,
  vendorCode: string,
): Promise<SimulatorSecretRow | undefined> {
  const { rows } = await db.query<SimulatorSecretRow>(
    'select secret_sealed, vendor_rotated_at from vendor_simulator_secrets where brand_id = $1 and vendor_code = $2',
    [brandId, vendorCode],
  );
  return rows[0];
}

export async function upsertSimulatorSecret(
  db: Queryable,
  row: { brandId: number; vendorCode: string; secretSealed: string; vendorRotatedAt: string },
): Promise<void> {
  await db.query(
    `insert into vendor_simulator_secrets (brand_id, vendor_code, secret_sealed, vendor_rotated_at)
     values ($1, $2, $3, $4)
     on conflict (brand_id, vendor_code)
     do update set secret_sealed = excluded.secret_sealed, vendor_rotated_at = excluded.vendor_rotated_at,
                   updated_at = now()`,
    [row.brandId, row.vendorCode, row.secretSealed, row.vendorRotatedAt],
  );
}

/** One lock for every instance of the server: two starting at once must not both rotate a secret. */
export async function withSecretsLock<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('lotus:vendor-simulator:secrets'))`);
    try {
      return await work();
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('lotus:vendor-simulator:secrets'))`);
    }
  } finally {
    client.release();
  }
}
