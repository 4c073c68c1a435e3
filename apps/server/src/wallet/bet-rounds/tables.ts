import type { Queryable } from '../../platform/database/pool.ts';
import type { BetRow } from '../bets/tables.ts';

/**
 * The game recall's reads: one row of `bets` (with its member's username), what happened in its
 * round (a vendor's transactions, a PAPPU bet with its round), and the operator's list of every
 * round of the brand. Reads only; every lookup goes by a primary key or an index (migration 0026).
 */

export type BetRowWithUsername = BetRow & { username: string };

const betColumns = `b.id, b.member_id, b.vendor_id, b.vendor_code, b.game_code, b.game_type, b.round_id, b.wallet,
  b.currency, b.stake, b.rolled_back_stake, b.payout, b.bets_open, b.status, b.placed_at, b.settled_at, m.username`;

/** One round of the brand; with `memberId`, only if it is that member's (another's is as if absent). */
export async function selectBet(
  db: Queryable,
  query: { brandId: number; id: bigint; memberId?: bigint },
): Promise<BetRowWithUsername | undefined> {
  const { rows } = await db.query<BetRowWithUsername>(
    `select ${betColumns} from bets b join members m on m.id = b.member_id
      where b.id = $1 and b.brand_id = $2 and ($3::bigint is null or b.member_id = $3)`,
    [query.id, query.brandId, query.memberId ?? null],
  );
  return rows[0];
}

export interface RoundTransactionRow {
  kind: 'debit' | 'credit' | 'rollback';
  transaction_id: string;
  /** A rollback's: the stake it gave back (its own row keeps 0). */
  amount: bigint;
  status: 'pending' | 'applied' | 'refused' | 'tombstone' | 'rolled_back';
  created_at: Date;
}

/**
 * The vendor transactions the wallet decided for the round, oldest first. A rollback's own row holds
 * no amount: it gave back the stake of the bet with its transaction id, when that bet is marked
 * rolled back.
 */
export async function selectRoundTransactions(db: Queryable, betId: bigint): Promise<RoundTransactionRow[]> {
  const { rows } = await db.query<RoundTransactionRow>(
    `select t.kind, t.transaction_id, t.status, t.created_at,
            case when t.kind = 'rollback' then coalesce(
              (select d.amount from vendor_transactions d
                where d.vendor_id = t.vendor_id and d.kind = 'debit' and d.transaction_id = t.transaction_id
                  and d.bet_id = t.bet_id and d.status = 'rolled_back'), 0)
            else t.amount end as amount
       from vendor_transactions t
      where t.bet_id = $1
      order by t.created_at, t.id`,
    [betId],
  );
  return rows;
}

export interface CrashBetRecallRow {
  auto_cash_out: bigint | null;
  cashed_out_at: bigint | null;
  round_number: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  crash_point: bigint;
  phase: 'betting' | 'running' | 'crashed';
  crashed_at: Date | null;
}

/** A member's PAPPU bet with its round (migration 0025). */
export async function selectCrashBetRecall(
  db: Queryable,
  bet: { brandId: number; id: bigint; memberId: bigint },
): Promise<CrashBetRecallRow | undefined> {
  const { rows } = await db.query<CrashBetRecallRow>(
    `select b.auto_cash_out, b.cashed_out_at, r.round_number, r.server_seed, r.server_seed_hash, r.client_seed,
            r.crash_point, r.phase, r.crashed_at
       from crash_bets b join crash_rounds r on r.id = b.round_id
      where b.id = $1 and b.brand_id = $2 and b.member_id = $3`,
    [bet.id, bet.brandId, bet.memberId],
  );
  return rows[0];
}

/** The brand's rounds placed in [from, to] (calendar days in `timeZone`), newest first, with the total count. */
export async function selectBrandRounds(
  db: Queryable,
  query: {
    brandId: number;
    from: string;
    to: string;
    timeZone: string;
    username: string | null;
    vendorCode: string | null;
    gameCode: string | null;
    gameType: string | null;
    status: string | null;
    limit: number;
    offset: number;
  },
): Promise<{ rows: BetRowWithUsername[]; total: number }> {
  const where = `where b.brand_id = $1
        and b.placed_at >= ($2::date)::timestamp at time zone $4
        and b.placed_at < ($3::date + 1)::timestamp at time zone $4
        and ($5::text is null or m.username = $5)
        and ($6::text is null or b.vendor_code = $6)
        and ($7::text is null or b.game_code = $7)
        and ($8::text is null or b.game_type = $8)
        and ($9::text is null or b.status = $9)`;
  const params = [
    query.brandId,
    query.from,
    query.to,
    query.timeZone,
    query.username,
    query.vendorCode,
    query.gameCode,
    query.gameType,
    query.status,
  ];
  const { rows } = await db.query<BetRowWithUsername & { total: bigint }>(
    `select ${betColumns}, count(*) over () as total
       from bets b join members m on m.id = b.member_id
      ${where}
      order by b.placed_at desc, b.id desc
      limit $10 offset $11`,
    [...params, query.limit, query.offset],
  );
  if (rows.length === 0 && query.offset > 0) {
    // Past the last page: the total still answers how many there are.
    const count = await db.query<{ total: bigint }>(
      `select count(*) as total from bets b join members m on m.id = b.member_id ${where}`,
      params,
    );
    return { rows: [], total: Number(count.rows[0]?.total ?? 0n) };
  }
  return { rows, total: Number(rows[0]?.total ?? 0n) };
}
