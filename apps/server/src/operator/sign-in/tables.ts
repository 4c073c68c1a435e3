import type { OperatorRole } from '@lotus/contract/operator-permissions';
import type { Queryable } from '../../platform/database/pool.ts';

/** What a sign-in needs to know of an operator. */
export interface SignInAccountRow {
  id: string;
  username: string;
  display_name: string;
  role: OperatorRole;
  password_hash: string;
  /** Sealed with the server's secret box. */
  totp_secret: string | null;
  totp_enrolled_at: Date | null;
  disabled_at: Date | null;
}

const signInColumns = `id::text, username, display_name, role, password_hash, totp_secret, totp_enrolled_at,
  disabled_at`;

/** By name, without case (the unique index is on lower(username)). */
export async function selectSignInAccountByName(
  db: Queryable,
  brandId: number,
  username: string,
): Promise<SignInAccountRow | undefined> {
  const { rows } = await db.query<SignInAccountRow>(
    `select ${signInColumns} from operators where brand_id = $1 and lower(username) = lower($2)`,
    [brandId, username],
  );
  return rows[0];
}

export async function selectSignInAccountById(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<SignInAccountRow | undefined> {
  const { rows } = await db.query<SignInAccountRow>(
    `select ${signInColumns} from operators where brand_id = $1 and id = $2`,
    [brandId, id],
  );
  return rows[0];
}

/** Keeps a new authenticator secret while it is not enrolled yet (an enrolled one is never replaced here). */
export async function setPendingTotpSecret(db: Queryable, id: bigint, sealedSecret: string): Promise<void> {
  await db.query('update operators set totp_secret = $2 where id = $1 and totp_enrolled_at is null', [
    id,
    sealedSecret,
  ]);
}

/** A new ticket between the password and the code; the operator's long-dead tickets are dropped on the way. */
export async function insertTicket(
  db: Queryable,
  operatorId: bigint,
  tokenHash: Buffer,
  lifetimeSeconds: number,
): Promise<void> {
  await db.query(
    `with stale as (
       delete from operator_sign_in_tickets where operator_id = $1 and expires_at < now() - interval '1 day'
     )
     insert into operator_sign_in_tickets (token_hash, operator_id, expires_at)
     values ($2, $1, now() + $3::integer * interval '1 second')`,
    [operatorId, tokenHash, lifetimeSeconds],
  );
}

/** Spends a live ticket: answers its operator, or undefined when it is unknown, expired or already spent. */
export async function spendTicket(db: Queryable, tokenHash: Buffer): Promise<bigint | undefined> {
  const { rows } = await db.query<{ operator_id: string }>(
    `update operator_sign_in_tickets set used_at = now()
      where token_hash = $1 and used_at is null and expires_at > now()
      returning operator_id::text`,
    [tokenHash],
  );
  return rows[0] === undefined ? undefined : BigInt(rows[0].operator_id);
}

/**
 * Records `step` as the last TOTP step used, only if it is later than the last one: answers false
 * for a code already spent (the same code twice, or two requests racing with it).
 */
export async function claimTotpStep(db: Queryable, id: bigint, step: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'update operators set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2)',
    [id, step],
  );
  return rowCount === 1;
}

/** Confirms the enrolment; answers false when another sign-in confirmed it first. */
export async function markTotpEnrolled(db: Queryable, id: bigint): Promise<boolean> {
  const { rowCount } = await db.query(
    'update operators set totp_enrolled_at = now() where id = $1 and totp_enrolled_at is null',
    [id],
  );
  return rowCount === 1;
}

export async function replaceRecoveryCodes(
  db: Queryable,
  id: bigint,
  hashes: readonly Buffer[],
): Promise<void> {
  await db.query('delete from operator_recovery_codes where operator_id = $1', [id]);
  await db.query(
    'insert into operator_recovery_codes (operator_id, code_hash) select $1, unnest($2::bytea[])',
    [id, hashes],
  );
}

/** Spends a recovery code; answers false when it is unknown or already used. */
export async function spendRecoveryCode(db: Queryable, id: bigint, hash: Buffer): Promise<boolean> {
  const { rowCount } = await db.query(
    `update operator_recovery_codes set used_at = now()
      where id = (select id from operator_recovery_codes
                   where operator_id = $1 and code_hash = $2 and used_at is null limit 1 for update)`,
    [id, hash],
  );
  return rowCount === 1;
}

export async function countRecoveryCodes(db: Queryable, id: bigint): Promise<number> {
  const { rows } = await db.query<{ remaining: number }>(
    'select count(*)::int as remaining from operator_recovery_codes where operator_id = $1 and used_at is null',
    [id],
  );
  return rows[0]?.remaining ?? 0;
}

/** A console session; answers its id and end. */
export async function insertSession(
  db: Queryable,
  session: {
    operatorId: bigint;
    tokenHash: Buffer;
    ip: string | null;
    userAgent: string | null;
    lifetimeSeconds: number;
  },
): Promise<{ id: bigint; expiresAt: Date }> {
  const { rows } = await db.query<{ id: string; expires_at: Date }>(
    `insert into operator_sessions (operator_id, token_hash, ip, user_agent, expires_at)
     values ($1, $2, $3, $4, now() + $5::integer * interval '1 second')
     returning id::text, expires_at`,
    [session.operatorId, session.tokenHash, session.ip, session.userAgent, session.lifetimeSeconds],
  );
  const row = rows[0]!;
  return { id: BigInt(row.id), expiresAt: row.expires_at };
}

export async function markSignedIn(db: Queryable, id: bigint): Promise<void> {
  await db.query('update operators set last_sign_in_at = now() where id = $1', [id]);
}

/** Ends one session; answers whether it was still open. */
export async function revokeSession(db: Queryable, sessionId: bigint): Promise<boolean> {
  const { rowCount } = await db.query(
    'update operator_sessions set revoked_at = now() where id = $1 and revoked_at is null',
    [sessionId],
  );
  return rowCount === 1;
}

/** Ends every open session of an operator but `keep` (none kept when null); answers how many ended. */
export async function revokeSessions(
  db: Queryable,
  operatorId: bigint,
  keep: bigint | null,
): Promise<number> {
  const { rowCount } = await db.query(
    `update operator_sessions set revoked_at = now()
      where operator_id = $1 and revoked_at is null and expires_at > now() and id is distinct from $2`,
    [operatorId, keep],
  );
  return rowCount ?? 0;
}

export async function selectPasswordHash(db: Queryable, id: bigint): Promise<string | undefined> {
  const { rows } = await db.query<{ password_hash: string }>(
    'select password_hash from operators where id = $1',
    [id],
  );
  return rows[0]?.password_hash;
}

export async function updatePasswordHash(db: Queryable, id: bigint, passwordHash: string): Promise<void> {
  await db.query('update operators set password_hash = $2 where id = $1', [id, passwordHash]);
}
