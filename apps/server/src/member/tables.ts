import type { Queryable } from '../platform/database/pool.ts';

/** What login needs of an account. */
export interface LoginAccountRow {
  id: bigint;
  username: string;
  password_hash: string;
  type: number;
  status: 'active' | 'locked' | 'closed';
  first_time_login: boolean;
  password_changed_at: Date;
  locked_until: Date | null;
  is_demo: boolean;
}

export interface MemberInfoRow {
  id: bigint;
  username: string;
  nickname: string | null;
  type: number;
  upline_username: string | null;
  club_label: string | null;
  first_time_login: boolean;
  is_demo: boolean;
  password_known: boolean;
  created_at: Date;
}

export interface SessionMemberRow {
  id: bigint;
  username: string;
  type: number;
  status: 'active' | 'locked' | 'closed';
}

export interface NewMember {
  username: string;
  passwordHash: string;
  email: string | null;
  mobile: string | null;
  payeeName: string | null;
  uplineId: bigint | null;
  /** True when the member must choose a password at the first login (mobile registration without one). */
  firstTimeLogin?: boolean;
  /** False when the account got a random password nobody knows (see migration 0013). */
  passwordKnown?: boolean;
  /** 0 a plain member; an agent type for an account an agent's link or the agent opened. */
  type?: number;
  /** The agent's registration link it came through (migration 0052). */
  registrationLinkId?: bigint | null;
}

export async function selectLoginAccount(
  db: Queryable,
  brandId: number,
  username: string,
): Promise<LoginAccountRow | undefined> {
  const { rows } = await db.query<LoginAccountRow>(
    `select id, username, password_hash, type, status, first_time_login, password_changed_at, locked_until,
            is_demo
       from members where brand_id = $1 and lower(username) = lower($2)`,
    [brandId, username],
  );
  return rows[0];
}

export async function selectMemberInfo(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<MemberInfoRow | undefined> {
  const { rows } = await db.query<MemberInfoRow>(
    `select m.id, m.username, m.nickname, m.type, u.username as upline_username, m.club_label,
            m.first_time_login, m.is_demo, m.password_known, m.created_at
       from members m left join members u on u.id = m.upline_id
      where m.brand_id = $1 and m.id = $2`,
    [brandId, id],
  );
  return rows[0];
}

export async function selectSessionMember(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<SessionMemberRow | undefined> {
  const { rows } = await db.query<SessionMemberRow>({
    // Named: each connection parses and plans it once; it runs on every signed-in call.
    name: 'member-session-member',
    text: 'select id, username, type, status from members where brand_id = $1 and id = $2',
    values: [brandId, id],
  });
  return rows[0];
}

/**
 * The account logging in with a code sent to `mobile`: an active one first, the one named by the
 * number before others, then the oldest.
 */
export async function selectLoginAccountById(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<LoginAccountRow | undefined> {
  const { rows } = await db.query<LoginAccountRow>(
    `select id, username, password_hash, type, status, first_time_login, password_changed_at, locked_until,
            is_demo
       from members where brand_id = $1 and id = $2`,
    [brandId, id],
  );
  return rows[0];
}

export async function selectLoginAccountByMobile(
  db: Queryable,
  brandId: number,
  mobile: string,
): Promise<LoginAccountRow | undefined> {
  const { rows } = await db.query<LoginAccountRow>(
    `select id, username, password_hash, type, status, first_time_login, password_changed_at, locked_until,
            is_demo
       from members where brand_id = $1 and mobile = $2 and not is_demo
      order by status = 'active' desc, username = $2 desc, id limit 1`,
    [brandId, mobile],
  );
  return rows[0];
}

export async function usernameExists(db: Queryable, brandId: number, username: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'select 1 from members where brand_id = $1 and lower(username) = lower($2)',
    [brandId, username],
  );
  return (rowCount ?? 0) > 0;
}

/** The id of the agent whose invitation code this is (case-insensitive), or undefined. */
export async function selectAgentByAffiliateCode(
  db: Queryable,
  brandId: number,
  code: string,
  agentTypes: readonly number[],
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `select id from members
      where brand_id = $1 and lower(affiliate_code) = lower($2) and type = any($3::smallint[]) and status = 'active'`,
    [brandId, code, agentTypes],
  );
  return rows[0]?.id;
}

/** Inserts a plain member (type 0); a duplicate name fails with 23505 on members_username_unique. */
export async function insertMember(db: Queryable, brandId: number, member: NewMember): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into members (brand_id, username, password_hash, type, first_time_login, email, mobile, payee_name,
                          upline_id, password_known, registration_link_id)
     values ($1, $2, $3, $10, $8, $4, $5, $6, $7, $9, $11) returning id`,
    [
      brandId,
      member.username,
      member.passwordHash,
      member.email,
      member.mobile,
      member.payeeName,
      member.uplineId,
      member.firstTimeLogin ?? false,
      member.passwordKnown ?? true,
      member.type ?? 0,
      member.registrationLinkId ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('member insert returned no id');
  return id;
}

export async function updateLoginFailures(
  db: Queryable,
  id: bigint,
  failedLogins: number,
  lockedUntil: Date | null,
): Promise<void> {
  await db.query(
    'update members set failed_logins = $2, locked_until = coalesce($3, locked_until) where id = $1',
    [id, failedLogins, lockedUntil],
  );
}

export async function updateLoginSuccess(db: Queryable, id: bigint, ip: string): Promise<void> {
  await db.query(
    `update members set failed_logins = 0, locked_until = null, last_login_at = now(), last_login_ip = $2
      where id = $1`,
    [id, ip],
  );
}

/** The hash a password change checks the old password against. */
export async function selectPasswordHash(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<{ password_hash: string; is_demo: boolean; password_known: boolean } | undefined> {
  const { rows } = await db.query<{ password_hash: string; is_demo: boolean; password_known: boolean }>(
    'select password_hash, is_demo, password_known from members where brand_id = $1 and id = $2',
    [brandId, id],
  );
  return rows[0];
}

/** A new password: the expiry clock restarts and the first-login obligation is met. */
export async function updatePassword(db: Queryable, id: bigint, passwordHash: string): Promise<void> {
  await db.query(
    `update members set password_hash = $2, password_changed_at = now(), first_time_login = false,
            password_known = true
      where id = $1`,
    [id, passwordHash],
  );
}

/** Inserts a free-play account (type 0, is_demo); a taken name fails with 23505 on members_username_unique. */
export async function insertDemoMember(
  db: Queryable,
  brandId: number,
  member: { username: string; passwordHash: string },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into members (brand_id, username, password_hash, type, is_demo)
     values ($1, $2, $3, 0, true) returning id`,
    [brandId, member.username, member.passwordHash],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('member insert returned no id');
  return id;
}

