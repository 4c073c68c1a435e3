import type { Queryable } from '../platform/database/pool.ts';

export interface WinnerRow {
  username: string;
  game_code: string;
  prize: bigint;
  time: Date;
}

/**
 * The brand's latest real wins: settled rounds of `bets` (house and vendor games) paying at least
 * `threshold`, and jackpots paid of at least as much, newest first.
 */
export async function selectWinners(
  db: Queryable,
  query: { brandId: number; threshold: bigint; limit: number },
): Promise<WinnerRow[]> {
  const { rows } = await db.query<WinnerRow>(
    `select m.username, w.game_code, w.prize, w.time from (
       (select b.member_id, b.game_code, b.payout as prize, b.settled_at as time, b.id as tie
          from bets b
         where b.brand_id = $1 and b.status = 'settled' and b.payout > 0 and b.payout >= $2
         order by b.settled_at desc, b.id desc limit $3)
       union all
       (select j.member_id, 'jackpot', j.amount, j.created_at, j.id
          from jackpot_payouts j
         where j.brand_id = $1 and j.amount >= $2
         order by j.created_at desc, j.id desc limit $3)
     ) w join members m on m.id = w.member_id
     order by w.time desc, w.tie desc
     limit $3`,
    [query.brandId, query.threshold, query.limit],
  );
  return rows;
}
