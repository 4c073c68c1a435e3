import type { Queryable } from '../../platform/database/pool.ts';

/** Agent transfers (migration 0051). */

export interface TransferRow {
  id: bigint;
  from_id: bigint;
  to_id: bigint;
  from_username: string;
  to_username: string;
  direction: 'upline' | 'downline';
  amount: bigint;
  created_at: Date;
  total: number;
}

const columns = `t.id, t.from_id, t.to_id, f.username as from_username, r.username as to_username, t.direction,
  t.amount, t.created_at`;
const joined = 'agent_transfers t join members f on f.id = t.from_id join members r on r.id = t.to_id';

export async function selectTransferByKey(
  db: Queryable,
  fromId: bigint,
  key: string,
): Promise<(TransferRow & { idempotency_key: string }) | undefined> {
  const { rows } = await db.query<TransferRow & { idempotency_key: string }>(
    `select ${columns}, 0 as total, t.idempotency_key from ${joined} where t.from_id = $1 and t.idempotency_key = $2`,
    [fromId, key],
  );
  return rows[0];
}

/** What the member sent since `since` (today's limit). */
export async function selectSentSince(db: Queryable, fromId: bigint, since: Date): Promise<bigint> {
  const { rows } = await db.query<{ sent: bigint }>(
    'select coalesce(sum(amount), 0)::bigint as sent from agent_transfers where from_id = $1 and created_at >= $2',
    [fromId, since],
  );
  return rows[0]!.sent;
}

export async function insertTransfer(
  db: Queryable,
  transfer: {
    brandId: number;
    fromId: bigint;
    toId: bigint;
    direction: 'upline' | 'downline';
    amount: bigint;
    key: string;
    journalId: bigint;
  },
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into agent_transfers (brand_id, from_id, to_id, direction, amount, idempotency_key, journal_id)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      transfer.brandId,
      transfer.fromId,
      transfer.toId,
      transfer.direction,
      transfer.amount,
      transfer.key,
      transfer.journalId,
    ],
  );
  return rows[0]!.id;
}

export async function selectTransferById(db: Queryable, id: bigint): Promise<TransferRow> {
  const { rows } = await db.query<TransferRow>(
    `select ${columns}, 0 as total from ${joined} where t.id = $1`,
    [id],
  );
  return rows[0]!;
}

/** The member's transfers sent and received, newest first. */
export async function selectTransfersOf(
  db: Queryable,
  memberId: bigint,
  page: { limit: number; offset: number },
): Promise<TransferRow[]> {
  const { rows } = await db.query<TransferRow>(
    `select ${columns}, (count(*) over ())::int as total from ${joined}
      where t.from_id = $1 or t.to_id = $1
      order by t.created_at desc, t.id desc limit $2 offset $3`,
    [memberId, page.limit, page.offset],
  );
  return rows;
}