/** Sets the first-login obligation; answers the account's name, or undefined when there is none. */
/** The member's forced-password-change flag, its row locked until the caller's transaction ends. */
export async function lockFirstTimeLogin(
  db: Queryable,
  brandId: number,
  username: string,
): Promise<{ username: string; first_time_login: boolean } | undefined> {
  const { rows } = await db.query<{ username: string; first_time_login: boolean }>(
    `select username, first_time_login from members where brand_id = $1 and lower(username) = lower($2) for update`,
    [brandId, username],
  );
  return rows[0];
}

export async function updateFirstTimeLogin(
  db: Queryable,
  brandId: number,
  username: string,
  enabled: boolean,
): Promise<string | undefined> {
  const { rows } = await db.query<{ username: string }>(
    `update members set first_time_login = $3 where brand_id = $1 and lower(username) = lower($2)
     returning username`,
    [brandId, username, enabled],
  );
  return rows[0]?.username;
}

export interface ChallengeContactsRow {
  mobile: string | null;
  email: string | null;
  payee_name: string | null;
}

/** What a login challenge can ask the member for: the bound number and address, the real name. */
export async function selectChallengeContacts(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<ChallengeContactsRow | undefined> {
  const { rows } = await db.query<ChallengeContactsRow>(
    'select mobile, email, payee_name from members where brand_id = $1 and id = $2',
    [brandId, id],
  );
  return rows[0];
}

/** True when an account of the brand already uses this address (any case). */
export async function emailInUse(db: Queryable, brandId: number, email: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'select 1 from members where brand_id = $1 and lower(email) = lower($2) limit 1',
    [brandId, email],
  );
  return (rowCount ?? 0) > 0;
}

/** Inserts a plain member (type 0) created by social login; a taken name fails with 23505. */
export async function insertSocialMember(
  db: Queryable,
  brandId: number,
  member: { username: string; passwordHash: string; nickname: string | null; email: string | null },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into members (brand_id, username, password_hash, type, nickname, email, password_known)
     values ($1, $2, $3, 0, $4, $5, false) returning id`,
    [brandId, member.username, member.passwordHash, member.nickname, member.email],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('member insert returned no id');
  return id;
}
