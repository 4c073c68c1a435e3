import type { FeedbackQuestionType, FeedbackStatus } from '@lotus/contract/values';
import { feedbackReplyHours } from '@lotus/contract/values';
import type { Queryable } from '../platform/database/pool.ts';

export interface FeedbackRow {
  id: bigint;
  member_id: bigint;
  username: string;
  question_type: FeedbackQuestionType;
  content: string;
  contact: string | null;
  idempotency_key: string;
  status: FeedbackStatus;
  reply: string | null;
  replied_at: Date | null;
  closed_at: Date | null;
  created_at: Date;
  /** Open and older than the reply promise, by the database's clock. */
  overdue: boolean;
}

// The promise in hours is a constant of the contract, written into the SQL (not a parameter) so
// every statement below keeps its own numbered parameters.
const overdueSql = `(f.status = 'open' and f.created_at < now() - interval '${feedbackReplyHours} hours')`;

const feedbackSelect = `
  select f.id, f.member_id, m.username, f.question_type, f.content, f.contact, f.idempotency_key, f.status,
         f.reply, f.replied_at, f.closed_at, f.created_at, ${overdueSql} as overdue
    from feedback f join members m on m.id = f.member_id`;

/**
 * Locks the member's row for the length of a submit, so two submits at once take turns over the
 * hourly limit and the idempotency key. Answers whether it is a free-play account (undefined: not
 * one of the brand's members).
 */
export async function lockMemberForFeedback(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<{ is_demo: boolean } | undefined> {
  const { rows } = await db.query<{ is_demo: boolean }>(
    'select is_demo from members where id = $1 and brand_id = $2 for no key update',
    [memberId, brandId],
  );
  return rows[0];
}

/** One feedback of the brand; of one member only when `memberId` is given. */
export async function selectFeedback(
  db: Queryable,
  brandId: number,
  id: bigint,
  memberId: bigint | null,
): Promise<FeedbackRow | undefined> {
  const { rows } = await db.query<FeedbackRow>(
    `${feedbackSelect} where f.brand_id = $1 and f.id = $2 and ($3::bigint is null or f.member_id = $3)`,
    [brandId, id, memberId],
  );
  return rows[0];
}

export async function selectFeedbackByKey(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  idempotencyKey: string,
): Promise<FeedbackRow | undefined> {
  const { rows } = await db.query<FeedbackRow>(
    `${feedbackSelect} where f.brand_id = $1 and f.member_id = $2 and f.idempotency_key = $3`,
    [brandId, memberId, idempotencyKey],
  );
  return rows[0];
}

/** The member's feedback of the last hour: how many, and when the oldest of them was sent. */
export async function selectLastHour(
  db: Queryable,
  memberId: bigint,
): Promise<{ count: number; oldest: Date | null }> {
  const { rows } = await db.query<{ count: bigint; oldest: Date | null }>(
    `select count(*) as count, min(created_at) as oldest from feedback
      where member_id = $1 and created_at > now() - interval '1 hour'`,
    [memberId],
  );
  const row = rows[0];
  return { count: Number(row?.count ?? 0n), oldest: row?.oldest ?? null };
}

export async function insertFeedback(
  db: Queryable,
  values: {
    brandId: number;
    memberId: bigint;
    questionType: FeedbackQuestionType;
    content: string;
    contact: string | null;
    idempotencyKey: string;
  },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into feedback (brand_id, member_id, question_type, content, contact, idempotency_key)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      values.brandId,
      values.memberId,
      values.questionType,
      values.content,
      values.contact,
      values.idempotencyKey,
    ],
  );
  return (rows[0] as { id: bigint }).id;
}

export interface FeedbackFilter {
  brandId: number;
  memberId: bigint | null;
  status: FeedbackStatus | null;
  questionType: FeedbackQuestionType | null;
  username: string | null;
  /** True: only the overdue; false: only those that are not; null: both. */
  overdue: boolean | null;
}

/** A page of feedback, newest first, with the number of all that match. */
export async function selectFeedbackPage(
  db: Queryable,
  filter: FeedbackFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where = `where f.brand_id = $1
      and ($2::bigint is null or f.member_id = $2)
      and ($3::text is null or f.status = $3)
      and ($4::text is null or f.question_type = $4)
      and ($5::text is null or lower(m.username) = lower($5))
      and ($6::boolean is null or ${overdueSql} = $6)`;
  const values = [
    filter.brandId,
    filter.memberId,
    filter.status,
    filter.questionType,
    filter.username,
    filter.overdue,
  ];
  const list = await db.query<FeedbackRow>(
    `${feedbackSelect} ${where} order by f.created_at desc, f.id desc limit $7 offset $8`,
    [...values, page.limit, page.offset],
  );
  const count = await db.query<{ total: bigint }>(
    `select count(*) as total from feedback f join members m on m.id = f.member_id ${where}`,
    values,
  );
  return { rows: list.rows, total: Number(count.rows[0]?.total ?? 0n) };
}

/** Locks one feedback for an operator's decision: two decisions on it take turns. */
export async function lockFeedback(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<{ status: FeedbackStatus; reply: string | null } | undefined> {
  const { rows } = await db.query<{ status: FeedbackStatus; reply: string | null }>(
    'select status, reply from feedback where brand_id = $1 and id = $2 for update',
    [brandId, id],
  );
  return rows[0];
}

export async function markAnswered(db: Queryable, id: bigint, reply: string): Promise<void> {
  await db.query(`update feedback set status = 'answered', reply = $2, replied_at = now() where id = $1`, [
    id,
    reply,
  ]);
}

export async function markClosed(db: Queryable, id: bigint): Promise<void> {
  await db.query(`update feedback set status = 'closed', closed_at = now() where id = $1`, [id]);
}
