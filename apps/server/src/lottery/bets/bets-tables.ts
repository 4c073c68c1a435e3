import type { LotteryBetStatus, LotteryLimits, RecentLotteryGames } from '@lotus/contract/lottery';
import type { PoolClient, Queryable } from '../../platform/database/pool.ts';
import type { DrawRow } from '../tables.ts';
import { drawColumns } from '../tables.ts';
import type { PricedBet } from './slip.ts';

/**
 * The draw shared-locked for the placing transaction: the statements that close or draw it
 * (`update lottery_draws`) wait for the slips being placed, so no slip commits after its draw's
 * close or result; `taking` is read on the statement's clock.
 */
export async function shareLockDraw(
  client: PoolClient,
  brandId: number,
  drawKey: string,
): Promise<(DrawRow & { taking: boolean }) | undefined> {
  const { rows } = await client.query<DrawRow & { taking: boolean }>(
    `select ${drawColumns}, d.closes_at > clock_timestamp() as taking
       from lottery_draws d join lottery_games g on g.code = d.game_code
      where d.brand_id = $1 and d.draw_key = $2 for share of d`,
    [brandId, drawKey],
  );
  return rows[0];
}

export interface SlipRow {
  id: bigint;
  draw_key: string;
  request_hash: Buffer;
  stake: bigint;
  max_win: bigint;
}

export async function selectSlipByKey(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  key: string,
): Promise<SlipRow | undefined> {
  const { rows } = await db.query<SlipRow>(
    `select s.id, d.draw_key, s.request_hash, s.stake, s.max_win
       from lottery_slips s join lottery_draws d on d.id = s.draw_id
      where s.brand_id = $1 and s.member_id = $2 and s.idempotency_key = $3`,
    [brandId, memberId, key],
  );
  return rows[0];
}

/** Counts the member's stake on the draw unless it passes `limit` (null: none); false: refused. */
export async function countMemberStake(
  client: PoolClient,
  drawId: bigint,
  memberId: bigint,
  stake: bigint,
  limit: bigint | null,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `insert into lottery_member_stakes (draw_id, member_id, stake)
     select $1, $2, $3 where $4::bigint is null or $3 <= $4
     on conflict (draw_id, member_id) do update set stake = lottery_member_stakes.stake + excluded.stake
      where $4::bigint is null or lottery_member_stakes.stake + excluded.stake <= $4`,
    [drawId, memberId, stake, limit],
  );
  return rowCount === 1;
}

/**
 * Adds the slip's exposure to each number of the draw unless one would pass `limit` (null: none):
 * answers the numbers counted. Numbers go in sorted order, so two slips lock shared rows in one order.
 */
export async function countExposures(
  client: PoolClient,
  drawId: bigint,
  exposures: Map<string, bigint>,
  limit: bigint | null,
): Promise<Set<string>> {
  const numbers = [...exposures.keys()].sort();
  const { rows } = await client.query<{ number: string }>(
    `insert into lottery_number_exposures (draw_id, number, exposure)
     select $1, n, e from unnest($2::text[], $3::bigint[]) with ordinality as u (n, e, i)
      where $4::bigint is null or e <= $4 order by i
     on conflict (draw_id, number) do update
       set exposure = lottery_number_exposures.exposure + excluded.exposure
     where $4::bigint is null or lottery_number_exposures.exposure + excluded.exposure <= $4
     returning number`,
    [drawId, numbers, numbers.map((number) => exposures.get(number) ?? 0n), limit],
  );
  return new Set(rows.map((row) => row.number));
}

