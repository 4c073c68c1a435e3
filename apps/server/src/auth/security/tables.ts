import type { Queryable } from '../../platform/database/pool.ts';

export type LoginMethod = 'password' | 'sms' | 'freeplay' | 'register' | 'social';

export async function insertLoginHistory(
  db: Queryable,
  entry: {
    memberId: bigint;
    site: string;
    ip: string | null;
    userAgent: string | null;
    success: boolean;
    method: LoginMethod;
  },
): Promise<void> {
  await db.query(
    `insert into login_history (member_id, site, ip, user_agent, success, method)
     values ($1, $2, $3, $4, $5, $6)`,
    [entry.memberId, entry.site, entry.ip, entry.userAgent, entry.success, entry.method],
  );
}

export interface LoginHistoryRow {
  at: Date;
  site: string;
  ip: string | null;
  user_agent: string | null;
  success: boolean;
  method: string;
}

/** The member's latest entries, newest first (id breaks ties within one transaction time). */
export async function selectLoginHistory(
  db: Queryable,
  memberId: bigint,
  limit: number,
): Promise<LoginHistoryRow[]> {
  const { rows } = await db.query<LoginHistoryRow>(
    `select at, site, ip, user_agent, success, method from login_history
      where member_id = $1 order by at desc, id desc limit $2`,
    [memberId, limit],
  );
  return rows;
}

export interface ActiveSessionRow {
  id: bigint;
  site: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
  last_seen_at: Date;
}

/** The member's live sessions (not revoked, seen within the idle limit), newest first. */
export async function selectActiveSessions(
  db: Queryable,
  memberId: bigint,
  idleSeconds: number,
): Promise<ActiveSessionRow[]> {
  const { rows } = await db.query<ActiveSessionRow>(
    `select id, site, ip, user_agent, created_at, last_seen_at from sessions
      where member_id = $1 and revoked_at is null and last_seen_at > now() - make_interval(secs => $2)
      order by created_at desc, id desc`,
    [memberId, idleSeconds],
  );
  return rows;
}

/** Revokes the session only if it is the member's and still live; answers whether it did. */
export async function revokeOwnSession(db: Queryable, memberId: bigint, id: bigint): Promise<boolean> {
  const { rowCount } = await db.query(
    'update sessions set revoked_at = now() where id = $1 and member_id = $2 and revoked_at is null',
    [id, memberId],
  );
  return rowCount === 1;
}
