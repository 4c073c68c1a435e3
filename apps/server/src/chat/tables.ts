import type { Queryable } from '../platform/database/pool.ts';

/** A message with its author's account name (masked before it leaves for a member). */
export interface ChatMessageRow {
  id: bigint;
  member_id: bigint;
  username: string;
  body: string;
  created_at: Date;
  deleted_at: Date | null;
}

const messageColumns = `c.id, c.member_id, m.username, c.body, c.created_at, c.deleted_at`;

/** The sender's standing, locked for the rest of the transaction (sends of one member take turns). */
export interface ChatSenderRow {
  is_demo: boolean;
  muted_until: Date | null;
  /** The database's clock at the lock: every rule of the send is judged on it. */
  now: Date;
}

/**
 * Locks the member's chat row, creating it first, and answers their standing. Only a member of the
 * brand gets a row; another brand's id answers undefined.
 */
export async function lockChatSender(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<ChatSenderRow | undefined> {
  await db.query(
    `insert into chat_members (member_id, brand_id)
     select m.id, m.brand_id from members m where m.id = $2 and m.brand_id = $1
     on conflict (member_id) do nothing`,
    [brandId, memberId],
  );
  const locked = await db.query(
    'select 1 from chat_members where member_id = $2 and brand_id = $1 for update',
    [brandId, memberId],
  );
  if (locked.rowCount !== 1) return undefined;
  // Read after the lock is held: a row is projected before FOR UPDATE waits, so a clock read in the
  // locking statement would be the time before the wait.
  const { rows } = await db.query<ChatSenderRow>(
    `select m.is_demo, c.muted_until, clock_timestamp() as now
       from chat_members c join members m on m.id = c.member_id
      where c.member_id = $1`,
    [memberId],
  );
  return rows[0];
}

/** The member's standing without a lock (the page asks whether it may write). */
export async function selectChatStanding(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<{ is_demo: boolean; muted_until: Date | null; mute_reason: string | null } | undefined> {
  const { rows } = await db.query<{ is_demo: boolean; muted_until: Date | null; mute_reason: string | null }>(
    `select m.is_demo,
            case when c.muted_until > now() then c.muted_until end as muted_until,
            case when c.muted_until > now() then c.mute_reason end as mute_reason
       from members m left join chat_members c on c.member_id = m.id
      where m.id = $2 and m.brand_id = $1`,
    [brandId, memberId],
  );
  return rows[0];
}

/** The member's sends within the last `windowSeconds` before `now`, newest first, at most `limit`. */
export async function selectRecentSends(
  db: Queryable,
  memberId: bigint,
  now: Date,
  windowSeconds: number,
  limit: number,
): Promise<Date[]> {
  const { rows } = await db.query<{ created_at: Date }>(
    `select created_at from chat_messages
      where member_id = $1 and created_at > $2::timestamptz - make_interval(secs => $3)
      order by created_at desc limit $4`,
    [memberId, now, windowSeconds, limit],
  );
  return rows.map((row) => row.created_at);
}

export async function selectMessageByKey(
  db: Queryable,
  memberId: bigint,
  idempotencyKey: string,
): Promise<ChatMessageRow | undefined> {
  const { rows } = await db.query<ChatMessageRow>(
    `select ${messageColumns} from chat_messages c join members m on m.id = c.member_id
      where c.member_id = $1 and c.idempotency_key = $2`,
    [memberId, idempotencyKey],
  );
  return rows[0];
}

/**
 * Writes a message. Its time is the lock's clock (`now`), not the transaction's start, so a send
 * that waited for another one is stamped after it and the next send counts it.
 */
export async function insertChatMessage(
  db: Queryable,
  message: { brandId: number; memberId: bigint; idempotencyKey: string; body: string; now: Date },
): Promise<ChatMessageRow> {
  const { rows } = await db.query<ChatMessageRow>(
    `with inserted as (
       insert into chat_messages (brand_id, member_id, idempotency_key, body, created_at)
       values ($1, $2, $3, $4, $5) returning *
     )
     select ${messageColumns} from inserted c join members m on m.id = c.member_id`,
    [message.brandId, message.memberId, message.idempotencyKey, message.body, message.now],
  );
  return rows[0]!;
}

/** The room's latest shown messages older than `before`, newest first (one more than asked: is there more?). */
export async function selectRoomMessages(
  db: Queryable,
  brandId: number,
  page: { before: bigint | undefined; limit: number },
): Promise<ChatMessageRow[]> {
  const { rows } = await db.query<ChatMessageRow>(
    `select ${messageColumns} from chat_messages c join members m on m.id = c.member_id
      where c.brand_id = $1 and c.deleted_at is null and ($2::bigint is null or c.id < $2)
      order by c.id desc limit $3`,
    [brandId, page.before ?? null, page.limit],
  );
  return rows;
}

/** The operator's list: newest first, optionally one member's, shown, deleted or all. */
export async function selectOperatorMessages(
  db: Queryable,
  brandId: number,
  filter: { username: string | undefined; status: 'all' | 'visible' | 'deleted' },
  page: { limit: number; offset: number },
): Promise<{ rows: ChatMessageRow[]; total: number }> {
  const where = `c.brand_id = $1
    and ($2::text is null or lower(m.username) = lower($2))
    and ($3 = 'all' or ($3 = 'visible') = (c.deleted_at is null))`;
  const params = [brandId, filter.username ?? null, filter.status];
  const list = await db.query<ChatMessageRow>(
    `select ${messageColumns} from chat_messages c join members m on m.id = c.member_id
      where ${where} order by c.id desc limit $4 offset $5`,
    [...params, page.limit, page.offset],
  );
  const count = await db.query<{ total: bigint }>(
    `select count(*) as total from chat_messages c join members m on m.id = c.member_id where ${where}`,
    params,
  );
  return { rows: list.rows, total: Number(count.rows[0]?.total ?? 0n) };
}

/** Marks a message deleted; answers the message, with `changed` false when it was deleted already. */
export async function markMessageDeleted(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<{ row: ChatMessageRow; changed: boolean } | undefined> {
  const updated = await db.query<ChatMessageRow>(
    `with deleted as (
       update chat_messages set deleted_at = now()
        where id = $2 and brand_id = $1 and deleted_at is null returning *
     )
     select ${messageColumns} from deleted c join members m on m.id = c.member_id`,
    [brandId, id],
  );
  if (updated.rows[0]) return { row: updated.rows[0], changed: true };
  const { rows } = await db.query<ChatMessageRow>(
    `select ${messageColumns} from chat_messages c join members m on m.id = c.member_id
      where c.id = $2 and c.brand_id = $1`,
    [brandId, id],
  );
  return rows[0] ? { row: rows[0], changed: false } : undefined;
}

/** The member's mute as it is (none: nulls), locked until the caller's transaction ends. */
export async function lockMute(
  db: Queryable,
  memberId: bigint,
): Promise<{ muted_until: Date | null; mute_reason: string | null }> {
  const { rows } = await db.query<{ muted_until: Date | null; mute_reason: string | null }>(
    'select muted_until, mute_reason from chat_members where member_id = $1 for update',
    [memberId],
  );
  return rows[0] ?? { muted_until: null, mute_reason: null };
}

/** Sets (or with nulls lifts) a member's mute; answers the mute as stored. */
export async function upsertMute(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  mute: { minutes: number; reason: string | null } | null,
): Promise<{ muted_until: Date | null; mute_reason: string | null }> {
  const { rows } = await db.query<{ muted_until: Date | null; mute_reason: string | null }>(
    `insert into chat_members (member_id, brand_id, muted_until, mute_reason, muted_at)
     values ($2, $1, now() + make_interval(mins => $3::int), $4, case when $3::int is null then null else now() end)
     on conflict (member_id) do update
       set muted_until = excluded.muted_until, mute_reason = excluded.mute_reason, muted_at = excluded.muted_at
     returning muted_until, mute_reason`,
    [brandId, memberId, mute?.minutes ?? null, mute?.reason ?? null],
  );
  return rows[0]!;
}

/** The mutes in force, the one ending last first. */
export async function selectMutesInForce(
  db: Queryable,
  brandId: number,
): Promise<Array<{ username: string; muted_until: Date; mute_reason: string | null }>> {
  const { rows } = await db.query<{ username: string; muted_until: Date; mute_reason: string | null }>(
    `select m.username, c.muted_until, c.mute_reason
       from chat_members c join members m on m.id = c.member_id
      where c.brand_id = $1 and c.muted_until > now()
      order by c.muted_until desc, m.username
      limit 500`,
    [brandId],
  );
  return rows;
}
