import type { LotteryBoard, LotteryRegion } from '@lotus/games';
import type { PoolClient, Queryable } from '../../platform/database/pool.ts';

export interface PendingNotice {
  id: bigint;
  draw_id: bigint;
  result_id: bigint;
  is_correction: boolean;
}

/** Final notices no settlement has handled, oldest first (a correction after the result it corrects). */
export async function selectUnsettledNotices(
  db: Queryable,
  brandId: number,
  limit: number,
): Promise<PendingNotice[]> {
  const { rows } = await db.query<PendingNotice>(
    `select n.id, n.draw_id, n.result_id, n.is_correction from lottery_final_notices n
      where n.brand_id = $1 and not exists (select 1 from lottery_settlements s where s.notice_id = n.id)
      order by n.id limit $2`,
    [brandId, limit],
  );
  return rows;
}

/** Void draws with bets whose stakes have not been refunded. */
export async function selectUnrefundedVoids(
  db: Queryable,
  brandId: number,
  limit: number,
): Promise<bigint[]> {
  const { rows } = await db.query<{ id: bigint }>(
    `select d.id from lottery_draws d
      where d.brand_id = $1 and d.status = 'void'
        and exists (select 1 from lottery_bets b where b.draw_id = d.id)
        and not exists (select 1 from lottery_settlements s where s.draw_id = d.id and s.kind = 'void')
      order by d.id limit $2`,
    [brandId, limit],
  );
  return rows.map((row) => row.id);
}

export interface SettlingDraw {
  draw_key: string;
  region: LotteryRegion;
  status: string;
}

/**
 * The draw locked for the settlement's transaction: one draw's settlements run one after another
 * (a correction's difference is taken against the settlement before it, which must be committed).
 */
export async function lockSettlingDraw(
  client: PoolClient,
  drawId: bigint,
): Promise<SettlingDraw | undefined> {
  const { rows } = await client.query<SettlingDraw>(
    `select d.draw_key, g.region, d.status from lottery_draws d join lottery_games g on g.code = d.game_code
      where d.id = $1 for update of d`,
    [drawId],
  );
  return rows[0];
}

