import type { Queryable } from '../../platform/database/pool.ts';

/**
 * A set of members' bets and credits by day of the brand's clock (the agent centre's overview).
 * `memberIds` is a team (the agent centre asks the member domain for it); days are `YYYY-MM-DD`.
 */

export interface BetDayRow {
  day: string;
  valid_bets: bigint;
  payouts: bigint;
}

/** Settled rounds (vendor, house and PAPPU): a rolled-back stake is no longer in `stake`. */
export async function selectBetDays(
  db: Queryable,
  memberIds: readonly bigint[],
  range: { from: Date; to: Date; timeZone: string },
): Promise<{ days: BetDayRow[]; bettors: bigint[] }> {
  const { rows } = await db.query<BetDayRow & { bettors: bigint[] | null }>(
    `select to_char((settled_at at time zone $4)::date, 'YYYY-MM-DD') as day,
            sum(stake)::bigint as valid_bets, sum(payout)::bigint as payouts,
            array_agg(distinct member_id) as bettors
       from bets
      where member_id = any($1::bigint[]) and status = 'settled' and settled_at >= $2 and settled_at < $3
      group by 1 order by 1`,
    [memberIds, range.from, range.to, range.timeZone],
  );
  return {
    days: rows.map(({ day, valid_bets, payouts }) => ({ day, valid_bets, payouts })),
    bettors: rows.flatMap((row) => row.bettors ?? []),
  };
}

export interface CreditDayRow {
  day: string;
  kind: string;
  amount: bigint;
}

/** What journals of `kinds` credited to the members' main wallets (bonuses, rebates, commissions). */
export async function selectCreditDays(
  db: Queryable,
  memberIds: readonly bigint[],
  kinds: readonly string[],
  range: { from: Date; to: Date; timeZone: string },
): Promise<CreditDayRow[]> {
  const { rows } = await db.query<CreditDayRow>(
    `select to_char((p.created_at at time zone $5)::date, 'YYYY-MM-DD') as day, j.kind,
            sum(p.amount)::bigint as amount
       from ledger_accounts a
       join postings p on p.account_id = a.id and p.created_at >= $3 and p.created_at < $4
       join journals j on j.id = p.journal_id
      where a.member_id = any($1::bigint[]) and a.kind = 'main' and j.kind = any($2::text[]) and p.amount > 0
      group by 1, 2 order by 1`,
    [memberIds, kinds, range.from, range.to, range.timeZone],
  );
  return rows;
}

/** Every member's settled rounds in the range (a settlement's figures): valid bets and payouts. */
export async function selectBetsByMember(
  db: Queryable,
  brandId: number,
  range: { from: Date; to: Date },
  memberIds: readonly bigint[] | null = null,
): Promise<Array<{ member_id: bigint; valid_bets: bigint; payouts: bigint }>> {
  const { rows } = await db.query<{ member_id: bigint; valid_bets: bigint; payouts: bigint }>(
    `select member_id, sum(stake)::bigint as valid_bets, sum(payout)::bigint as payouts
       from bets
      where brand_id = $1 and status = 'settled' and settled_at >= $2 and settled_at < $3
        and ($4::bigint[] is null or member_id = any($4::bigint[]))
      group by member_id`,
    [brandId, range.from, range.to, memberIds],
  );
  return rows;
}

/**
 * Every real member's valid bets in the range by game type (what earns points): settled rounds
 * only, free play's left out.
 */
export async function selectBetsByMemberAndType(
  db: Queryable,
  brandId: number,
  range: { from: Date; to: Date },
): Promise<Array<{ member_id: bigint; game_type: string; valid_bets: bigint; payouts: bigint }>> {
  const { rows } = await db.query<{
    member_id: bigint;
    game_type: string;
    valid_bets: bigint;
    payouts: bigint;
  }>(
    `select member_id, game_type, sum(stake)::bigint as valid_bets, sum(payout)::bigint as payouts
       from bets
      where brand_id = $1 and status = 'settled' and settled_at >= $2 and settled_at < $3 and wallet <> 'play'
      group by member_id, game_type`,
    [brandId, range.from, range.to],
  );
  return rows;
}

/** Every member's bonuses, rebates and points paid as money, credited in the range. */
export async function selectBonusesByMember(
  db: Queryable,
  brandId: number,
  range: { from: Date; to: Date },
  memberIds: readonly bigint[] | null = null,
): Promise<Array<{ member_id: bigint; amount: bigint }>> {
  const { rows } = await db.query<{ member_id: bigint; amount: bigint }>(
    `select a.member_id, sum(p.amount)::bigint as amount
       from journals j
       join postings p on p.journal_id = j.id and p.amount > 0
       join ledger_accounts a on a.id = p.account_id and a.kind = 'main'
      where j.brand_id = $1 and j.kind in ('bonus', 'rebate', 'points') and j.created_at >= $2 and j.created_at < $3
        and ($4::bigint[] is null or a.member_id = any($4::bigint[]))
      group by a.member_id`,
    [brandId, range.from, range.to, memberIds],
  );
  return rows;
}

export interface BetTypeDayRow {
  day: string;
  game_type: string;
  bettors: number;
  rounds: number;
  valid_bets: bigint;
  payouts: bigint;
}

/** A set of members' settled rounds by day and game type (the team betting report). */
export async function selectBetTypeDays(
  db: Queryable,
  memberIds: readonly bigint[],
  range: { from: Date; to: Date; timeZone: string },
  gameType: string | null,
): Promise<BetTypeDayRow[]> {
  const { rows } = await db.query<BetTypeDayRow>(
    `select to_char((settled_at at time zone $4)::date, 'YYYY-MM-DD') as day, game_type,
            count(distinct member_id)::int as bettors, count(*)::int as rounds,
            sum(stake)::bigint as valid_bets, sum(payout)::bigint as payouts
       from bets
      where member_id = any($1::bigint[]) and status = 'settled' and settled_at >= $2 and settled_at < $3
        and ($5::text is null or game_type = $5)
      group by 1, 2 order by 1 desc, 2`,
    [memberIds, range.from, range.to, range.timeZone, gameType],
  );
  return rows;
}

export interface TeamPostingRow {
  id: bigint;
  created_at: Date;
  member_id: bigint;
  kind: string;
  amount: bigint;
  balance_after: bigint;
  total: number;
}

/** A set of members' main-wallet movements of some journal kinds, newest first (team transactions). */
export async function selectTeamPostings(
  db: Queryable,
  memberIds: readonly bigint[],
  filter: { from: Date; to: Date; kinds: readonly string[]; limit: number; offset: number },
): Promise<TeamPostingRow[]> {
  const { rows } = await db.query<TeamPostingRow>(
    `select p.id, p.created_at, a.member_id, j.kind, p.amount, p.balance_after, (count(*) over ())::int as total
       from ledger_accounts a
       join postings p on p.account_id = a.id and p.created_at >= $2 and p.created_at < $3
       join journals j on j.id = p.journal_id
      where a.member_id = any($1::bigint[]) and a.kind = 'main' and j.kind = any($4::text[])
      order by p.created_at desc, p.id desc limit $5 offset $6`,
    [memberIds, filter.from, filter.to, filter.kinds, filter.limit, filter.offset],
  );
  return rows;
}
