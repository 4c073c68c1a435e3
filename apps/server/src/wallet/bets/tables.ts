import type { Queryable } from '../../platform/database/pool.ts';

/**
 * The bets: one row per round of one member at one vendor (migration 0020). Written only inside the
 * transaction of the round's ledger journal, by the wallet API that moved the money.
 */
export interface BetRow {
  id: bigint;
  member_id: bigint;
  vendor_id: number;
  vendor_code: string;
  game_code: string;
  game_type: string;
  round_id: string;
  wallet: 'main' | 'vendor' | 'play';
  currency: string;
  stake: bigint;
  rolled_back_stake: bigint;
  payout: bigint;
  bets_open: number;
  status: 'open' | 'settled' | 'rolled_back';
  placed_at: Date;
  settled_at: Date | null;
}

const betColumns = `id, member_id, vendor_id, vendor_code, game_code, game_type, round_id, wallet, currency,
  stake, rolled_back_stake, payout, bets_open, status, placed_at, settled_at`;

/** The round, locked for the rest of the transaction; undefined when it does not exist. */
export async function lockRound(
  db: Queryable,
  round: { vendorId: number; memberId: bigint; roundId: string },
): Promise<BetRow | undefined> {
  const { rows } = await db.query<BetRow>(
    `select ${betColumns} from bets where vendor_id = $1 and member_id = $2 and round_id = $3 for update`,
    [round.vendorId, round.memberId, round.roundId],
  );
  return rows[0];
}

/** Opens the round unless it exists, and locks it either way (a concurrent opener's row is waited for). */
export async function openRound(
  db: Queryable,
  round: {
    brandId: number;
    memberId: bigint;
    vendorId: number;
    vendorCode: string;
    gameCode: string;
    gameType: string;
    roundId: string;
    wallet: 'main' | 'vendor' | 'play';
    currency: string;
  },
): Promise<BetRow> {
  const { rows } = await db.query<BetRow>(
    `insert into bets (brand_id, member_id, vendor_id, vendor_code, game_code, game_type, round_id, wallet, currency)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (vendor_id, member_id, round_id) do nothing
     returning ${betColumns}`,
    [
      round.brandId,
      round.memberId,
      round.vendorId,
      round.vendorCode,
      round.gameCode,
      round.gameType,
      round.roundId,
      round.wallet,
      round.currency,
    ],
  );
  const inserted = rows[0] ?? (await lockRound(db, round));
  if (!inserted) throw new Error('bets: a round that blocked the insert is gone');
  return inserted;
}

/**
 * Opens the round with its first bet in one statement; when the round exists already (a retry of a
 * committed stake, or a concurrent opener) it is locked and answered as it is, and the caller adds
 * the bet as openRound's callers do. `added` says whether the stake is in the row.
 */
export async function openRoundWithStake(
  db: Queryable,
  round: Parameters<typeof openRound>[1],
  stake: bigint,
): Promise<{ row: BetRow; added: boolean }> {
  const { rows } = await db.query<BetRow>({
    // Named: each connection parses and plans it once; it runs in every house bet.
    name: 'bets-open-with-stake',
    text: `insert into bets (brand_id, member_id, vendor_id, vendor_code, game_code, game_type, round_id, wallet, currency,
       stake, bets_open, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, 'open')
     on conflict (vendor_id, member_id, round_id) do nothing
     returning ${betColumns}`,
    values: [
      round.brandId,
      round.memberId,
      round.vendorId,
      round.vendorCode,
      round.gameCode,
      round.gameType,
      round.roundId,
      round.wallet,
      round.currency,
      stake,
    ],
  });
  if (rows[0]) return { row: rows[0], added: true };
  const existing = await lockRound(db, round);
  if (!existing) throw new Error('bets: a round that blocked the insert is gone');
  return { row: existing, added: false };
}

/**
 * Settles the round with a payout unless it is settled already, in one statement: answers whether
 * it did (false: the round is settled already, or does not exist; lockRound tells which).
 */
export async function payUnsettledRound(
  db: Queryable,
  round: { vendorId: number; memberId: bigint; roundId: string },
  payout: bigint,
): Promise<boolean> {
  const { rowCount } = await db.query({
    // Named: each connection parses and plans it once; it runs in every house bet.
    name: 'bets-pay-unsettled',
    text: `update bets set payout = payout + $4, status = 'settled', settled_at = coalesce(settled_at, now()),
            updated_at = now()
      where vendor_id = $1 and member_id = $2 and round_id = $3 and status <> 'settled'`,
    values: [round.vendorId, round.memberId, round.roundId, payout],
  });
  return rowCount === 1;
}

