import type { Queryable } from '../platform/database/pool.ts';

export interface SessionRow {
  id: bigint;
  member_id: bigint;
  site: string;
  last_seen_at: Date;
  must_change_password: boolean;
  /** Last seen more than a minute ago by the database's clock: the caller slides the idle expiry. */
  touch_due: boolean;
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

/** A live session with its member (of the brand; the member domain's `members`, read only: decision 0010). */
export interface LiveSessionRow extends SessionRow {
  username: string;
  type: number;
  status: 'active' | 'locked' | 'closed';
  /** A free-play guest: plays with play money only (decision 0018). */
  is_demo: boolean;
}

/**
 * A live session (not revoked, seen within the idle limit) and its member of the brand, in one
 * statement: every signed-in call reads it, so the member is not a second round trip.
 */
export async function selectLiveSession(
  db: Queryable,
  brandId: number,
  tokenHash: Buffer,
  idleSeconds: number,
): Promise<LiveSessionRow | undefined> {
  const { rows } = await db.query<LiveSessionRow>({
    // Named: each connection parses and plans it once; it runs on every signed-in call.
    name: 'auth-live-session-member',
    text: `select s.id, s.member_id, s.site, s.last_seen_at, s.must_change_password,
            s.last_seen_at < now() - interval '1 minute' as touch_due, m.username, m.type, m.status,
            m.is_demo
       from sessions s join members m on m.id = s.member_id and m.brand_id = $3
      where s.token_hash = $1 and s.revoked_at is null and s.last_seen_at > now() - make_interval(secs => $2)`,
    values: [tokenHash, idleSeconds, brandId],
  });
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

/** Revokes every live session of the member but `keepId` (none kept when null); answers how many. */
export async function revokeMemberSessions(
  db: Queryable,
  memberId: bigint,
  keepId: bigint | null,
): Promise<number> {
  const { rowCount } = await db.query(
    `update sessions set revoked_at = now()
      where member_id = $1 and revoked_at is null and ($2::bigint is null or id <> $2)`,
    [memberId, keepId],
  );
  return rowCount ?? 0;
}

/** The password was changed: the session may do everything again. */
export async function clearMustChangePassword(db: Queryable, id: bigint): Promise<void> {
  await db.query('update sessions set must_change_password = false where id = $1', [id]);
}
