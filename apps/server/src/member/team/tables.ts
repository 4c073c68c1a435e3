import type { Queryable } from '../../platform/database/pool.ts';

/**
 * The team tree's SQL (migration 0049, decision 0022): `member_tree` holds every member's
 * ancestors, kept by a trigger on `members.upline_id`, so these reads are index ranges at any depth.
 */

/** Whether `memberId` is `agentId` or anyone in its team, and how many levels below it. */
export async function selectDepthBelow(
  db: Queryable,
  agentId: bigint,
  memberId: bigint,
): Promise<number | undefined> {
  const { rows } = await db.query<{ depth: number }>(
    'select depth from member_tree where ancestor_id = $1 and member_id = $2',
    [agentId, memberId],
  );
  return rows[0]?.depth;
}

export interface TeamRow {
  id: bigint;
  username: string;
  nickname: string | null;
  type: number;
  status: 'active' | 'locked' | 'closed';
  last_login_at: Date | null;
  created_at: Date;
  level: number;
  upline_username: string;
  direct_count: number;
  team_size: number;
  total: number;
}

export interface TeamFilter {
  /** The agent asking: levels are counted from it. */
  agentId: bigint;
  /** Whose team is listed (the agent, or a member of its team). */
  parentId: bigint;
  /** The start of a username, matched without case. */
  search?: string;
  /** Levels below the agent. */
  level?: number;
  limit: number;
  offset: number;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The parent's direct downline, or (with a search or a level) every member of its team that
 * matches, shallowest first; each with its counts below it.
 */
export async function selectTeamPage(db: Queryable, filter: TeamFilter): Promise<TeamRow[]> {
  const searching = filter.search !== undefined || filter.level !== undefined;
  const { rows } = await db.query<TeamRow>(
    `select m.id, m.username, m.nickname, m.type, m.status, m.last_login_at, m.created_at,
            mine.depth::int as level, up.username as upline_username,
            (select count(*) from members c where c.upline_id = m.id)::int as direct_count,
            (select count(*) - 1 from member_tree s where s.ancestor_id = m.id)::int as team_size,
            (count(*) over ())::int as total
       from member_tree t
       join members m on m.id = t.member_id
       join member_tree mine on mine.ancestor_id = $1 and mine.member_id = t.member_id
       join members up on up.id = m.upline_id
      where t.ancestor_id = $2
        and (case when $3 then t.depth >= 1 else t.depth = 1 end)
        and ($4::text is null or lower(m.username) like lower($4) || '%')
        and ($5::int is null or mine.depth = $5)
      order by mine.depth, m.id
      limit $6 offset $7`,
    [
      filter.agentId,
      filter.parentId,
      searching,
      filter.search === undefined ? null : likeEscaped(filter.search),
      filter.level ?? null,
      filter.limit,
      filter.offset,
    ],
  );
  return rows;
}

/** From the agent down to `memberId` (a member of its team), each with its username. */
export async function selectPathBetween(
  db: Queryable,
  agentId: bigint,
  memberId: bigint,
): Promise<Array<{ id: bigint; username: string }>> {
  const { rows } = await db.query<{ id: bigint; username: string }>(
    `select m.id, m.username
       from member_tree up
       join member_tree inside on inside.ancestor_id = $1 and inside.member_id = up.ancestor_id
       join members m on m.id = up.ancestor_id
      where up.member_id = $2
      order by up.depth desc`,
    [agentId, memberId],
  );
  return rows;
}

export interface LockedMember {
  id: bigint;
  username: string;
  type: number;
  upline_id: bigint | null;
}

/** A member by name, its row locked until the transaction ends. */
export async function lockMemberByName(
  db: Queryable,
  brandId: number,
  username: string,
): Promise<LockedMember | undefined> {
  const { rows } = await db.query<LockedMember>(
    `select id, username, type, upline_id from members
      where brand_id = $1 and lower(username) = lower($2) for update`,
    [brandId, username],
  );
  return rows[0];
}

/** A member by id, its row locked until the transaction ends. */
export async function lockMemberById(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<LockedMember | undefined> {
  const { rows } = await db.query<LockedMember>(
    'select id, username, type, upline_id from members where brand_id = $1 and id = $2 for update',
    [brandId, memberId],
  );
  return rows[0];
}

export async function selectMemberType(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<number | undefined> {
  const { rows } = await db.query<{ type: number }>(
    'select type from members where brand_id = $1 and id = $2',
    [brandId, memberId],
  );
  return rows[0]?.type;
}

export async function updateMemberType(db: Queryable, memberId: bigint, type: number): Promise<void> {
  await db.query('update members set type = $2 where id = $1', [memberId, type]);
}

/** Moves the member under another upline; the trigger moves its whole team in member_tree. */
export async function updateUpline(db: Queryable, memberId: bigint, uplineId: bigint): Promise<void> {
  await db.query('update members set upline_id = $2 where id = $1', [memberId, uplineId]);
}

/** The member and everyone below it. */
export async function countBranch(db: Queryable, memberId: bigint): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from member_tree where ancestor_id = $1',
    [memberId],
  );
  return rows[0]!.count;
}

export async function selectUsername(db: Queryable, memberId: bigint): Promise<string | undefined> {
  const { rows } = await db.query<{ username: string }>('select username from members where id = $1', [
    memberId,
  ]);
  return rows[0]?.username;
}

/** The agent and every member of its team. */
export async function selectTeamIds(db: Queryable, agentId: bigint): Promise<bigint[]> {
  const { rows } = await db.query<{ member_id: bigint }>(
    'select member_id from member_tree where ancestor_id = $1',
    [agentId],
  );
  return rows.map((row) => row.member_id);
}

/** Members who joined the agent's team (below it) by day of the brand's clock. */
export async function selectJoinDays(
  db: Queryable,
  agentId: bigint,
  range: { from: Date; to: Date; timeZone: string },
): Promise<Array<{ day: string; joined: number }>> {
  const { rows } = await db.query<{ day: string; joined: number }>(
    `select to_char((m.created_at at time zone $4)::date, 'YYYY-MM-DD') as day, count(*)::int as joined
       from member_tree t join members m on m.id = t.member_id
      where t.ancestor_id = $1 and t.depth >= 1 and m.created_at >= $2 and m.created_at < $3
      group by 1 order by 1`,
    [agentId, range.from, range.to, range.timeZone],
  );
  return rows;
}

/** A member's type, its upline and the upline's type (an agent is top-level when no agent is above it). */
export async function selectStanding(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<{ type: number; upline_id: bigint | null; upline_type: number | null } | undefined> {
  const { rows } = await db.query<{ type: number; upline_id: bigint | null; upline_type: number | null }>(
    `select m.type, m.upline_id, u.type as upline_type
       from members m left join members u on u.id = m.upline_id
      where m.brand_id = $1 and m.id = $2`,
    [brandId, memberId],
  );
  return rows[0];
}

/** Every member of the brand with its upline: the whole tree a settlement reads. */
export async function selectTreeMembers(
  db: Queryable,
  brandId: number,
): Promise<Array<{ id: bigint; upline_id: bigint | null; type: number }>> {
  const { rows } = await db.query<{ id: bigint; upline_id: bigint | null; type: number }>(
    'select id, upline_id, type from members where brand_id = $1',
    [brandId],
  );
  return rows;
}

export async function selectUsernames(
  db: Queryable,
  brandId: number,
  memberIds: readonly bigint[],
): Promise<Array<{ id: bigint; username: string }>> {
  const { rows } = await db.query<{ id: bigint; username: string }>(
    'select id, username from members where brand_id = $1 and id = any($2::bigint[])',
    [brandId, memberIds],
  );
  return rows;
}

/** The agent's team (the agent at depth 0) with each member's level below it and username. */
export async function selectTeamLevels(
  db: Queryable,
  agentId: bigint,
): Promise<Array<{ member_id: bigint; depth: number; username: string }>> {
  const { rows } = await db.query<{ member_id: bigint; depth: number; username: string }>(
    `select t.member_id, t.depth::int as depth, m.username
       from member_tree t join members m on m.id = t.member_id where t.ancestor_id = $1`,
    [agentId],
  );
  return rows;
}
