import type { Queryable } from '../../platform/database/pool.ts';

export interface CrashRoundRow {
  id: bigint;
  round_number: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  crash_point: bigint;
  phase: 'betting' | 'running' | 'crashed';
  betting_ends_at: Date;
  started_at: Date | null;
  crashes_at: Date | null;
  crashed_at: Date | null;
  /** The database clock when the row was read (every time decision uses this clock, never the process's). */
  now: Date;
  /** now − started_at in ms (null before the start). */
  elapsed_ms: number | null;
}

export interface CrashBetRow {
  id: bigint;
  round_id: bigint;
  member_id: bigint;
  masked_name: string;
  stake: bigint;
  auto_cash_out: bigint | null;
  cashed_out_at: bigint | null;
  payout: bigint | null;
  settled_at: Date | null;
  idempotency_key: string;
}

const roundColumns = `id, round_number, server_seed, server_seed_hash, client_seed, crash_point, phase,
  betting_ends_at, started_at, crashes_at, crashed_at, clock_timestamp() as now,
  (extract(epoch from (clock_timestamp() - started_at)) * 1000)::float8 as elapsed_ms`;
const betColumnNames = [
  'id',
  'round_id',
  'member_id',
  'masked_name',
  'stake',
  'auto_cash_out',
  'cashed_out_at',
  'payout',
  'settled_at',
  'idempotency_key',
];
const betColumns = betColumnNames.join(', ');

/** The brand's latest round; `lock` takes its row (share: bets and cash-outs; update: phase changes). */
export async function selectLatestRound(
  db: Queryable,
  brandId: number,
  lock?: 'share' | 'update',
): Promise<CrashRoundRow | undefined> {
  const { rows } = await db.query<CrashRoundRow>(
    `select ${roundColumns} from crash_rounds where brand_id = $1
      order by round_number desc limit 1 ${lock ? `for ${lock}` : ''}`,
    [brandId],
  );
  return rows[0];
}

export async function insertRound(
  db: Queryable,
  round: {
    brandId: number;
    roundNumber: bigint;
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    crashPoint: number;
    bettingMs: number;
  },
): Promise<CrashRoundRow> {
  const { rows } = await db.query<CrashRoundRow>(
    `insert into crash_rounds (brand_id, round_number, server_seed, server_seed_hash, client_seed,
       crash_point, phase, betting_ends_at)
     values ($1, $2, $3, $4, $5, $6, 'betting', clock_timestamp() + make_interval(secs => $7::float8 / 1000))
     returning ${roundColumns}`,
    [
      round.brandId,
      round.roundNumber,
      round.serverSeed,
      round.serverSeedHash,
      round.clientSeed,
      round.crashPoint,
      round.bettingMs,
    ],
  );
  return rows[0]!;
}

/** Betting over: the curve starts now and the round crashes `crashAfterMs` later. */
export async function markRunning(
  db: Queryable,
  roundId: bigint,
  crashAfterMs: number,
): Promise<CrashRoundRow> {
  const { rows } = await db.query<CrashRoundRow>(
    `update crash_rounds set phase = 'running', started_at = clock_timestamp(),
       crashes_at = clock_timestamp() + make_interval(secs => $2::float8 / 1000)
     where id = $1 returning ${roundColumns}`,
    [roundId, crashAfterMs],
  );
  return rows[0]!;
}

export async function markCrashed(db: Queryable, roundId: bigint): Promise<CrashRoundRow> {
  const { rows } = await db.query<CrashRoundRow>(
    `update crash_rounds set phase = 'crashed', crashed_at = clock_timestamp()
     where id = $1 returning ${roundColumns}`,
    [roundId],
  );
  return rows[0]!;
}

export async function insertBet(
  db: Queryable,
  bet: {
    brandId: number;
    roundId: bigint;
    memberId: bigint;
    maskedName: string;
    stake: bigint;
    autoCashOut: number | null;
    idempotencyKey: string;
    /** The request's fingerprint (platform/idempotency): a reuse of the key is compared on it. */
    requestHash: Buffer;
  },
): Promise<CrashBetRow | undefined> {
  // One bet a round and one per key: a second insert answers nothing and the caller explains why.
  const { rows } = await db.query<CrashBetRow>(
    `insert into crash_bets (brand_id, round_id, member_id, masked_name, stake, auto_cash_out, idempotency_key,
       request_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict do nothing
     returning ${betColumns}`,
    [
      bet.brandId,
      bet.roundId,
      bet.memberId,
      bet.maskedName,
      bet.stake,
      bet.autoCashOut,
      bet.idempotencyKey,
      bet.requestHash,
    ],
  );
  return rows[0];
}

