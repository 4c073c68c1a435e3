import type { Queryable } from '../platform/database/pool.ts';

export interface SessionRow {
  id: bigint;
  member_id: bigint;
  site: string;
  last_seen_at: Date;
  must_change_password: boolean;
}

export async function insertSession(
  db: Queryable,
  session: {
    memberId: bigint;
    tokenHash: Buffer;
    site: string;
    ip: string;
    userAgent: string | null;
    mustChangePassword: boolean;
  },
): Promise<void> {
  await db.query(
    `insert into sessions (member_id, token_hash, site, ip, user_agent, must_change_password)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      session.memberId,
      session.tokenHash,
      session.site,
      session.ip,
      session.userAgent,
      session.mustChangePassword,
    ],
  );
}

/** A live session: not revoked, seen within the idle limit. */
export async function selectLiveSession(
  db: Queryable,
  tokenHash: Buffer,
  idleSeconds: number,
): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `select id, member_id, site, last_seen_at, must_change_password from sessions
      where token_hash = $1 and revoked_at is null and last_seen_at > now() - make_interval(secs => $2)`,
    [tokenHash, idleSeconds],
  );
  return rows[0];
}

/** Slides the idle expiry, writing at most once a minute per session. */
export async function touchSession(db: Queryable, id: bigint): Promise<void> {
  await db.query(
    `update sessions set last_seen_at = now() where id = $1 and last_seen_at < now() - interval '1 minute'`,
    [id],
  );
}

export async function revokeSession(db: Queryable, id: bigint): Promise<void> {
  await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [id]);
}

/** Revokes every live session of the member but `keepId` (none kept when null). */
export async function revokeMemberSessions(
  db: Queryable,
  memberId: bigint,
  keepId: bigint | null,
): Promise<void> {
  await db.query(
    `update sessions set revoked_at = now()
      where member_id = $1 and revoked_at is null and ($2::bigint is null or id <> $2)`,
    [memberId, keepId],
  );
}

/** The password was changed: the session may do everything again. */
export async function clearMustChangePassword(db: Queryable, id: bigint): Promise<void> {
  await db.query('update sessions set must_change_password = false where id = $1', [id]);
}

export async function insertCaptcha(
  db: Queryable,
  captcha: { id: string; answerHash: Buffer; expiresAt: Date },
): Promise<void> {
  // Captchas expired for an hour are of no use to anyone: each new one sweeps a few away.
  await db.query(
    `delete from captchas where id in (
       select id from captchas where expires_at < now() - interval '1 hour' limit 100)`,
  );
  await db.query('insert into captchas (id, answer_hash, expires_at) values ($1, $2, $3)', [
    captcha.id,
    captcha.answerHash,
    captcha.expiresAt,
  ]);
}

/** Marks the captcha used and answers its hash; undefined when unknown, used or expired (single use). */
export async function consumeCaptcha(db: Queryable, id: string): Promise<Buffer | undefined> {
  const { rows } = await db.query<{ answer_hash: Buffer }>(
    `update captchas set used_at = now()
      where id = $1 and used_at is null and expires_at > now() returning answer_hash`,
    [id],
  );
  return rows[0]?.answer_hash;
}

export interface LoginThrottleRow {
  failures: number;
  locked_until: Date | null;
  recently_locked: boolean;
}

/** The failures in the window since the last lock, and the lock in force if any. */
export async function selectLoginThrottle(
  db: Queryable,
  brandId: number,
  usernameKey: string,
  windowSeconds: number,
): Promise<LoginThrottleRow> {
  const { rows } = await db.query<LoginThrottleRow>(
    `select count(*) filter (where locks_until is null and failed_at > now() - make_interval(secs => $3))::int
              as failures,
            max(locks_until) filter (where locks_until > now()) as locked_until,
            coalesce(bool_or(locks_until is not null and failed_at > now() - make_interval(secs => $3 * 2)), false)
              as recently_locked
       from login_failures where brand_id = $1 and username_key = $2`,
    [brandId, usernameKey, windowSeconds],
  );
  return rows[0] ?? { failures: 0, locked_until: null, recently_locked: false };
}

/** Records a failure; answers the failures now in the window. */
export async function insertLoginFailure(
  db: Queryable,
  brandId: number,
  usernameKey: string,
  windowSeconds: number,
): Promise<number> {
  // Failures older than a day count for nothing; sweep some so the table stays small.
  await db.query(
    `delete from login_failures where id in (
       select id from login_failures where failed_at < now() - interval '1 day' limit 100)`,
  );
  await db.query('insert into login_failures (brand_id, username_key) values ($1, $2)', [
    brandId,
    usernameKey,
  ]);
  return (await selectLoginThrottle(db, brandId, usernameKey, windowSeconds)).failures;
}

/** Turns the window's failures into one lock row, so counting starts afresh after the lock. */
export async function insertLoginLock(
  db: Queryable,
  brandId: number,
  usernameKey: string,
  lockedUntil: Date,
): Promise<void> {
  await db.query(
    'delete from login_failures where brand_id = $1 and username_key = $2 and locks_until is null',
    [brandId, usernameKey],
  );
  await db.query('insert into login_failures (brand_id, username_key, locks_until) values ($1, $2, $3)', [
    brandId,
    usernameKey,
    lockedUntil,
  ]);
}

export async function deleteLoginFailures(
  db: Queryable,
  brandId: number,
  usernameKey: string,
): Promise<void> {
  await db.query('delete from login_failures where brand_id = $1 and username_key = $2', [
    brandId,
    usernameKey,
  ]);
}
