import type { Queryable } from '../../platform/database/pool.ts';

export interface MemberPostingRow {
  posting_id: bigint;
  journal_id: bigint;
  journal_kind: string;
  memo: string | null;
  amount: bigint;
  currency: string;
  created_at: Date;
}

export interface PostingsOfKindsFilter {
  brandId: number;
  memberId: bigint;
  /** Journal kinds to include. */
  kinds: string[];
  from: Date | null;
  to: Date | null;
}

const where = `a.brand_id = $1 and a.member_id = $2 and a.kind = 'main' and j.kind = any($3::text[])
  and ($4::timestamptz is null or p.created_at >= $4) and ($5::timestamptz is null or p.created_at < $5)`;

/**
 * The member's main-wallet postings of some journal kinds, newest first (bonus details: bonus and
 * rebate). Read only; the ledger service stays the only writer of these tables.
 */
export async function selectPostingsOfKinds(
  db: Queryable,
  filter: PostingsOfKindsFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: MemberPostingRow[]; total: number }> {
  const params = [filter.brandId, filter.memberId, filter.kinds, filter.from, filter.to];
  const from = `from postings p join ledger_accounts a on a.id = p.account_id join journals j on j.id = p.journal_id
    where ${where}`;
  const list = await db.query<MemberPostingRow>(
    `select p.id as posting_id, p.journal_id, j.kind as journal_kind, j.memo, p.amount, a.currency, p.created_at
       ${from}
      order by p.created_at desc, p.id desc
      limit $6 offset $7`,
    [...params, page.limit, page.offset],
  );
  const count = await db.query<{ total: bigint }>(`select count(*) as total ${from}`, params);
  return { rows: list.rows, total: Number(count.rows[0]?.total ?? 0n) };
}
