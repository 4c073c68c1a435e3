import type { Queryable } from '../database/pool.ts';

export interface EmailOutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  purpose: string;
  createdAt: string;
}

/** A page of the development outbox, newest first, optionally for one address (any case). */
export async function selectEmailOutbox(
  db: Queryable,
  brandId: number,
  query: { to: string | undefined; page: number; size: number },
): Promise<{ content: EmailOutboxMessage[]; page: number; size: number; total: number }> {
  const to = query.to ?? null;
  const where = `brand_id = $1 and ($2::text is null or lower("to") = lower($2))`;
  const { rows } = await db.query<{
    id: bigint;
    to: string;
    subject: string;
    text: string;
    purpose: string;
    created_at: Date;
    total: number;
  }>(
    `select id, "to", subject, text, purpose, created_at, count(*) over ()::int as total
       from email_outbox where ${where}
      order by created_at desc, id desc limit $3 offset $4`,
    [brandId, to, query.size, (query.page - 1) * query.size],
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const counted = await db.query<{ total: number }>(
      `select count(*)::int as total from email_outbox where ${where}`,
      [brandId, to],
    );
    total = counted.rows[0]?.total ?? 0;
  }
  return {
    content: rows.map((row) => ({
      id: String(row.id),
      to: row.to,
      subject: row.subject,
      text: row.text,
      purpose: row.purpose,
      createdAt: row.created_at.toISOString(),
    })),
    page: query.page,
    size: query.size,
    total,
  };
}
