import {
  fastDrawBoard,
  fastDrawSeedHash,
  loCountOf,
  lotteryBetTypes,
  oddsOf,
  settleBet,
} from '../../../packages/games/src/index.ts';
import type { LotteryBetTypeCode, LotteryBoard } from '../../../packages/games/src/index.ts';
import { migrate } from '../../../apps/server/src/platform/database/migrate.ts';
import { createPool } from '../../../apps/server/src/platform/database/pool.ts';
import type { Pool, PoolClient } from '../../../apps/server/src/platform/database/pool.ts';
import { inTransaction } from '../../../apps/server/src/platform/database/transaction.ts';
import { createDrawSettlement } from '../../../apps/server/src/lottery/settlement/settle-draw.ts';
import { selectUnsettledNotices } from '../../../apps/server/src/lottery/settlement/settlement-tables.ts';
import { finishFastDraw, insertPlannedDraws } from '../../../apps/server/src/lottery/tables.ts';
import { demoBrand } from '../../../apps/server/src/seed/demo-brand.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed-demo.ts';
import { createLedger } from '../../../apps/server/src/wallet/ledger/service.ts';
import { freshBenchDatabase } from './fresh-database.ts';

const betCount = 1_000_000;
const memberCount = 10_000;
/** A slip holds this many bets (a member's slip of a lô and a đề or two and a xiên, say). */
const betsPerSlip = 10;
/** Issue 18: one draw's 1,000,000 bets settled in under 10 s. */
export const lotterySettlementTargetSeconds = 10;

/**
 * The mix of a north-layout draw's bets, in thousandths: mostly lô 2 số and đề, then xiên, đá, lô
 * trượt and a few of the rest, each at points players stake (a lô 2 số point costs 27,000 ₫ at
 * the Elott odds, a đề point 1,000 ₫).
 */
const mix: ReadonlyArray<{ type: LotteryBetTypeCode; perMille: number; points: readonly number[] }> = [
  { type: 'lo2', perMille: 400, points: [1, 1, 2, 3, 5, 10, 20] },
  { type: 'de', perMille: 280, points: [10, 20, 50, 100, 200, 500] },
  { type: 'xien2', perMille: 80, points: [10, 20, 50, 100] },
  { type: 'xien3', perMille: 40, points: [10, 20, 50] },
  { type: 'xien4', perMille: 20, points: [10, 20] },
  { type: 'da', perMille: 50, points: [1, 2, 5] },
  { type: 'truot4', perMille: 30, points: [10, 50, 100] },
  { type: 'truot8', perMille: 15, points: [10, 50] },
  { type: 'truot10', perMille: 5, points: [10, 50] },
  { type: 'lo3', perMille: 20, points: [1, 2] },
  { type: 'ba_cang', perMille: 20, points: [5, 10, 50] },
  { type: 'dd', perMille: 20, points: [5, 10, 20] },
  { type: 'de_dau', perMille: 20, points: [10, 50, 100] },
];

/** The mix as the staging statement's parameters: each type's rule, digits, legs, odds and points. */
function mixParameters() {
  const mode = demoBrand.lotteryType.toLowerCase() as 'elott';
  const slots: number[] = [];
  for (const [index, entry] of mix.entries()) slots.push(...Array<number>(entry.perMille).fill(index + 1));
  if (slots.length !== 1000) throw new Error(`the bet mix adds up to ${slots.length} thousandths`);
  const odds = mix.map((entry) => oddsOf(mode, entry.type, 'north'));
  return [
    mix.map((entry) => entry.type),
    mix.map((entry) => lotteryBetTypes[entry.type].rule),
    mix.map((entry) => 10 ** lotteryBetTypes[entry.type].digits),
    mix.map((entry) => lotteryBetTypes[entry.type].digits),
    mix.map((entry) => lotteryBetTypes[entry.type].legs),
    odds.map((price) => price.pointPrice),
    odds.map((price) => price.payout),
    mix.map((entry) => loCountOf(entry.type, 'north')),
    mix.map((entry) => entry.points.join(',')),
    slots,
  ];
}

/**
 * The members (each with a main wallet funded through the ledger for every stake and a spare
 * million) and the draw's bets, in set-based statements: 10,000 members, 100,000 slips of 10 bets,
 * each slip's stake one `bet` journal (member -> house, the house's side pending, as placement
 * writes it), its bets priced at the brand's odds (packages/games oddsOf, maxWinningsOf's rule).
 */