/** A bet joins the round (a round whose bets were all rolled back opens again). */
export async function addBetToRound(db: Queryable, betId: bigint, stake: bigint): Promise<void> {
  await db.query(
    `update bets set stake = stake + $2, bets_open = bets_open + 1, status = 'open', updated_at = now()
      where id = $1`,
    [betId, stake],
  );
}

/** A payout settles the round (the first one sets the settlement time; later ones add to the payout). */
export async function payRound(db: Queryable, betId: bigint, payout: bigint): Promise<void> {
  await db.query(
    `update bets set payout = payout + $2, status = 'settled', settled_at = coalesce(settled_at, now()),
            updated_at = now()
      where id = $1`,
    [betId, payout],
  );
}

/** One bet of the round is rolled back; the last standing one rolls the round back. */
export async function rollBackBetOfRound(db: Queryable, betId: bigint, stake: bigint): Promise<void> {
  await db.query(
    `update bets set stake = stake - $2, rolled_back_stake = rolled_back_stake + $2, bets_open = bets_open - 1,
            status = case when bets_open = 1 then 'rolled_back' else status end, updated_at = now()
      where id = $1`,
    [betId, stake],
  );
}

/** A member's rounds placed in [from, to] (calendar days in `timeZone`), newest first, with the total count. */
export async function selectMemberRounds(
  db: Queryable,
  query: {
    memberId: bigint;
    from: string;
    to: string;
    timeZone: string;
    gameType: string | null;
    status: string | null;
    limit: number;
    offset: number;
  },
): Promise<{ rows: BetRow[]; total: number }> {
  const { rows } = await db.query<BetRow & { total: bigint }>(
    `select ${betColumns}, count(*) over () as total
       from bets
      where member_id = $1
        and placed_at >= ($2::date)::timestamp at time zone $4
        and placed_at < ($3::date + 1)::timestamp at time zone $4
        and ($5::text is null or game_type = $5)
        and ($6::text is null or status = $6)
      order by placed_at desc, id desc
      limit $7 offset $8`,
    [
      query.memberId,
      query.from,
      query.to,
      query.timeZone,
      query.gameType,
      query.status,
      query.limit,
      query.offset,
    ],
  );
  if (rows.length === 0 && query.offset > 0) {
    // Past the last page: the total still answers how many there are.
    const count = await db.query<{ total: bigint }>(
      `select count(*) as total from bets
        where member_id = $1
          and placed_at >= ($2::date)::timestamp at time zone $4
          and placed_at < ($3::date + 1)::timestamp at time zone $4
          and ($5::text is null or game_type = $5)
          and ($6::text is null or status = $6)`,
      [query.memberId, query.from, query.to, query.timeZone, query.gameType, query.status],
    );
    return { rows: [], total: Number(count.rows[0]?.total ?? 0n) };
  }
  return { rows, total: Number(rows[0]?.total ?? 0n) };
}

export interface ProfitLossRow {
  /** A day (YYYY-MM-DD) or a game type. */
  key: string;
  rounds: bigint;
  stake: bigint;
  payout: bigint;
}

/**
 * A member's settled rounds in [from, to] (calendar days of settlement in `timeZone`), summed per
 * day of settlement or per game type.
 */
export async function selectProfitLoss(
  db: Queryable,
  query: { memberId: bigint; from: string; to: string; timeZone: string; by: 'day' | 'gameType' },
): Promise<ProfitLossRow[]> {
  const key = query.by === 'day' ? `to_char((settled_at at time zone $4)::date, 'YYYY-MM-DD')` : 'game_type';
  const { rows } = await db.query<ProfitLossRow>(
    `select ${key} as key, count(*) as rounds, coalesce(sum(stake), 0)::bigint as stake,
            coalesce(sum(payout), 0)::bigint as payout
       from bets
      where member_id = $1 and status = 'settled'
        and settled_at >= ($2::date)::timestamp at time zone $4
        and settled_at < ($3::date + 1)::timestamp at time zone $4
      group by 1
      order by 1 desc`,
    [query.memberId, query.from, query.to, query.timeZone],
  );
  return rows;
}
