import type { PointsRateType } from '@lotus/contract/points';
import type { Queryable } from '../../platform/database/pool.ts';

/** What moved a member's points (its points account's postings) and its totals (read only). */

export interface PointsEntryRow {
  id: bigint;
  amount: bigint;
  balance_after: bigint;
  created_at: Date;
  earning_type: PointsRateType | null;
  period_key: string | null;
  base: bigint | null;
  exchange_id: bigint | null;
  exchange_type: string | null;
  exchange_texts: Record<string, { name: string; description: string }> | null;
  returned: boolean;
  /** A campaign draw's prize: the campaign's words. */
  campaign_texts: Record<string, { name: string }> | null;
}

/**
 * The member's points account's postings, newest first, each with what it was: an hour's earning,
 * an exchange's points, or their return, a campaign's prize.
 */
export async function selectPointsEntries(
  db: Queryable,
  memberId: bigint,
  page: { limit: number; offset: number },
): Promise<{ rows: PointsEntryRow[]; total: number }> {
  const { rows } = await db.query<PointsEntryRow & { total: number }>(
    `select p.id, p.amount, p.balance_after, p.created_at, e.type as earning_type, e.period_key, e.base,
            x.id as exchange_id, x.type as exchange_type, x.texts as exchange_texts, coalesce(x.return_journal_id = p.journal_id, false) as returned,
            c.texts as campaign_texts, (count(*) over ())::int as total
       from ledger_accounts a
       join postings p on p.account_id = a.id
       left join points_earnings e on e.journal_id = p.journal_id and e.member_id = a.member_id
       left join points_exchanges x on x.member_id = a.member_id
                                   and (x.points_journal_id = p.journal_id or x.return_journal_id = p.journal_id)
       left join reward_campaign_draws d on d.journal_id = p.journal_id and d.member_id = a.member_id
       left join reward_campaigns c on c.id = d.campaign_id
      where a.member_id = $1 and a.kind = 'points'
      order by p.created_at desc, p.id desc
      limit $2 offset $3`,
    [memberId, page.limit, page.offset],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Points earned and spent over the account's life (spent: exchanged less returned). */
export async function selectPointsTotals(
  db: Queryable,
  memberId: bigint,
): Promise<{ earned: bigint; spent: bigint }> {
  const { rows } = await db.query<{ earned: bigint; spent: bigint }>(
    `select coalesce((select sum(points) from points_earnings where member_id = $1), 0)::bigint as earned,
            coalesce((select sum(points) from points_exchanges where member_id = $1 and status <> 'rejected'), 0)::bigint as spent`,
    [memberId],
  );
  return rows[0]!;
}
