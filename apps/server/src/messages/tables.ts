import type { Queryable } from '../platform/database/pool.ts';

export interface MemberMessageRow {
  id: bigint;
  kind: string;
  params: Record<string, string>;
  created_at: Date;
  read_at: Date | null;
}

export async function insertMessage(
  db: Queryable,
  brandId: number,
  message: { memberId: bigint; kind: string; params: Record<string, string> },
): Promise<void> {
  // The member must be the brand's: a message never lands in another brand's inbox.
  const { rowCount } = await db.query(
    `insert into member_messages (brand_id, member_id, kind, params)
     select $1, m.id, $3, $4::jsonb from members m where m.id = $2 and m.brand_id = $1`,
    [brandId, message.memberId, message.kind, JSON.stringify(message.params)],
  );
  if (rowCount !== 1) throw new Error(`messages: member ${message.memberId} is not one of the brand's`);
}

/** Inserts one message for each of the brand's members in `memberIds` (an operator's mailing). */
export async function insertMessages(
  db: Queryable,
  brandId: number,
  memberIds: bigint[],
  message: { kind: string; params: Record<string, string> },
): Promise<number> {
  const { rowCount } = await db.query(
    `insert into member_messages (brand_id, member_id, kind, params)
     select $1, m.id, $3, $4::jsonb from members m where m.brand_id = $1 and m.id = any($2::bigint[])`,
    [brandId, memberIds, message.kind, JSON.stringify(message.params)],
  );
  return rowCount ?? 0;
}

const live = 'brand_id = $1 and member_id = $2 and deleted_at is null';

/** The member's live messages, newest first. */
export async function selectInbox(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  page: { limit: number; offset: number },
): Promise<{ rows: MemberMessageRow[]; total: number }> {
  const list = await db.query<MemberMessageRow>(
    `select id, kind, params, created_at, read_at from member_messages where ${live}
      order by created_at desc, id desc limit $3 offset $4`,
    [brandId, memberId, page.limit, page.offset],
  );
  const count = await db.query<{ total: bigint }>(
    `select count(*) as total from member_messages where ${live}`,
    [brandId, memberId],
  );
  return { rows: list.rows, total: Number(count.rows[0]?.total ?? 0n) };
}

export async function countUnread(db: Queryable, brandId: number, memberId: bigint): Promise<number> {
  const { rows } = await db.query<{ total: bigint }>(
    `select count(*) as total from member_messages where ${live} and read_at is null`,
    [brandId, memberId],
  );
  return Number(rows[0]?.total ?? 0n);
}

/** Whether the member has this live message (another member's message is not found). */
export async function messageExists(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  id: bigint,
): Promise<boolean> {
  const { rows } = await db.query(`select 1 from member_messages where ${live} and id = $3`, [
    brandId,
    memberId,
    id,
  ]);
  return rows.length > 0;
}

/** Marks unread messages read: one (id) or all of the member's (id null). Answers how many changed. */
export async function markRead(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  id: bigint | null,
): Promise<number> {
  const { rowCount } = await db.query(
    `update member_messages set read_at = now()
      where ${live} and read_at is null and ($3::bigint is null or id = $3)`,
    [brandId, memberId, id],
  );
  return rowCount ?? 0;
}

export async function markDeleted(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  id: bigint,
): Promise<number> {
  const { rowCount } = await db.query(
    `update member_messages set deleted_at = now() where ${live} and id = $3`,
    [brandId, memberId, id],
  );
  return rowCount ?? 0;
}