/** An earlier notice of the draw still unsettled: this one waits for it. */
export async function hasEarlierUnsettledNotice(
  db: Queryable,
  drawId: bigint,
  noticeId: bigint,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from lottery_final_notices n
      where n.draw_id = $1 and n.id < $2 and not exists (select 1 from lottery_settlements s where s.notice_id = n.id)
      limit 1`,
    [drawId, noticeId],
  );
  return rows.length > 0;
}

/**
 * The settlement's row: the claim that makes it once. A second instance's insert waits for the
 * first's transaction and then finds the key taken (undefined); after a crash nothing was written.
 */
export async function claimSettlement(
  client: PoolClient,
  settlement: {
    brandId: number;
    drawId: bigint;
    noticeId: bigint | null;
    kind: 'result' | 'correction' | 'void';
  },
): Promise<bigint | undefined> {
  const { rows } = await client.query<{ id: bigint }>(
    settlement.noticeId === null
      ? `insert into lottery_settlements (brand_id, draw_id, notice_id, kind) values ($1, $2, null, $3)
         on conflict (draw_id) where kind = 'void' do nothing returning id`
      : `insert into lottery_settlements (brand_id, draw_id, notice_id, kind) values ($1, $2, $4, $3)
         on conflict (notice_id) do nothing returning id`,
    settlement.noticeId === null
      ? [settlement.brandId, settlement.drawId, settlement.kind]
      : [settlement.brandId, settlement.drawId, settlement.kind, settlement.noticeId],
  );
  return rows[0]?.id;
}

export async function selectResultBoard(db: Queryable, resultId: bigint): Promise<LotteryBoard> {
  const { rows } = await db.query<{ board: LotteryBoard }>(
    `select board from lottery_results where id = $1`,
    [resultId],
  );
  const board = rows[0]?.board;
  if (!board) throw new Error(`lottery: result ${resultId} has no board`);
  return board;
}

export async function selectDrawBetTypes(db: Queryable, drawId: bigint): Promise<string[]> {
  const { rows } = await db.query<{ bet_type: string }>(
    `select distinct bet_type from lottery_bets where draw_id = $1`,
    [drawId],
  );
  return rows.map((row) => row.bet_type);
}

/** The draw's settlement before `settlementId` (void ones aside), or null. */
export async function selectPreviousSettlement(
  db: Queryable,
  drawId: bigint,
  settlementId: bigint,
): Promise<bigint | null> {
  const { rows } = await db.query<{ id: bigint }>(
    `select id from lottery_settlements where draw_id = $1 and id < $2 and kind <> 'void' order by id desc limit 1`,
    [drawId, settlementId],
  );
  return rows[0]?.id ?? null;
}

/**
 * Every winning bet of the draw, in one statement: a lô pays its points × payout for each time its
 * number is among the covered values, a đề once; a xiên once when every leg appears, a lô trượt
 * once when none does, a đá once plus half for each extra appearance of its most repeated number
 * (floored). The rule is settleBet's (packages/games settle.ts); `values` holds each bet type's
 * covered values that appear, with how many times.
 */
export async function insertWinningBets(
  client: PoolClient,
  settlementId: bigint,
  drawId: bigint,
  values: { types: string[]; values: string[]; counts: number[] },
): Promise<number> {
  const { rowCount } = await client.query(
    `with vals as (
       select * from unnest($3::text[], $4::text[], $5::int[]) as v (bet_type, value, n)),
     single as (
       select b.id, case when b.rule = 'lo' then b.points * b.payout * v.n else b.points * b.payout end as winnings
         from lottery_bets b join vals v on v.bet_type = b.bet_type and v.value = b.numbers[1]
        where b.draw_id = $2 and b.rule in ('lo', 'de')),
     legs as (
       select b.id, b.rule, b.points * b.payout as win,
              min(coalesce(v.n, 0)) as fewest, max(coalesce(v.n, 0)) as most
         from lottery_bets b cross join lateral unnest(b.numbers) as u (number)
         left join vals v on v.bet_type = b.bet_type and v.value = u.number
        where b.draw_id = $2 and b.rule in ('xien', 'da', 'truot')
        group by b.id, b.rule, b.points, b.payout),
     multi as (
       select id, case rule
                    when 'xien' then case when fewest > 0 then win else 0 end
                    when 'truot' then case when most = 0 then win else 0 end
                    else case when fewest > 0 then win + ((most - 1) * win) / 2 else 0 end
                  end as winnings
         from legs)
     insert into lottery_bet_wins (settlement_id, bet_id, winnings)
     select $1::bigint, id, winnings from single
     union all
     select $1::bigint, id, winnings from multi where winnings > 0`,
    [settlementId, drawId, values.types, values.values, values.counts],
  );
  return rowCount ?? 0;
}

/**
 * Each member's round: valid bets (none for a void), winnings, and what is to move: the winnings
 * less what the previous settlement paid (a correction), or the stakes back (a void).
 */
export async function insertRoundResults(
  client: PoolClient,
  settlement: { id: bigint; drawId: bigint; previousId: bigint | null; void: boolean },
): Promise<Array<{ member_id: bigint; moved: bigint }>> {
  const { rows } = await client.query<{ member_id: bigint; moved: bigint }>(
    `insert into lottery_round_results (settlement_id, draw_id, member_id, valid_bet, winnings, moved)
     select $1, $2, b.member_id,
            case when $4 then 0 else sum(b.stake) end,
            coalesce(sum(w.winnings), 0),
            case when $4 then sum(b.stake) else coalesce(sum(w.winnings), 0) - coalesce(min(p.winnings), 0) end
       from lottery_bets b
       left join lottery_bet_wins w on w.settlement_id = $1 and w.bet_id = b.id
       left join lottery_round_results p on p.settlement_id = $3 and p.member_id = b.member_id
      where b.draw_id = $2
      group by b.member_id
     returning member_id, moved`,
    [settlement.id, settlement.drawId, settlement.previousId, settlement.void],
  );
  return rows;
}

/** What each member's movement actually did: its journal, and what a correction could not take back. */
export async function recordMoves(
  client: PoolClient,
  settlementId: bigint,
  moves: Array<{ memberId: bigint; moved: bigint; shortfall: bigint; journalId: bigint | null }>,
): Promise<void> {
  if (moves.length === 0) return;
  await client.query(
    `update lottery_round_results r set moved = m.moved, shortfall = m.shortfall, journal_id = m.journal_id
       from unnest($2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[]) as m (member_id, moved, shortfall, journal_id)
      where r.settlement_id = $1 and r.member_id = m.member_id`,
    [
      settlementId,
      moves.map((move) => move.memberId),
      moves.map((move) => move.moved),
      moves.map((move) => move.shortfall),
      moves.map((move) => move.journalId),
    ],
  );
}

export async function finishSettlement(client: PoolClient, settlementId: bigint): Promise<void> {
  await client.query(
    `update lottery_settlements s set
       bets = (select count(*) from lottery_bets b where b.draw_id = s.draw_id),
       winners = (select count(*) from lottery_bet_wins w where w.settlement_id = s.id),
       moved = (select coalesce(sum(r.moved), 0) from lottery_round_results r where r.settlement_id = s.id)
     where s.id = $1`,
    [settlementId],
  );
}

export interface DrawSettlementRow {
  kind: 'result' | 'correction' | 'void';
  bets: number;
  winners: number;
  moved: bigint;
  shortfall: bigint;
  settled_at: Date;
}

/** A draw's settlements, oldest first, with what corrections could not take back. */
export async function selectDrawSettlements(db: Queryable, drawId: bigint): Promise<DrawSettlementRow[]> {
  const { rows } = await db.query<DrawSettlementRow>(
    `select s.kind, s.bets, s.winners, s.moved, s.settled_at,
            coalesce((select sum(r.shortfall) from lottery_round_results r where r.settlement_id = s.id), 0) as shortfall
       from lottery_settlements s where s.draw_id = $1 order by s.id`,
    [drawId],
  );
  return rows;
}