async function placeBets(
  pool: Pool,
  brand: { id: number; currency: string },
  draw: { id: bigint; key: string },
): Promise<void> {
  await pool.query(
    `insert into members (brand_id, username, password_hash)
     select $1, 'lottobench' || g, 'bench' from generate_series(0, $2::int - 1) as g`,
    [brand.id, memberCount],
  );
  await pool.query(
    `create unlogged table bench_lottery_members as
     select substr(username, 11)::int as member_no, id as member_id from members
      where brand_id = $1 and username like 'lottobench%'`,
    [brand.id],
  );
  await pool.query(
    `insert into ledger_accounts (brand_id, member_id, kind, currency)
     select $1, member_id, 'main', $2 from bench_lottery_members`,
    [brand.id, brand.currency],
  );
  // Each bet's type, numbers and points from hashes of its ordinal: the same bets every run. A bet
  // of several legs takes numbers a step apart, the step prime to 100, so its legs never repeat.
  await pool.query(
    `create unlogged table bench_lottery_bets as
     with types as (
       select * from unnest($1::text[], $2::text[], $3::bigint[], $4::int[], $5::int[], $6::bigint[],
                            $7::bigint[], $8::int[], $9::text[])
         with ordinality as t (code, rule, modulus, digits, legs, point_price, payout, lo_count, points, i)),
     ordinals as (
       select g as n, g / ${betsPerSlip} as slip_no, g % ${betsPerSlip} + 1 as position,
              ($10::int[])[1 + abs(hashint8extended(g, 1)) % 1000] as ti,
              abs(hashint8extended(g, 2)) as h2, abs(hashint8extended(g, 3)) as h3, abs(hashint8extended(g, 4)) as h4
         from generate_series(0::bigint, $11::bigint - 1) as g),
     priced as (
       select o.n, o.slip_no, o.slip_no % $12 as member_no, o.position, t.code as bet_type, t.rule,
              array(select lpad(((o.h2 + k * (array[1, 3, 7, 9, 11, 13, 17, 19])[1 + o.h3 % 8]) % t.modulus)::text,
                                 t.digits, '0')
                      from generate_series(0, t.legs - 1) as k order by k) as numbers,
              (string_to_array(t.points, ','))[1 + o.h4 % cardinality(string_to_array(t.points, ','))]::bigint as points,
              t.point_price, t.payout, t.lo_count, t.legs
         from ordinals o join types t on t.i = o.ti)
     select n, slip_no, member_no, position, bet_type, rule, numbers, points, point_price, payout,
            points * point_price as stake,
            case rule when 'lo' then points * payout * lo_count
                      when 'da' then points * payout + ((lo_count / legs - 2) * points * payout) / 2
                      else points * payout end as max_win
       from priced`,
    [...mixParameters(), betCount, memberCount],
  );
  await pool.query(
    `create unlogged table bench_lottery_slips as
     select b.slip_no, m.member_id, 'bench-' || b.slip_no as slip_key, sum(b.stake) as stake,
            sum(b.max_win) as max_win, null::bigint as journal_id
       from bench_lottery_bets b join bench_lottery_members m using (member_no)
      group by b.slip_no, m.member_id`,
  );

  // Every member funded through the ledger: their stakes and a spare million.
  const { rows: stakes } = await pool.query<{ member_id: string; stake: string }>(
    `select member_id, sum(stake) as stake from bench_lottery_slips group by member_id order by member_id`,
  );
  const ledger = createLedger({ pool, brand });
  await inTransaction(pool, async (client) => {
    await ledger.postMemberPayoutsWithin(client, {
      kind: 'deposit',
      memo: 'lottery bench',
      system: 'deposits_clearing',
      payouts: stakes.map((row) => ({
        memberId: BigInt(row.member_id),
        amount: BigInt(row.stake) + 1_000_000n,
        idempotencyKey: `bench:lottery:fund:${row.member_id}`,
      })),
    });
    // See the stakes' transaction below: without statistics each journal's check at commit scans.
    await client.query('analyze postings, journals');
  });

  // The slips' stakes, a journal each, in the one transaction their postings need (the ledger's
  // deferred check that every journal has postings).
  await inTransaction(pool, async (client: PoolClient) => {
    await client.query(
      `with journal as (
         insert into journals (brand_id, kind, idempotency_key, request_hash, memo)
         select $1, 'bet', 'lottery:slip:' || member_id || ':' || slip_key,
                sha256(convert_to('lottery:slip:' || member_id || ':' || slip_key, 'UTF8')), $2
           from bench_lottery_slips order by slip_no
         returning id, idempotency_key)
       update bench_lottery_slips s set journal_id = j.id
         from journal j where j.idempotency_key = 'lottery:slip:' || s.member_id || ':' || s.slip_key`,
      [brand.id, `lottery ${draw.key}`],
    );
    await client.query(
      `with house as (
         select id from ledger_accounts where brand_id = $1 and member_id is null and code = 'house' and currency = $2),
       posted as (
         insert into postings (journal_id, account_id, amount, balance_after)
         select s.journal_id, a.id, -s.stake,
                a.balance - sum(s.stake) over (partition by s.member_id order by s.slip_no)
           from bench_lottery_slips s join ledger_accounts a on a.member_id = s.member_id and a.kind = 'main'
         union all
         select s.journal_id, h.id, s.stake, null from bench_lottery_slips s cross join house h
         returning id, account_id, amount, balance_after)
       insert into ledger_pending_postings (posting_id, account_id, amount)
       select id, account_id, amount from posted where balance_after is null`,
      [brand.id, brand.currency],
    );
    await client.query(
      `update ledger_accounts a set balance = a.balance - t.stake, updated_at = now()
         from (select member_id, sum(stake) as stake from bench_lottery_slips group by member_id) t
        where a.member_id = t.member_id and a.kind = 'main'`,
    );
    // The ledger checks each journal at commit (0014's deferred trigger): with the statistics of a
    // ledger of a few rows its lookup plans a scan of every posting, 100,000 times over.
    await client.query('analyze postings, journals');
  });

  await pool.query(
    `insert into lottery_slips (brand_id, member_id, draw_id, idempotency_key, request_hash, stake, max_win,
                                prize_mode, journal_id)
     select $1, member_id, $2, slip_key, sha256(convert_to(slip_key, 'UTF8')), stake, max_win, $3, journal_id
       from bench_lottery_slips order by slip_no`,
    [brand.id, draw.id, demoBrand.lotteryType.toLowerCase()],
  );
  await pool.query(
    `insert into lottery_bets (slip_id, draw_id, member_id, position, bet_type, rule, numbers, points,
                               point_price, payout, stake, max_win)
     select l.id, $2, m.member_id, b.position, b.bet_type, b.rule, b.numbers, b.points, b.point_price,
            b.payout, b.stake, b.max_win
       from bench_lottery_bets b
       join bench_lottery_members m using (member_no)
       join lottery_slips l on l.brand_id = $1 and l.member_id = m.member_id and l.idempotency_key = 'bench-' || b.slip_no
      order by b.n`,
    [brand.id, draw.id],
  );
  // The counters placement keeps beside the bets (the limits read them), as it would have left them.
  await pool.query(
    `insert into lottery_member_stakes (draw_id, member_id, stake)
     select $1, member_id, sum(stake) from bench_lottery_slips group by member_id`,
    [draw.id],
  );
  await pool.query(
    `insert into lottery_number_exposures (draw_id, number, exposure)
     select $1, u.number, sum(b.points * b.payout)
       from bench_lottery_bets b cross join lateral unnest(b.numbers) as u (number) group by u.number`,
    [draw.id],
  );
  // Statistics as autovacuum would have them after a day of betting, not a bulk load's seconds ago.
  await pool.query('analyze');
}