export async function insertSlip(
  client: PoolClient,
  slip: {
    brandId: number;
    memberId: bigint;
    drawId: bigint;
    key: string;
    requestHash: Buffer;
    stake: bigint;
    maxWin: bigint;
    prizeMode: string;
    journalId: bigint;
    bets: PricedBet[];
  },
): Promise<bigint> {
  const { rows } = await client.query<{ id: bigint }>(
    `with slip as (
       insert into lottery_slips (brand_id, member_id, draw_id, idempotency_key, request_hash, stake, max_win,
                                  prize_mode, journal_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id),
     bets as (
       insert into lottery_bets (slip_id, draw_id, member_id, position, bet_type, rule, numbers, points,
                                 point_price, payout, stake, max_win)
       select slip.id, $3, $2, b.position, b.bet_type, b.rule, string_to_array(b.numbers, ','), b.points,
              b.point_price, b.payout, b.stake, b.max_win
         from slip, unnest($10::int[], $11::text[], $12::text[], $13::text[], $14::bigint[], $15::bigint[],
                           $16::bigint[], $17::bigint[], $18::bigint[])
                as b (position, bet_type, rule, numbers, points, point_price, payout, stake, max_win)
        order by b.position)
     select id from slip`,
    [
      slip.brandId,
      slip.memberId,
      slip.drawId,
      slip.key,
      slip.requestHash,
      slip.stake,
      slip.maxWin,
      slip.prizeMode,
      slip.journalId,
      slip.bets.map((bet) => bet.position),
      slip.bets.map((bet) => bet.type),
      slip.bets.map((bet) => bet.rule),
      slip.bets.map((bet) => bet.numbers.join(',')),
      slip.bets.map((bet) => bet.points),
      slip.bets.map((bet) => bet.pointPrice),
      slip.bets.map((bet) => bet.payout),
      slip.bets.map((bet) => bet.stake),
      slip.bets.map((bet) => bet.maxWin),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('lottery: the slip answered no id');
  return id;
}

export interface MyBetRow {
  id: bigint;
  slip_id: bigint;
  draw_key: string;
  game_code: string;
  station_code: string | null;
  draws_at: Date;
  bet_type: string;
  numbers: string[];
  points: bigint;
  stake: bigint;
  max_win: bigint;
  status: LotteryBetStatus;
  winnings: bigint | null;
  placed_at: Date;
  total: number;
}

/**
 * A member's bets, newest first, each with its state from its draw's latest settlement: none yet
 * (open), a void (refunded: the stake back), or a result (won with its row in lottery_bet_wins,
 * else lost).
 */
export async function selectMyBets(
  db: Queryable,
  brandId: number,
  memberId: bigint,
  query: {
    page: number;
    size: number;
    game?: string;
    status?: LotteryBetStatus;
    drawKey?: string;
    slipId?: bigint;
  },
): Promise<MyBetRow[]> {
  const { rows } = await db.query<MyBetRow>(
    `select bet.*, count(*) over ()::int as total from (
       select b.id, b.slip_id, d.draw_key, d.game_code, d.station_code, d.draws_at, b.bet_type, b.numbers,
              b.points, b.stake, b.max_win, s.placed_at,
              case when st.kind is null then 'open' when st.kind = 'void' then 'void'
                   when w.winnings is not null then 'won' else 'lost' end as status,
              case when st.kind is null then null when st.kind = 'void' then b.stake
                   else coalesce(w.winnings, 0) end as winnings
         from lottery_bets b
         join lottery_slips s on s.id = b.slip_id
         join lottery_draws d on d.id = b.draw_id
         left join lateral (
           select x.id, x.kind from lottery_settlements x where x.draw_id = b.draw_id order by x.id desc limit 1
         ) st on true
         left join lottery_bet_wins w on w.settlement_id = st.id and w.bet_id = b.id
        where b.member_id = $2 and s.brand_id = $1
          and ($3::text is null or d.game_code = $3)
          and ($4::text is null or d.draw_key = $4)
          and ($5::bigint is null or b.slip_id = $5)
     ) bet
     where $6::text is null or bet.status = $6
     order by bet.id desc limit $7 offset $8`,
    [
      brandId,
      memberId,
      query.game ?? null,
      query.drawKey ?? null,
      query.slipId ?? null,
      query.status ?? null,
      query.size,
      (query.page - 1) * query.size,
    ],
  );
  return rows;
}

export async function selectLimits(db: Queryable, brandId: number): Promise<LotteryLimits> {
  const { rows } = await db.query<{
    number_exposure: bigint | null;
    member_stake: bigint | null;
    type_bet_stakes: LotteryLimits['types'];
  }>(`select number_exposure, member_stake, type_bet_stakes from lottery_limits where brand_id = $1`, [
    brandId,
  ]);
  const row = rows[0];
  return {
    numberExposure: row?.number_exposure?.toString() ?? null,
    memberStake: row?.member_stake?.toString() ?? null,
    types: row?.type_bet_stakes ?? {},
  };
}

export async function upsertLimits(db: Queryable, brandId: number, limits: LotteryLimits): Promise<void> {
  await db.query(
    `insert into lottery_limits (brand_id, number_exposure, member_stake, type_bet_stakes)
     values ($1, $2, $3, $4)
     on conflict (brand_id) do update set number_exposure = excluded.number_exposure,
       member_stake = excluded.member_stake, type_bet_stakes = excluded.type_bet_stakes, updated_at = now()`,
    [brandId, limits.numberExposure, limits.memberStake, JSON.stringify(limits.types)],
  );
}

export interface RecentGameRow {
  code: RecentLotteryGames['games'][number]['gameCode'];
  kind: 'regional' | 'fast';
  region: 'north' | 'central' | 'south';
  interval_minutes: number | null;
  last_bet_at: Date;
}

/** The games the member bet on, the latest slip's first. */
export async function selectRecentGames(
  db: Queryable,
  brandId: number,
  memberId: bigint,
): Promise<RecentGameRow[]> {
  const { rows } = await db.query<RecentGameRow>(
    `select g.code, g.kind, g.region, g.interval_minutes, max(s.placed_at) as last_bet_at
       from lottery_slips s join lottery_draws d on d.id = s.draw_id join lottery_games g on g.code = d.game_code
      where s.brand_id = $1 and s.member_id = $2
      group by g.code, g.kind, g.region, g.interval_minutes
      order by last_bet_at desc`,
    [brandId, memberId],
  );
  return rows;
}
