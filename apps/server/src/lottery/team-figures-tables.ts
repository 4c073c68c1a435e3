import type { Queryable } from '../platform/database/pool.ts';

export interface LotteryDayRow {
  day: string;
  valid_bets: bigint;
  payouts: bigint;
  bettors: bigint[] | null;
  /** Member-draws with a valid bet. */
  rounds: number;
}

/**
 * The members' rounds by day of the brand's clock: each draw by its latest settlement (a correction
 * replaces what the result paid), on the day that settlement ran; a void counts nothing.
 */
export async function selectLotteryDays(
  db: Queryable,
  memberIds: readonly bigint[],
  range: { from: Date; to: Date; timeZone: string },
): Promise<LotteryDayRow[]> {
  const { rows } = await db.query<LotteryDayRow>(
    `select to_char((s.settled_at at time zone $4)::date, 'YYYY-MM-DD') as day,
            sum(r.valid_bet)::bigint as valid_bets, sum(r.winnings)::bigint as payouts,
            array_agg(distinct r.member_id) filter (where r.valid_bet > 0) as bettors,
            (count(*) filter (where r.valid_bet > 0))::int as rounds
       from lottery_round_results r
       join lottery_settlements s on s.id = r.settlement_id
      where r.member_id = any($1::bigint[]) and s.kind <> 'void'
        and s.settled_at >= $2 and s.settled_at < $3
        and s.id = (select max(latest.id) from lottery_settlements latest where latest.draw_id = s.draw_id)
      group by 1 order by 1`,
    [memberIds, range.from, range.to, range.timeZone],
  );
  return rows;
}

/** Every member's rounds settled in the range, each draw by its latest settlement (a settlement's figures). */
export async function selectLotteryByMember(
  db: Queryable,
  brandId: number,
  range: { from: Date; to: Date },
  memberIds: readonly bigint[] | null = null,
): Promise<Array<{ member_id: bigint; valid_bets: bigint; payouts: bigint }>> {
  const { rows } = await db.query<{ member_id: bigint; valid_bets: bigint; payouts: bigint }>(
    `select r.member_id, sum(r.valid_bet)::bigint as valid_bets, sum(r.winnings)::bigint as payouts
       from lottery_settlements s
       join lottery_round_results r on r.settlement_id = s.id
      where s.brand_id = $1 and s.kind <> 'void' and s.settled_at >= $2 and s.settled_at < $3
        and s.id = (select max(latest.id) from lottery_settlements latest where latest.draw_id = s.draw_id)
        and ($4::bigint[] is null or r.member_id = any($4::bigint[]))
      group by r.member_id`,
    [brandId, range.from, range.to, memberIds],
  );
  return rows;
}

/**
 * Every bet of the draws whose result was settled in the range, with what that settlement paid it
 * (the real-time salary's rounds). A draw counts once, at its first result; a correction or a void
 * later does not count again.
 */
export async function selectRoundBetsSettledIn(
  db: Queryable,
  brandId: number,
  range: { from: Date; to: Date },
): Promise<Array<{ member_id: bigint; draw_id: bigint; stake: bigint; payout: bigint }>> {
  const { rows } = await db.query<{ member_id: bigint; draw_id: bigint; stake: bigint; payout: bigint }>(
    `select b.member_id, b.draw_id, b.stake, coalesce(w.winnings, 0)::bigint as payout
       from lottery_settlements s
       join lottery_bets b on b.draw_id = s.draw_id
       left join lottery_bet_wins w on w.settlement_id = s.id and w.bet_id = b.id
      where s.brand_id = $1 and s.kind = 'result' and s.settled_at >= $2 and s.settled_at < $3`,
    [brandId, range.from, range.to],
  );
  return rows;
}
