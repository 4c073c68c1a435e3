import type { Queryable } from '../../platform/database/pool.ts';

/** What the security centre needs of the logged-in member. */
export interface SecurityAccountRow {
  password_hash: string;
  is_demo: boolean;
  mobile: string | null;
  email: string | null;
  payment_password_set: boolean;
}

export async function selectSecurityAccount(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<SecurityAccountRow | undefined> {
  const { rows } = await db.query<SecurityAccountRow>(
    `select password_hash, is_demo, mobile, email, payment_password_hash is not null as payment_password_set
       from members where brand_id = $1 and id = $2`,
    [brandId, id],
  );
  return rows[0];
}

/**
 * Serialises binds of one number or address (`kind:value`) until the transaction ends, so two
 * members binding the same one at once cannot both find it free.
 */
export async function lockContact(db: Queryable, brandId: number, contact: string): Promise<void> {
  await db.query('select pg_advisory_xact_lock($1, hashtext($2))', [brandId, `contact:${contact}`]);
}

/** True when an account other than `id` (free-play ones have none) has this number. */
export async function mobileTakenByOther(
  db: Queryable,
  brandId: number,
  mobile: string,
  id: bigint,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'select 1 from members where brand_id = $1 and mobile = $2 and id <> $3 and not is_demo limit 1',
    [brandId, mobile, id],
  );
  return (rowCount ?? 0) > 0;
}

/** True when an account other than `id` has this address (any case). */
export async function emailTakenByOther(
  db: Queryable,
  brandId: number,
  email: string,
  id: bigint,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from members where brand_id = $1 and lower(email) = lower($2) and id <> $3 and not is_demo
      limit 1`,
    [brandId, email, id],
  );
  return (rowCount ?? 0) > 0;
}

export async function updateMobile(db: Queryable, id: bigint, mobile: string): Promise<void> {
  await db.query('update members set mobile = $2, mobile_verified_at = now() where id = $1', [id, mobile]);
}

export async function updateEmail(db: Queryable, id: bigint, email: string): Promise<void> {
  await db.query('update members set email = $2, email_verified_at = now() where id = $1', [id, email]);
}

/** The active, real-money account with this name and this bound address (any case), or undefined. */
export async function selectResetAccountByEmail(
  db: Queryable,
  brandId: number,
  username: string,
  email: string,
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `select id from members
      where brand_id = $1 and lower(username) = lower($2) and lower(email) = lower($3)
        and status = 'active' and not is_demo`,
    [brandId, username, email],
  );
  return rows[0]?.id;
}

/** The active, real-money accounts bound to this address (any case), oldest first. */
export async function selectActiveIdsByEmail(
  db: Queryable,
  brandId: number,
  email: string,
): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    `select id from members
      where brand_id = $1 and lower(email) = lower($2) and status = 'active' and not is_demo order by id`,
    [brandId, email],
  );
  return rows.map((row) => row.id);
}
