import type { Queryable } from '../../platform/database/pool.ts';

export interface TotpRow {
  secret_encrypted: string;
  enabled_at: Date | null;
  last_step: string;
}

export async function selectTotp(db: Queryable, memberId: bigint): Promise<TotpRow | undefined> {
  const { rows } = await db.query<TotpRow>(
    'select secret_encrypted, enabled_at, last_step::text from member_totp where member_id = $1',
    [memberId],
  );
  return rows[0];
}

/** A new pending secret; answers false when an enabled authenticator is already there. */
export async function upsertPendingTotp(
  db: Queryable,
  memberId: bigint,
  sealedSecret: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into member_totp (member_id, secret_encrypted) values ($1, $2)
     on conflict (member_id) do update set secret_encrypted = excluded.secret_encrypted, created_at = now(),
       last_step = 0
     where member_totp.enabled_at is null`,
    [memberId, sealedSecret],
  );
  return rowCount === 1;
}

/**
 * Records `step` as used, only if it is later than the last one used: answers false for a code
 * already spent (the same code twice, or two requests racing with it).
 */
export async function claimStep(db: Queryable, memberId: bigint, step: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'update member_totp set last_step = $2 where member_id = $1 and last_step < $2',
    [memberId, step],
  );
  return rowCount === 1;
}

export async function markTotpEnabled(db: Queryable, memberId: bigint): Promise<void> {
  await db.query('update member_totp set enabled_at = now() where member_id = $1', [memberId]);
}

export async function deleteTotp(db: Queryable, memberId: bigint): Promise<void> {
  await db.query('delete from member_recovery_codes where member_id = $1', [memberId]);
  await db.query('delete from member_totp where member_id = $1', [memberId]);
}

export async function replaceRecoveryCodes(
  db: Queryable,
  memberId: bigint,
  hashes: readonly Buffer[],
): Promise<void> {
  await db.query('delete from member_recovery_codes where member_id = $1', [memberId]);
  await db.query('insert into member_recovery_codes (member_id, code_hash) select $1, unnest($2::bytea[])', [
    memberId,
    hashes,
  ]);
}

/** Spends a recovery code; answers false when it is unknown or already used. */
export async function spendRecoveryCode(db: Queryable, memberId: bigint, hash: Buffer): Promise<boolean> {
  const { rowCount } = await db.query(
    `update member_recovery_codes set used_at = now()
      where id = (select id from member_recovery_codes
                   where member_id = $1 and code_hash = $2 and used_at is null limit 1 for update)`,
    [memberId, hash],
  );
  return rowCount === 1;
}

export async function countRecoveryCodes(db: Queryable, memberId: bigint): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from member_recovery_codes where member_id = $1 and used_at is null',
    [memberId],
  );
  return rows[0]?.n ?? 0;
}