/**
 * A draw of F1 (the north's layout) past its time, its seed committed, no one betting on it any
 * more. Its key and seed are fixed, so every run settles the same board.
 */
async function createFastDraw(pool: Pool, brandId: number) {
  const seed = 'lotus-bench-lottery-0001';
  const key = 'F1-20260915-1200';
  const drawsAt = new Date(Date.now() - 60_000);
  await insertPlannedDraws(pool, brandId, [
    {
      drawKey: key,
      gameCode: 'F1',
      stationCode: null,
      drawDate: '2026-09-15',
      drawsAt,
      opensAt: new Date(drawsAt.getTime() - 60_000),
      closesAt: new Date(drawsAt.getTime() - 30_000),
      interval: 1,
      seed,
      seedHash: fastDrawSeedHash(seed),
    },
  ]);
  const { rows } = await pool.query<{ id: bigint }>(
    'select id from lottery_draws where brand_id = $1 and draw_key = $2',
    [brandId, key],
  );
  return { id: rows[0]?.id as bigint, key, seed };
}

/** A pool whose clients time each statement: where the measured settlement spent its time. */
function timedPool(url: string) {
  const pool = createPool(url, 2);
  const statements = new Map<string, { calls: number; ms: number }>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as { query: unknown }).query = async (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
      const name = text.replace(/\s+/g, ' ').trim().slice(0, 60);
      const started = performance.now();
      try {
        return await query(...args);
      } finally {
        const entry = statements.get(name) ?? { calls: 0, ms: 0 };
        entry.calls += 1;
        entry.ms += performance.now() - started;
        statements.set(name, entry);
      }
    };
  });
  return { pool, statements };
}

