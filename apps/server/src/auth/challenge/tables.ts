import type { ChallengeFactor } from '@lotus/contract/login-challenge';
import type { Queryable } from '../../platform/database/pool.ts';

export interface ChallengeRow {
  id: string;
  member_id: bigint;
  site: string;
  ip: string;
  method: string;
  reason: 'new_ip' | 'totp';
  factors: ChallengeFactor[];
  attempts: number;
  expires_at: Date;
  passed_at: Date | null;
}

/** Whether the account has logged in from this IP, and whether it has any IP on record at all. */
export async function selectIpStanding(
  db: Queryable,
  memberId: bigint,
  ip: string,
): Promise<{ known: boolean; anyKnown: boolean }> {
  const { rows } = await db.query<{ known: boolean; any_known: boolean }>(
    `select exists (select 1 from member_known_ips where member_id = $1 and ip = $2) as known,
            exists (select 1 from member_known_ips where member_id = $1) as any_known`,
    [memberId, ip],
  );
  return { known: rows[0]?.known ?? false, anyKnown: rows[0]?.any_known ?? false };
}

export async function upsertKnownIp(db: Queryable, memberId: bigint, ip: string): Promise<void> {
  await db.query(
    `insert into member_known_ips (member_id, ip) values ($1, $2)
     on conflict (member_id, ip) do update set last_seen_at = now()`,
    [memberId, ip],
  );
}

export async function insertChallenge(
  db: Queryable,
  challenge: {
    id: string;
    memberId: bigint;
    site: string;
    ip: string;
    userAgent: string | null;
    method: string;
    reason: 'new_ip' | 'totp';
    factors: readonly ChallengeFactor[];
    validSeconds: number;
  },
): Promise<Date> {
  const { rows } = await db.query<{ expires_at: Date }>(
    `insert into login_challenges (id, member_id, site, ip, user_agent, method, reason, factors, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9)) returning expires_at`,
    [
      challenge.id,
      challenge.memberId,
      challenge.site,
      challenge.ip,
      challenge.userAgent,
      challenge.method,
      challenge.reason,
      challenge.factors,
      challenge.validSeconds,
    ],
  );
  const expiresAt = rows[0]?.expires_at;
  if (expiresAt === undefined) throw new Error('login challenge insert returned nothing');
  return expiresAt;
}

/** The challenge, locked until the transaction ends so two answers cannot both pass it. */
export async function selectChallengeForUpdate(db: Queryable, id: string): Promise<ChallengeRow | undefined> {
  const { rows } = await db.query<ChallengeRow>(
    `select id, member_id, site, ip, method, reason, factors, attempts, expires_at, passed_at
       from login_challenges where id = $1 for update`,
    [id],
  );
  return rows[0];
}

export async function selectChallenge(db: Queryable, id: string): Promise<ChallengeRow | undefined> {
  const { rows } = await db.query<ChallengeRow>(
    `select id, member_id, site, ip, method, reason, factors, attempts, expires_at, passed_at
       from login_challenges where id = $1`,
    [id],
  );
  return rows[0];
}

export async function addChallengeAttempt(db: Queryable, id: string): Promise<void> {
  await db.query('update login_challenges set attempts = attempts + 1 where id = $1', [id]);
}

export async function markChallengePassed(db: Queryable, id: string): Promise<void> {
  await db.query('update login_challenges set passed_at = now() where id = $1', [id]);
}
