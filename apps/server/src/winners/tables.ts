import type { Winner } from '@lotus/contract';
import type { Queryable } from '../platform/database/pool.ts';

export interface WinnerRow {
  username: string;
  kind: Winner['kind'];
  game_code: string;
  /** The catalog's `names` of the game (null when the catalog does not list it). */
  names: Record<string, unknown> | null;
  prize: bigint;
  time: Date;
}

/**
 * The brand's latest real wins: settled rounds of `bets` (house and vendor games) paying at least
 * `threshold`, and jackpots paid of at least as much, newest first, each with its game's catalog
 * names. A round names its game by its vendor and code (two vendors may share a code); a jackpot was
 * triggered by a round of the house vendor, `houseVendorCode`.
 */
export async function selectWinners(
  db: Queryable,
  query: { brandId: number; threshold: bigint; limit: number; houseVendorCode: string },
): Promise<WinnerRow[]> {
  const { rows } = await db.query<WinnerRow>(
    `select m.username, w.kind, w.game_code, g.names, w.prize, w.time from (
       (select b.member_id, 'win' as kind, b.vendor_id, b.game_code, b.payout as prize,
               b.settled_at as time, b.id as tie
          from bets b
         where b.brand_id = $1 and b.status = 'settled' and b.payout > 0 and b.payout >= $2
         order by b.settled_at desc, b.id desc limit $3)
       union all
       (select j.member_id, 'jackpot', v.id, j.game, j.amount, j.created_at, j.id
          from jackpot_payouts j
          left join vendors v on v.brand_id = j.brand_id and v.code = $4
         where j.brand_id = $1 and j.amount >= $2
         order by j.created_at desc, j.id desc limit $3)
     ) w join members m on m.id = w.member_id
     left join games g on g.brand_id = $1 and g.vendor_id = w.vendor_id and g.code = w.game_code
     order by w.time desc, w.tie desc
     limit $3`,
    [query.brandId, query.threshold, query.limit, query.houseVendorCode],
  );
  return rows;
}

/**
 * What a `winner` notice needs beyond the round: the member's username, the game's catalog names,
 * and the transaction's clock, which is the `settled_at` of the round it settles (and the
 * `created_at` of a jackpot it pays), so the notice and the board agree on the time to the instant.
 */
export async function selectWinnerFacts(
  db: Queryable,
  query: { brandId: number; memberId: bigint; vendorId: number; gameCode: string },
): Promise<{ username: string; names: Record<string, unknown> | null; time: Date }> {
  const { rows } = await db.query<{ username: string; names: Record<string, unknown> | null; time: Date }>(
    `select m.username, g.names, now() as time
       from members m
       left join games g on g.brand_id = $1 and g.vendor_id = $3 and g.code = $4
      where m.id = $2`,
    [query.brandId, query.memberId, query.vendorId, query.gameCode],
  );
  return rows[0] ?? { username: '', names: null, time: new Date() };
}