/**
 * Every bet's winnings against packages/games settleBet: the draw's bets grouped by type, numbers
 * and points (each group's bets must all be paid the same), each group settled by the rule once.
 */
async function checkWinnings(pool: Pool, settlementId: bigint, drawId: bigint, board: LotteryBoard) {
  const mode = demoBrand.lotteryType.toLowerCase() as 'elott';
  const { rows } = await pool.query<{
    bet_type: LotteryBetTypeCode;
    numbers: string[];
    points: string;
    payout: string;
    bets: string;
    lowest: string;
    highest: string;
    total: string;
  }>(
    `select b.bet_type, b.numbers, b.points, b.payout, count(*) as bets, min(coalesce(w.winnings, 0)) as lowest,
            max(coalesce(w.winnings, 0)) as highest, sum(coalesce(w.winnings, 0)) as total
       from lottery_bets b left join lottery_bet_wins w on w.settlement_id = $1 and w.bet_id = b.id
      where b.draw_id = $2
      group by b.bet_type, b.numbers, b.points, b.payout`,
    [settlementId, drawId],
  );
  let expectedTotal = 0n;
  let paidTotal = 0n;
  let wrongGroups = 0;
  for (const row of rows) {
    const odds = oddsOf(mode, row.bet_type, 'north');
    const expected = settleBet(
      { type: row.bet_type, numbers: row.numbers, points: BigInt(row.points) },
      'north',
      [board],
      odds,
    ).winnings;
    expectedTotal += expected * BigInt(row.bets);
    paidTotal += BigInt(row.total);
    if (
      BigInt(row.payout) !== odds.payout ||
      BigInt(row.lowest) !== expected ||
      BigInt(row.highest) !== expected
    ) {
      wrongGroups += 1;
      if (wrongGroups <= 5)
        console.error(
          `${row.bet_type} ${row.numbers.join('-')} × ${row.points}: paid ${row.lowest}..${row.highest}, settleBet ${expected}`,
        );
    }
  }
  return { groups: rows.length, wrongGroups, expectedTotal, paidTotal };
}

/**
 * One settlement of a draw holding 1,000,000 bets, timed: createDrawSettlement's settleNotice on
 * the draw's final notice, as the settlement job runs it (one transaction: the claim, the winning
 * bets, every member's round, the payouts through the ledger, the settlement's totals).
 *
 * Setup (not timed): a fresh database migrated and seeded with the demo brand, 10,000 members
 * funded through the ledger, an F1 draw (the north's layout) and 1,000,000 bets on it over 100,000
 * slips, written set-based with a stake journal per slip, then the draw made final on the board of
 * its seed (fastDrawBoard) by the draws job's own statement, which writes the final notice.
 * Checked after: one settlement; every bet paid what packages/games settleBet says; each member's
 * round and wallet; the ledger reconciles. A failed check throws (the bench exits non-zero).
 */