/** The member's bet of this key, with the fingerprint of its request (null before migration 0034). */
export async function selectBetByKey(
  db: Queryable,
  memberId: bigint,
  idempotencyKey: string,
): Promise<(CrashBetRow & { round_number: bigint; request_hash: Buffer | null }) | undefined> {
  const { rows } = await db.query<CrashBetRow & { round_number: bigint; request_hash: Buffer | null }>(
    `select ${betColumnNames.map((name) => `b.${name}`).join(', ')}, b.request_hash, r.round_number
       from crash_bets b join crash_rounds r on r.id = b.round_id
      where b.member_id = $1 and b.idempotency_key = $2`,
    [memberId, idempotencyKey],
  );
  return rows[0];
}

export async function selectMemberBet(
  db: Queryable,
  roundId: bigint,
  memberId: bigint,
  lock = false,
): Promise<CrashBetRow | undefined> {
  const { rows } = await db.query<CrashBetRow>(
    `select ${betColumns} from crash_bets where round_id = $1 and member_id = $2 ${lock ? 'for update' : ''}`,
    [roundId, memberId],
  );
  return rows[0];
}

/** The round's bets not yet settled, locked, oldest first (one order everywhere: no deadlocks). */
export async function selectOpenBets(db: Queryable, roundId: bigint): Promise<CrashBetRow[]> {
  const { rows } = await db.query<CrashBetRow>(
    `select ${betColumns} from crash_bets where round_id = $1 and settled_at is null order by id for update`,
    [roundId],
  );
  return rows;
}

/** Whether an open bet of the round has an automatic cash-out at or under `reached` (no lock). */
export async function hasDueAutoCashOut(db: Queryable, roundId: bigint, reached: number): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from crash_bets where round_id = $1 and settled_at is null and auto_cash_out <= $2 limit 1`,
    [roundId, reached],
  );
  return rows.length > 0;
}

export async function selectRoundBets(db: Queryable, roundId: bigint): Promise<CrashBetRow[]> {
  const { rows } = await db.query<CrashBetRow>(
    `select ${betColumns} from crash_bets where round_id = $1 order by id`,
    [roundId],
  );
  return rows;
}

/** Settles a bet once: a cash-out (multiplier and payout) or a loss (null, 0). */
export async function markBetSettled(
  db: Queryable,
  betId: bigint,
  settlement: { cashedOutAt: number | null; payout: bigint },
): Promise<CrashBetRow | undefined> {
  const { rows } = await db.query<CrashBetRow>(
    `update crash_bets set cashed_out_at = $2, payout = $3, settled_at = clock_timestamp()
      where id = $1 and settled_at is null returning ${betColumns}`,
    [betId, settlement.cashedOutAt, settlement.payout],
  );
  return rows[0];
}

export async function selectCrashHistory(
  db: Queryable,
  brandId: number,
  limit: number,
): Promise<Array<{ round_number: bigint; crash_point: bigint }>> {
  const { rows } = await db.query<{ round_number: bigint; crash_point: bigint }>(
    `select round_number, crash_point from crash_rounds
      where brand_id = $1 and phase = 'crashed' order by round_number desc limit $2`,
    [brandId, limit],
  );
  return rows;
}

export async function selectCrashedRounds(
  db: Queryable,
  brandId: number,
  page: { page: number; size: number },
): Promise<{ rows: CrashRoundRow[]; total: number }> {
  const { rows } = await db.query<CrashRoundRow>(
    `select ${roundColumns} from crash_rounds where brand_id = $1 and phase = 'crashed'
      order by round_number desc limit $2 offset $3`,
    [brandId, page.size, (page.page - 1) * page.size],
  );
  const count = await db.query<{ total: bigint }>(
    `select count(*) as total from crash_rounds where brand_id = $1 and phase = 'crashed'`,
    [brandId],
  );
  return { rows, total: Number(count.rows[0]!.total) };
}
