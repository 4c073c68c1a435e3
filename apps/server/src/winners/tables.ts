import type { Winner } from '@lotus/contract/house-games';
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
 * What makes a win public, for the winners board, the winners list and the leaderboard alike: a
 * settled round of `bets` (house and vendor games) paying at least the threshold ($2) and a jackpot
 * paid of at least as much, in the brand ($1). Play money's rounds (wallet 'play', decision 0018)
 * are never wins. `payout > 0` and `wallet <> 'play'` are spelt out so the planner matches the
 * partial index `bets_winners` (brand_id, settled_at) where status = 'settled' and payout > 0 and
 * wallet <> 'play' (migration 0044).
 */
const roundWins = `b.brand_id = $1 and b.status = 'settled' and b.payout > 0 and b.wallet <> 'play' and b.payout >= $2`;
const jackpotWins = `j.brand_id = $1 and j.amount >= $2`;

/** The two orders a list of wins comes in: each source's own, then the merged list's. */
const winOrders = {
  newest: {
    rounds: 'b.settled_at desc, b.id desc',
    jackpots: 'j.created_at desc, j.id desc',
    wins: 'w.time desc, w.tie desc',
  },
  // Among equal prizes, the earlier win ranks first: it got there first.
  biggest: {
    rounds: 'b.payout desc, b.settled_at, b.id',
    jackpots: 'j.amount desc, j.created_at, j.id',
    wins: 'w.prize desc, w.time, w.tie',
  },
} as const;

/**
 * The one query behind every list of wins: the first $3 wins of each source in `order` (enough for
 * any page that ends at $3), merged, with the member's username and the game's catalog names, then
 * $5 lines from line $6. A round names its game by its vendor and code (two vendors may share a
 * code); a jackpot was triggered by a round of the house vendor ($4). A `bounded` list keeps the
 * wins of a period: from $7 (inclusive) to $8 (exclusive).
 */
function winsSql(order: keyof typeof winOrders, bounded: boolean): string {
  const by = winOrders[order];
  const roundsSince = bounded ? 'and b.settled_at >= $7 and b.settled_at < $8' : '';
  const jackpotsSince = bounded ? 'and j.created_at >= $7 and j.created_at < $8' : '';
  return `select m.username, w.kind, w.game_code, g.names, w.prize, w.time from (
       (select b.member_id, 'win' as kind, b.vendor_id, b.game_code, b.payout as prize,
               b.settled_at as time, b.id as tie
          from bets b
         where ${roundWins} ${roundsSince}
         order by ${by.rounds} limit $3)
       union all
       (select j.member_id, 'jackpot', v.id, j.game, j.amount, j.created_at, j.id
          from jackpot_payouts j
          left join vendors v on v.brand_id = j.brand_id and v.code = $4
         where ${jackpotWins} ${jackpotsSince}
         order by ${by.jackpots} limit $3)
     ) w join members m on m.id = w.member_id
     left join games g on g.brand_id = $1 and g.vendor_id = w.vendor_id and g.code = w.game_code
     order by ${by.wins}
     limit $5 offset $6`;
}

/**
 * The brand's real wins, newest first: `limit` lines from line `offset` (the board is the first 20,
 * the winners list pages through them).
 */
export async function selectWinners(
  db: Queryable,
  query: { brandId: number; threshold: bigint; limit: number; offset?: number; houseVendorCode: string },
): Promise<WinnerRow[]> {
  const offset = query.offset ?? 0;
  const { rows } = await db.query<WinnerRow>(winsSql('newest', false), [
    query.brandId,
    query.threshold,
    offset + query.limit,
    query.houseVendorCode,
    query.limit,
    offset,
  ]);
  return rows;
}

/**
 * How many real wins the brand has paid, counting no further than `cap` (a public call must not
 * count every win a big brand ever paid).
 */
export async function countWinners(
  db: Queryable,
  query: { brandId: number; threshold: bigint; cap: number },
): Promise<number> {
  const { rows } = await db.query<{ total: bigint }>(
    `select (select count(*) from (select 1 from bets b where ${roundWins} limit $3) r)
          + (select count(*) from (select 1 from jackpot_payouts j where ${jackpotWins} limit $3) p) as total`,
    [query.brandId, query.threshold, query.cap],
  );
  return Math.min(Number(rows[0]?.total ?? 0n), query.cap);
}

/** A period of the leaderboard as PostgreSQL cut it in the brand's time zone. */
export interface WinPeriod {
  from: Date;
  to: Date;
  timeZone: string;
}

/**
 * The current calendar day or week (weeks start on Monday: PostgreSQL's `date_trunc('week')`) in the
 * brand's time zone, as instants: its first, and the first of the next. The next is found on the
 * local calendar before it is turned into an instant, so a day with a daylight-saving change keeps
 * its 23 or 25 hours.
 */
export async function selectWinPeriod(
  db: Queryable,
  query: { brandId: number; unit: 'day' | 'week' },
): Promise<WinPeriod> {
  const { rows } = await db.query<{ starts: Date; ends: Date; time_zone: string }>(
    `select period.starts at time zone br.time_zone as starts,
            (period.starts + ('1 ' || $2::text)::interval) at time zone br.time_zone as ends,
            br.time_zone
       from brands br
      cross join lateral (select date_trunc($2::text, now() at time zone br.time_zone) as starts) period
      where br.id = $1`,
    [query.brandId, query.unit],
  );
  const row = rows[0];
  if (!row) throw new Error(`winners: brand ${query.brandId} does not exist`);
  return { from: row.starts, to: row.ends, timeZone: row.time_zone };
}

/** The biggest single wins settled in [from, to), biggest first: the leaderboard's lines. */
export async function selectBiggestWins(
  db: Queryable,
  query: { brandId: number; threshold: bigint; limit: number; houseVendorCode: string; from: Date; to: Date },
): Promise<WinnerRow[]> {
  const { rows } = await db.query<WinnerRow>(winsSql('biggest', true), [
    query.brandId,
    query.threshold,
    query.limit,
    query.houseVendorCode,
    query.limit,
    0,
    query.from,
    query.to,
  ]);
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