export async function measureLotterySettlement(repositoryRoot: string) {
  const database = await freshBenchDatabase(repositoryRoot, { name: 'lottery', port: 54378 });
  const pool = createPool(database.url, 4);
  let timed: ReturnType<typeof timedPool> | undefined;
  try {
    const setupStarted = performance.now();
    await migrate(pool);
    await seedDemo(pool, { lines: ['line-1.bench.test'], memberSiteUrl: 'http://127.0.0.1:5173' });
    const { rows: brands } = await pool.query<{ id: number; currency: string }>(
      'select id, currency from brands where code = $1',
      [demoBrand.code],
    );
    const brand = brands[0] as { id: number; currency: string };
    const draw = await createFastDraw(pool, brand.id);
    await placeBets(pool, brand, draw);
    const board = fastDrawBoard(draw.seed, draw.key);
    if (!(await finishFastDraw(pool, brand.id, draw.id, board)))
      throw new Error('the bench draw could not be made final');
    const notices = await selectUnsettledNotices(pool, brand.id, 10);
    const notice = notices.find((candidate) => BigInt(candidate.draw_id) === BigInt(draw.id));
    if (!notice) throw new Error('the bench draw has no final notice');
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    timed = timedPool(database.url);
    const settlement = createDrawSettlement({
      pool: timed.pool,
      brand,
      ledger: createLedger({ pool: timed.pool, brand }),
    });
    const started = performance.now();
    const outcome = await settlement.settleNotice(notice);
    const seconds = (performance.now() - started) / 1000;
    if (outcome !== 'settled') throw new Error(`the settlement answered ${outcome}`);

    const problems: string[] = [];
    const { rows: settlements } = await pool.query<{
      id: bigint;
      bets: number;
      winners: number;
      moved: string;
    }>('select id, bets, winners, moved from lottery_settlements where draw_id = $1', [draw.id]);
    const written = settlements[0];
    if (settlements.length !== 1 || !written)
      throw new Error(`${settlements.length} settlements of the draw`);
    if (written.bets !== betCount) problems.push(`the settlement counts ${written.bets} bets`);
    const winnings = await checkWinnings(pool, written.id, draw.id, board);
    if (winnings.wrongGroups > 0)
      problems.push(
        `${winnings.wrongGroups} of ${winnings.groups} kinds of bet paid otherwise than settleBet`,
      );
    if (winnings.paidTotal !== winnings.expectedTotal)
      problems.push(`Σ winnings ${winnings.paidTotal}, settleBet's ${winnings.expectedTotal}`);
    if (BigInt(written.moved) !== winnings.expectedTotal)
      problems.push(`the settlement moved ${written.moved}, the winnings are ${winnings.expectedTotal}`);
    // Each member's round and wallet: the spare million, plus their winnings, moved in one journal.
    const { rows: members } = await pool.query<{ paid: string; wrong: string }>(
      `select count(*) filter (where r.journal_id is not null) as paid,
              count(*) filter (where r.winnings <> coalesce(w.total, 0) or r.moved <> r.winnings
                                 or (r.moved > 0) <> (r.journal_id is not null)
                                 or a.balance <> 1000000 + r.winnings) as wrong
         from lottery_round_results r
         join ledger_accounts a on a.member_id = r.member_id and a.kind = 'main'
         left join (select b.member_id, sum(w.winnings) as total from lottery_bet_wins w
                      join lottery_bets b on b.id = w.bet_id where w.settlement_id = $1 group by b.member_id) w
           on w.member_id = r.member_id
        where r.settlement_id = $1`,
      [written.id],
    );
    const membersPaid = Number(members[0]?.paid ?? 0);
    if (Number(members[0]?.wrong ?? 0) > 0)
      problems.push(`${members[0]?.wrong} members' rounds or wallets are wrong`);
    const books = await createLedger({ pool, brand }).reconcile();
    if (!books.balanced) problems.push('the ledger does not reconcile after the settlement');
    if (problems.length > 0) throw new Error(`lottery bench: ${problems.join('; ')}`);

    return {
      bets: betCount,
      members: memberCount,
      seconds,
      setupSeconds,
      target: lotterySettlementTargetSeconds,
      betsPerSecond: betCount / seconds,
      winners: written.winners,
      membersPaid,
      paid: winnings.paidTotal,
      groupsChecked: winnings.groups,
      statements: [...timed.statements.entries()]
        .map(([statement, entry]) => ({ statement, calls: entry.calls, ms: Math.round(entry.ms) }))
        .sort((a, b) => b.ms - a.ms),
    };
  } finally {
    await timed?.pool.end();
    await pool.end();
    await database.drop();
  }
}
