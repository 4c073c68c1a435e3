import {
  lastEndedPeriod,
  offerProblems,
  periodsEndedBetween,
} from '../../../apps/server/src/agents/contracts/index.ts';
import type { Period } from '../../../apps/server/src/agents/contracts/index.ts';
import { createAgentOffers } from '../../../apps/server/src/agents/offers/service.ts';
import { termsFromWire } from '../../../apps/server/src/agents/offers/terms.ts';
import { createTieredSettlement } from '../../../apps/server/src/agents/settlement/settle-period.ts';
import type { TieredKind } from '../../../apps/server/src/agents/settlement/settle-period.ts';
import { createCashTeamFigures } from '../../../apps/server/src/cashier/team-figures/service.ts';
import { createLotteryTeamFigures } from '../../../apps/server/src/lottery/team-figures.ts';
import { createTeamService } from '../../../apps/server/src/member/team/service.ts';
import { createMessageService } from '../../../apps/server/src/messages/service.ts';
import { platformContext } from '../../../apps/server/src/platform/database/audit.ts';
import { migrate } from '../../../apps/server/src/platform/database/migrate.ts';
import { createPool } from '../../../apps/server/src/platform/database/pool.ts';
import type { Pool } from '../../../apps/server/src/platform/database/pool.ts';
import { inTransaction } from '../../../apps/server/src/platform/database/transaction.ts';
import { demoBrand } from '../../../apps/server/src/seed/demo-brand.ts';
import { seedDemo } from '../../../apps/server/src/seed/seed-demo.ts';
import { findBrand } from '../../../apps/server/src/system/index.ts';
import { createLedger } from '../../../apps/server/src/wallet/ledger/service.ts';
import { createTeamFigures } from '../../../apps/server/src/wallet/team-figures/service.ts';
import type { ContractTermsValue } from '../../../packages/contract/src/agent-contracts/index.ts';
import { freshBenchDatabase } from './fresh-database.ts';

/**
 * The tree's shape, top first: level 1 is 20 top-level agents (no upline: they hold the brand's
 * templates), levels 2 to 4 are agents (10 under each top-level agent, 5 under each of those, 4 or
 * 5 under each of those), levels 5 and 6 are plain players spread at random under the level above
 * (about 8 under each level-4 agent, 0 to 4 under each level-5 player). 100,000 members in all.
 */
const levelSizes = [20, 200, 1_000, 4_780, 40_000, 54_000] as const;
const agentLevels = 4;
const memberCount = levelSizes.reduce((sum, size) => sum + size, 0);

const tier = (minTeamValidBets: number, minActiveMembers: number, ratePpm: number) => ({
  minTeamValidBets: String(minTeamValidBets),
  minActiveMembers,
  ratePpm,
});

/**
 * The brand's templates (what the top-level agents hold). Contracts below take these tiers with
 * each level's minimums halved again (level 3 half, level 4 a quarter: smaller teams) and its rates
 * a little lower than the level above (so always within the upline's), and the same thresholds of
 * an active member within a kind, so the recomputation is exact.
 */
const templates = {
  daily_salary: {
    kind: 'daily_salary',
    tiers: [
      tier(10_000_000, 3, 5_000),
      tier(50_000_000, 10, 8_000),
      tier(200_000_000, 40, 10_000),
      tier(1_000_000_000, 150, 12_000),
      tier(5_000_000_000, 600, 15_000),
    ],
    active: { minValidBets: '200000', minDeposits: '100000' },
  },
  hourly_salary: {
    kind: 'hourly_salary',
    tiers: [
      tier(1_000_000, 1, 1_000),
      tier(5_000_000, 3, 1_500),
      tier(20_000_000, 8, 2_000),
      tier(100_000_000, 25, 2_500),
      tier(400_000_000, 80, 3_000),
    ],
    active: { minValidBets: '50000', minDeposits: '0' },
  },
  dividend: {
    kind: 'dividend',
    cycle: 'D',
    tiers: [
      tier(0, 1, 100_000),
      tier(100_000_000, 10, 150_000),
      tier(500_000_000, 40, 200_000),
      tier(2_000_000_000, 150, 250_000),
      tier(8_000_000_000, 500, 300_000),
    ],
    active: { minValidBets: '100000', minDeposits: '50000' },
  },
} satisfies Record<TieredKind, ContractTermsValue>;
const kinds = Object.keys(templates) as TieredKind[];

const hourMs = 3_600_000;

/**
 * The members, level by level, each level in one INSERT … SELECT: the member_tree rows are
 * written by migration 0049's per-row trigger, as every registration writes them. Answers the
 * seconds each level took.
 */
async function insertTree(pool: Pool, brandId: number): Promise<number[]> {
  await pool.query(
    'create unlogged table bench_agents_tree (level int, n int, member_id bigint primary key, upline_id bigint)',
  );
  const seconds: number[] = [];
  for (const [index, size] of levelSizes.entries()) {
    const level = index + 1;
    const started = performance.now();
    // Agents evenly under the level above; players at random (hashes of their ordinal: every run alike).
    await pool.query(
      `with placed as (
         select g as n, up.member_id as upline_id
           from generate_series(0, $3::int - 1) as g
           left join bench_agents_tree up
             on $2::int > 1 and up.level = $2::int - 1
            and up.n = case when $2::int <= $4::int then g % $5::int
                            else abs(hashint8extended(g, $2::int)) % $5::int end),
       inserted as (
         insert into members (brand_id, username, password_hash, type, upline_id)
         select $1, 'agb' || $2::int || '_' || n, 'bench', case when $2::int <= $4::int then 1 else 0 end, upline_id
           from placed order by n
         returning id, username, upline_id)
       insert into bench_agents_tree (level, n, member_id, upline_id)
       select $2::int, split_part(username, '_', 2)::int, id, upline_id from inserted`,
      [brandId, level, size, agentLevels, levelSizes[index - 1] ?? 1],
    );
    seconds.push((performance.now() - started) / 1000);
  }
  return seconds;
}

/** The tree the trigger wrote against a recursive walk of members.upline_id: answers its rows. */
async function checkTree(pool: Pool, brandId: number): Promise<{ rows: number; deepest: number }> {
  const { rows } = await pool.query<{
    expected: number;
    written: number;
    differing: number;
    deepest: number;
  }>(
    `with recursive chain (ancestor_id, member_id, depth) as (
       select id, id, 0 from members where brand_id = $1
       union all
       select c.ancestor_id, m.id, c.depth + 1 from chain c join members m on m.upline_id = c.member_id),
     written as (
       select t.ancestor_id, t.member_id, t.depth::int from member_tree t join members m on m.id = t.member_id
        where m.brand_id = $1)
     select (select count(*) from chain)::int as expected, (select count(*) from written)::int as written,
            (select count(*) from ((select * from chain except select * from written)
                                   union all (select * from written except select * from chain)) d)::int as differing,
            (select max(depth) from chain)::int as deepest`,
    [brandId],
  );
  const tree = rows[0]!;
  if (tree.differing > 0 || tree.expected !== tree.written)
    throw new Error(
      `agents bench: member_tree holds ${tree.written} rows, the upline chains ${tree.expected} (${tree.differing} differ)`,
    );
  return { rows: tree.written, deepest: tree.deepest + 1 };
}

/**
 * A day of settled rounds at one vendor: 60 % of the members (agents too) play 1 to 12 rounds,
 * stakes from 10,000 to 2,000,000 ₫, half of them in the evening; 53 % lose, 45 % pay 1.9×, 2 %
 * pay 5×. Also rounds that must not count: rolled back (whole or half), still open, and a few
 * settled just outside the day. The rounds' money is not in the ledger (the figures are read from
 * the rounds, as a settlement reads them).
 */
async function insertBets(pool: Pool, brandId: number, currency: string, day: Period) {
  const { rows: vendors } = await pool.query<{ id: number; code: string; category: string }>(
    'select id, code, category from vendors where brand_id = $1 order by id limit 1',
    [brandId],
  );
  const vendor = vendors[0];
  if (!vendor) throw new Error('agents bench: the seed made no vendor');
  await pool.query(
    `insert into bets (brand_id, member_id, vendor_id, vendor_code, game_code, game_type, round_id, wallet,
                       currency, stake, rolled_back_stake, payout, bets_open, status, placed_at, settled_at)
     select $1, member_id, $2, $3, 'bench-game-' || (h1 / 12) % 50, $4, 'agb-' || member_id || '-' || r, 'main', $5,
            case when outcome = 'rolled_back' then 0 when outcome = 'half_back' then stake - stake / 2 else stake end,
            case when outcome = 'rolled_back' then stake when outcome = 'half_back' then stake / 2 else 0 end,
            case when outcome not in ('settled', 'half_back') then 0
                 when h3 % 100 < 53 then 0
                 when h3 % 100 < 98 then (case when outcome = 'half_back' then stake - stake / 2 else stake end) * 19 / 10
                 else (case when outcome = 'half_back' then stake - stake / 2 else stake end) * 5 end,
            case when outcome = 'open' then 1 else 0 end,
            case when outcome in ('settled', 'half_back') then 'settled' else outcome end,
            at - ((h3 / 200) % 300) * interval '1 second',
            case when outcome in ('settled', 'half_back') then at end
       from (
         select b.member_id, r, h.h1, h.h3,
                (array[10000, 10000, 20000, 20000, 50000, 50000, 100000, 100000, 200000, 500000, 1000000, 2000000])[1 + h.h1 % 12]::bigint as stake,
                case when h.h2 % 1000 < 20 then 'half_back' when h.h2 % 1000 < 970 then 'settled'
                     when h.h2 % 1000 < 985 then 'rolled_back' else 'open' end as outcome,
                $6::timestamptz + case when (h.h3 / 100) % 2 = 0 then 64800000 + (h.h2 / 1000) % 21600000
                                       else (h.h2 / 1000) % 86400000 end * interval '1 millisecond' as at
           from (select member_id, abs(hashint8extended(member_id, 7)) as hb from bench_agents_tree) b
           cross join lateral generate_series(1, 1 + (b.hb / 100 % 12)::int) as r
           cross join lateral (
             select abs(hashint8extended(b.member_id * 16 + r, 11)) as h1, abs(hashint8extended(b.member_id * 16 + r, 12)) as h2,
                    abs(hashint8extended(b.member_id * 16 + r, 13)) as h3) h
          where b.hb % 100 < 60) as rounds`,
    [brandId, vendor.id, vendor.code, vendor.category, currency, day.startsAt],
  );
  // The day's edges: the first instant counts; the instant before it and the next day's first do not.
  await pool.query(
    `insert into bets (brand_id, member_id, vendor_id, vendor_code, game_code, game_type, round_id, wallet,
                       currency, stake, payout, status, placed_at, settled_at)
     select $1, t.member_id, $2, $3, 'bench-edge', $4, 'agb-edge-' || t.member_id || '-' || e.i, 'main', $5,
            e.stake, 0, 'settled', e.at - interval '1 minute', e.at
       from bench_agents_tree t
      cross join (values (1, $6::timestamptz, 3000000::bigint), (2, $6::timestamptz - interval '1 millisecond', 7000000),
                         (3, $7::timestamptz, 9000000)) as e (i, at, stake)
      where t.level = 5 and t.n < 50`,
    [brandId, vendor.id, vendor.code, vendor.category, currency, day.startsAt, day.endsAt],
  );
  const { rows } = await pool.query<{ status: string; rounds: number }>(
    `select status, count(*)::int as rounds from bets where brand_id = $1 group by status`,
    [brandId],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.rounds])) as Record<string, number>;
}

/**
 * Every member's main wallet, and the day's credits to it through the ledger's tables in set-based
 * statements (the lottery bench's way): credited deposits (40 % of the members, with their deposit
 * rows), bonuses (5 %) and rebates (3 %), each its own keyed journal dated in the day, the system
 * side pending as the ledger writes it; a few just outside the day and some rejected deposits,
 * which must not count.
 */
async function insertCredits(pool: Pool, brand: { id: number; currency: string }, day: Period) {
  await pool.query(
    `insert into ledger_accounts (brand_id, member_id, kind, currency)
     select $1, member_id, 'main', $2 from bench_agents_tree order by member_id`,
    [brand.id, brand.currency],
  );
  await pool.query(
    `create unlogged table bench_agents_credits as
     select row_number() over (order by at, member_id, kind)::int as n, c.*, null::bigint as journal_id
       from (
         select member_id, 'deposit' as kind, 'deposits_clearing' as system,
                (array[50000, 100000, 200000, 500000, 1000000, 5000000])[1 + (h / 7) % 6]::bigint as amount,
                $1::timestamptz + ((h / 100) % 86400000) * interval '1 millisecond' as at
           from (select member_id, abs(hashint8extended(member_id, 21)) as h from bench_agents_tree) x where h % 100 < 40
         union all
         select member_id, 'bonus', 'bonus_expense',
                (array[10000, 20000, 50000, 100000, 188888])[1 + (h / 7) % 5]::bigint,
                $1::timestamptz + ((h / 100) % 86400000) * interval '1 millisecond'
           from (select member_id, abs(hashint8extended(member_id, 22)) as h from bench_agents_tree) x where h % 100 < 5
         union all
         select member_id, 'rebate', 'rebate_expense', 1234 + (h / 7) % 50000,
                $1::timestamptz + ((h / 100) % 86400000) * interval '1 millisecond'
           from (select member_id, abs(hashint8extended(member_id, 23)) as h from bench_agents_tree) x where h % 100 < 3
         union all
         select member_id, 'deposit', 'deposits_clearing', 9999000, $1::timestamptz - interval '1 millisecond'
           from bench_agents_tree where level = 6 and n < 100
         union all
         select member_id, 'bonus', 'bonus_expense', 7777000, $2::timestamptz
           from bench_agents_tree where level = 6 and n < 100) c`,
    [day.startsAt, day.endsAt],
  );
  await inTransaction(pool, async (client) => {
    await client.query(
      `with journal as (
         insert into journals (brand_id, kind, idempotency_key, request_hash, memo, created_at)
         select $1, kind, 'bench:agents:' || n, sha256(convert_to('bench:agents:' || n, 'UTF8')), 'agents bench', at
           from bench_agents_credits order by n
         returning id, idempotency_key)
       update bench_agents_credits c set journal_id = j.id from journal j where j.idempotency_key = 'bench:agents:' || c.n`,
      [brand.id],
    );
    await client.query(
      `with system as (
         select id, code from ledger_accounts where brand_id = $1 and member_id is null and kind = 'house' and currency = $2),
       posted as (
         insert into postings (journal_id, account_id, amount, balance_after, created_at)
         select c.journal_id, a.id, c.amount, sum(c.amount) over (partition by c.member_id order by c.n), c.at
           from bench_agents_credits c join ledger_accounts a on a.member_id = c.member_id and a.kind = 'main'
         union all
         select c.journal_id, s.id, -c.amount, null, c.at from bench_agents_credits c join system s on s.code = c.system
         returning id, account_id, amount, balance_after)
       insert into ledger_pending_postings (posting_id, account_id, amount)
       select id, account_id, amount from posted where balance_after is null`,
      [brand.id, brand.currency],
    );
    await client.query(
      `update ledger_accounts a set balance = t.total, updated_at = now()
         from (select member_id, sum(amount) as total from bench_agents_credits group by member_id) t
        where a.member_id = t.member_id and a.kind = 'main'`,
    );
    // Each journal is checked at commit: with statistics of an empty ledger each check scans.
    await client.query('analyze postings, journals');
  });
  const { rows: channels } = await pool.query<{ id: bigint }>(
    `select id from deposit_channels where brand_id = $1 and kind = 'bank_transfer' order by id limit 1`,
    [brand.id],
  );
  const channel = channels[0];
  if (!channel) throw new Error('agents bench: the seed made no bank-transfer deposit channel');
  await pool.query(
    `insert into deposits (brand_id, member_id, channel_id, kind, amount, currency, payer_name, reference,
                           idempotency_key, status, journal_id, decided_by, decided_at, created_at)
     select $1::int, member_id, $2::bigint, 'bank_transfer', amount, $3::text, 'BENCH PAYER', 'AGB' || lpad(n::text, 9, '0'),
            'bench-' || n, 'credited', journal_id, 'operator', at, at - interval '5 minutes'
       from bench_agents_credits where kind = 'deposit'
     union all
     select $1::int, member_id, $2::bigint, 'bank_transfer', 3000000, $3::text, 'BENCH PAYER', 'AGR' || lpad(member_id::text, 9, '0'),
            'bench-rejected-' || member_id, 'rejected', null, 'operator',
            $4::timestamptz + (abs(hashint8extended(member_id, 25)) % 86400000) * interval '1 millisecond',
            $4::timestamptz
       from bench_agents_tree where abs(hashint8extended(member_id, 24)) % 100 < 5`,
    [brand.id, channel.id, brand.currency, day.startsAt],
  );
  const { rows } = await pool.query<{ kind: string; count: number }>(
    `select kind, count(*)::int as count from bench_agents_credits group by kind`,
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.count])) as Record<string, number>;
}

/**
 * The brand's templates through the operator's call (checked, upserted, audited), then the signed
 * contracts of each kind, level by level, each offered by its upline within the upline's rates:
 * 90 % of level 2, 85 % of level 3 and 70 % of level 4 under a holder; the rest of level 4 under a
 * holder has a contract whose termination was asked (it stands), one terminated at 12:30 (it stands
 * for the hours that end before), one signed at 12:30 (it pays the hours that end after, and the
 * day) or only an offer (never pays). Every contract is checked against offerProblems.
 */
async function insertContracts(pool: Pool, brandId: number, day: Period) {
  const offers = createAgentOffers({
    pool,
    brandId,
    team: createTeamService({ pool, brandId }),
    messages: createMessageService({ pool, brandId }),
  });
  for (const kind of kinds)
    await offers.setTemplate(kind, templates[kind], platformContext('bench-agents-templates'));
  const before = new Date(day.startsAt.getTime() - 24 * hourMs);
  const midday = new Date(day.startsAt.getTime() + 12.5 * hourMs);
  for (const [index, kind] of kinds.entries()) {
    for (let level = 2; level <= agentLevels; level += 1) {
      await pool.query(
        `with agents as (
           select t.member_id, t.upline_id, abs(hashint8extended(t.member_id, 30 + $3::int)) % 100 as slot,
                  100 - 10 * ($4::int - 1) - abs(hashint8extended(t.member_id, 40 + $3::int)) % 5 as factor,
                  (2 ^ ($4::int - 2))::int as divisor
             from bench_agents_tree t
            where t.level = $4::int
              and ($4::int = 2 or exists (
                    select 1 from agent_contracts u where u.agent_id = t.upline_id and u.kind = $2
                       and u.state = 'signed' and u.signed_at = $6))),
         placed as (
           select *, case when slot < (array[90, 85, 70])[$4::int - 1] then 'signed'
                          when $4::int < 4 then null
                          when slot < 75 then 'termination_requested'
                          when slot < 80 then 'terminated'
                          when slot < 85 then 'signed_late'
                          when slot < 90 then 'offered' end as state
             from agents)
         insert into agent_contracts (brand_id, kind, upline_id, agent_id, terms, state, termination_requested_by,
                                      offered_at, signed_at, ended_at)
         select $1, $2, p.upline_id, p.member_id,
                jsonb_build_object(
                  'kind', $2::text,
                  'tiers', (select jsonb_agg(jsonb_build_object(
                                     'minTeamValidBets', ((x.t->>'minTeamValidBets')::bigint / p.divisor)::text,
                                     'minActiveMembers', ceil((x.t->>'minActiveMembers')::numeric / p.divisor)::int,
                                     'ratePpm', (x.t->>'ratePpm')::bigint * p.factor / 100) order by x.i)
                              from jsonb_array_elements($5::jsonb->'tiers') with ordinality as x (t, i)),
                  'active', $5::jsonb->'active')
                  || case when $5::jsonb ? 'cycle' then jsonb_build_object('cycle', $5::jsonb->'cycle') else '{}'::jsonb end,
                case when p.state = 'signed_late' then 'signed' else p.state end,
                case when p.state = 'termination_requested' then p.member_id end,
                $6::timestamptz - interval '1 hour',
                case when p.state = 'offered' then null when p.state = 'signed_late' then $7::timestamptz else $6::timestamptz end,
                case when p.state = 'terminated' then $7::timestamptz end
           from placed p where p.state is not null order by p.member_id`,
        [brandId, kind, index, level, JSON.stringify(templates[kind]), before, midday],
      );
    }
  }
  // Within the rules: every contract offered by its direct upline, within the upline's rates.
  const { rows } = await pool.query<{
    kind: TieredKind;
    state: string;
    agent_id: bigint;
    upline_id: bigint;
    member_upline: bigint | null;
    terms: ContractTermsValue;
    upline_terms: ContractTermsValue | null;
  }>(
    `select c.kind, c.state, c.agent_id, c.upline_id, m.upline_id as member_upline, c.terms,
            coalesce(u.terms, case when up.upline_id is null then t.terms end) as upline_terms
       from agent_contracts c
       join members m on m.id = c.agent_id
       join members up on up.id = c.upline_id
       left join agent_contracts u on u.agent_id = c.upline_id and u.kind = c.kind and u.state = 'signed'
       left join agent_contract_templates t on t.brand_id = c.brand_id and t.kind = c.kind
      where c.brand_id = $1`,
    [brandId],
  );
  for (const row of rows) {
    const problems = offerProblems({
      offererId: row.upline_id.toString(),
      downline: { memberId: row.agent_id.toString(), uplineId: row.member_upline?.toString() ?? null },
      terms: termsFromWire(row.terms),
      offererTerms: row.upline_terms === null ? null : termsFromWire(row.upline_terms),
    });
    if (problems.length > 0)
      throw new Error(
        `agents bench: the ${row.kind} contract of member ${row.agent_id} breaks the rules: ${problems.map((p) => p.code).join(', ')}`,
      );
  }
  const signed = new Map<string, number>();
  for (const row of rows) {
    const key = `${row.kind} ${row.state}`;
    signed.set(key, (signed.get(key) ?? 0) + 1);
  }
  return Object.fromEntries(signed);
}

/** One instance of the server's settlement: its own pool, its domains wired as composition.ts does. */
function settlementInstance(url: string, brand: { id: number; currency: string }) {
  const pool = createPool(url, 4);
  const brandId = brand.id;
  const team = createTeamService({ pool, brandId });
  const offers = createAgentOffers({
    pool,
    brandId,
    team,
    messages: createMessageService({ pool, brandId }),
  });
  const settlement = createTieredSettlement({
    pool,
    brandId,
    sources: {
      team,
      wallet: createTeamFigures({ pool, brandId }),
      lottery: createLotteryTeamFigures({ pool, brandId }),
      cash: createCashTeamFigures({ pool, brandId }),
      ledger: createLedger({ pool, brand }),
      template: async (kind) =>
        (await offers.templates()).templates.find((entry) => entry.kind === kind)?.terms ?? null,
    },
  });
  return { pool, settlement };
}

interface Recomputed {
  holders: number;
  paidAgents: number;
  expectedTotal: bigint;
  paidTotal: bigint;
  wrong: number;
  shortfallLowered: number;
  flooredAtZero: number;
  firstWrong: unknown[] | null;
}

/**
 * What the period should have paid, recomputed in SQL from the tables alone (docs/agent-contracts.md,
 * not the TypeScript rules): each member's figures in the period, the holders (contracts standing at
 * the period's end, the template for agents with no agent above), each holder's team over
 * member_tree, its tier (the daily salary's shortfall rule, else the usual one), gross = rate × base
 * in ppm units, less the grosses of the nearest holders below in each branch (the holders whose
 * nearest holder above it is), floored once, never below zero. Compared agent by agent with the
 * settlement's payouts and their statements.
 */
async function recompute(pool: Pool, brandId: number, kind: TieredKind, period: Period): Promise<Recomputed> {
  const { rows } = await pool.query<Recomputed>(
    `with figures as (
       select member_id, sum(valid_bets) as valid_bets, sum(payouts) as payouts, sum(bonuses) as bonuses,
              sum(deposits) as deposits
         from (select member_id, stake as valid_bets, payout as payouts, 0::bigint as bonuses, 0::bigint as deposits
                 from bets where brand_id = $1 and status = 'settled' and settled_at >= $3 and settled_at < $4
               union all
               select a.member_id, 0, 0, p.amount, 0
                 from journals j
                 join postings p on p.journal_id = j.id and p.amount > 0
                 join ledger_accounts a on a.id = p.account_id and a.kind = 'main'
                where j.brand_id = $1 and j.kind in ('bonus', 'rebate') and j.created_at >= $3 and j.created_at < $4
               union all
               select member_id, 0, 0, 0, amount from deposits
                where brand_id = $1 and status = 'credited' and decided_at >= $3 and decided_at < $4) as own
        group by member_id),
     fitting as (
       select agent_id, terms from agent_contracts
        where brand_id = $1 and kind = $2 and signed_at < $4 and (ended_at is null or ended_at >= $4)
          and ($2 <> 'dividend' or terms->>'cycle' = $5)),
     holders as (
       select agent_id, terms from fitting
       union all
       select m.id, t.terms
         from agent_contract_templates t
         join members m on m.brand_id = t.brand_id and m.type <> 0
         left join members up on up.id = m.upline_id
        where t.brand_id = $1 and t.kind = $2 and ($2 <> 'dividend' or t.terms->>'cycle' = $5)
          and coalesce(up.type, 0) = 0 and not exists (select 1 from fitting f where f.agent_id = m.id)),
     teams as (
       select h.agent_id, coalesce(sum(f.valid_bets), 0) as valid_bets, coalesce(sum(f.payouts), 0) as payouts,
              coalesce(sum(f.bonuses), 0) as bonuses,
              (count(*) filter (where coalesce(f.valid_bets, 0) >= (h.terms->'active'->>'minValidBets')::numeric
                                  and coalesce(f.deposits, 0) >= (h.terms->'active'->>'minDeposits')::numeric))::int as active
         from holders h
         join member_tree t on t.ancestor_id = h.agent_id
         left join figures f on f.member_id = t.member_id
        group by h.agent_id),
     tiers as (
       select h.agent_id, x.i::int as tier, (x.t->>'minTeamValidBets')::numeric as min_bets,
              (x.t->>'minActiveMembers')::int as min_active, (x.t->>'ratePpm')::numeric as rate
         from holders h cross join lateral jsonb_array_elements(h.terms->'tiers') with ordinality as x (t, i)),
     reached as (
       select t.agent_id, max(r.tier) filter (where t.valid_bets >= r.min_bets) as by_bets,
              max(r.tier) filter (where t.valid_bets >= r.min_bets and t.active >= r.min_active) as usual
         from teams t join tiers r using (agent_id) group by t.agent_id),
     chosen as (
       select t.*, r.by_bets,
              case when $2 <> 'daily_salary' then r.usual
                   when r.by_bets is null then null
                   else greatest(1, r.by_bets - greatest(0, b.min_active - t.active)) end as tier
         from teams t join reached r using (agent_id)
         left join tiers b on b.agent_id = t.agent_id and b.tier = r.by_bets),
     grossed as (
       select c.*, coalesce(r.rate, 0) as rate,
              coalesce(r.rate, 0) * case when $2 = 'dividend' then greatest(0, c.valid_bets - c.payouts - c.bonuses)
                                         else c.valid_bets end as gross
         from chosen c left join tiers r on r.agent_id = c.agent_id and r.tier = c.tier),
     nearest_above as (
       select distinct on (t.member_id) t.member_id as agent_id, t.ancestor_id as above_id
         from member_tree t
         join holders below on below.agent_id = t.member_id
         join holders above on above.agent_id = t.ancestor_id
        where t.depth >= 1
        order by t.member_id, t.depth),
     deducted as (
       select n.above_id as agent_id, sum(g.gross) as deductions
         from nearest_above n join grossed g on g.agent_id = n.agent_id group by n.above_id),
     expected as (
       select g.*, coalesce(d.deductions, 0) as deductions,
              greatest(0, floor((g.gross - coalesce(d.deductions, 0)) / 1000000))::bigint as pay
         from grossed g left join deducted d using (agent_id)),
     paid as (
       select p.agent_id, p.amount, p.statement
         from agent_payouts p join agent_settlements s on s.id = p.settlement_id
        where s.brand_id = $1 and s.kind = $2 and s.period_key = $6),
     compared as (
       select coalesce(e.agent_id, p.agent_id) as agent_id, e.pay, p.amount, e.tier, e.by_bets, e.gross, e.deductions,
              e.valid_bets, e.active, p.statement,
              (e.agent_id is null or p.agent_id is null or e.pay <> p.amount
                or e.tier is distinct from (p.statement->>'tier')::int
                or e.valid_bets <> (p.statement->>'teamValidBets')::numeric
                or e.active <> (p.statement->>'activeMembers')::int) as wrong
         from expected e full join paid p on p.agent_id = e.agent_id)
     select (count(*) filter (where c.pay is not null))::int as holders,
            (count(*) filter (where c.pay > 0))::int as "paidAgents",
            coalesce(sum(c.pay), 0)::bigint as "expectedTotal", coalesce(sum(c.amount), 0)::bigint as "paidTotal",
            (count(*) filter (where c.wrong))::int as wrong,
            (count(*) filter (where c.tier < c.by_bets))::int as "shortfallLowered",
            (count(*) filter (where c.gross < c.deductions))::int as "flooredAtZero",
            (select json_agg(w) from (
               select m.username, x.pay as expected, x.amount as paid, x.tier as "expectedTier",
                      x.statement->>'tier' as "paidTier", x.valid_bets::text as "expectedTeamValidBets",
                      x.statement->>'teamValidBets' as "paidTeamValidBets", x.active as "expectedActive",
                      x.statement->>'activeMembers' as "paidActive", x.gross::text as "expectedGross",
                      x.deductions::text as "expectedDeductions"
                 from (select * from compared where wrong order by agent_id limit 5) x
                 join members m on m.id = x.agent_id) w)
              as "firstWrong"
       from compared c`,
    [brandId, kind, period.startsAt, period.endsAt, period.unit, period.key],
  );
  return rows[0]!;
}

/**
 * The ledger's side of one settlement: each positive payout is one `commission` journal, keyed by
 * kind, period and agent, moving exactly the pay from the agent commissions account to that agent's
 * main wallet; no other journal carries the settlement's key. Answers the problems found.
 */
async function checkJournals(pool: Pool, brandId: number, kind: TieredKind, period: Period) {
  const { rows } = await pool.query<{
    payouts: number;
    journals: number;
    wrong: number;
    moved: bigint;
    house: bigint;
  }>(
    `with payouts as (
       select p.* from agent_payouts p join agent_settlements s on s.id = p.settlement_id
        where s.brand_id = $1 and s.kind = $2 and s.period_key = $3 and p.amount > 0),
     keyed as (
       select j.id from journals j where j.brand_id = $1 and j.idempotency_key like 'agent-pay:' || $2 || ':' || $3 || ':%')
     select (select count(*) from payouts)::int as payouts, (select count(*) from keyed)::int as journals,
            (select count(*) from payouts p
               left join journals j on j.id = p.journal_id and j.kind = 'commission'
                     and j.idempotency_key = 'agent-pay:' || $2 || ':' || $3 || ':' || p.agent_id
               left join lateral (
                 select sum(x.amount) filter (where a.member_id = p.agent_id and a.kind = 'main') as to_agent,
                        sum(x.amount) filter (where a.code = 'agent_commissions') as from_house, count(*) as postings
                   from postings x join ledger_accounts a on a.id = x.account_id where x.journal_id = j.id) q on true
              where j.id is null or q.postings <> 2 or q.to_agent is distinct from p.amount
                 or q.from_house is distinct from -p.amount)::int as wrong,
            (select coalesce(sum(x.amount), 0) from postings x join keyed k on k.id = x.journal_id where x.amount > 0)::bigint as moved,
            (select coalesce(sum(x.amount), 0) from postings x join keyed k on k.id = x.journal_id
               join ledger_accounts a on a.id = x.account_id where a.code = 'agent_commissions')::bigint as house`,
    [brandId, kind, period.key],
  );
  const books = rows[0]!;
  const problems: string[] = [];
  if (books.wrong > 0) problems.push(`${books.wrong} payouts without their exact commission journal`);
  if (books.journals !== books.payouts)
    problems.push(`${books.journals} commission journals for ${books.payouts} positive payouts`);
  if (books.house !== -books.moved)
    problems.push(`the commissions account moved ${books.house}, agents got ${books.moved}`);
  return { problems, moved: books.moved };
}

/** What the books hold of agent pay: a snapshot that a re-run must leave exactly as it was. */
async function payState(pool: Pool, brandId: number) {
  const { rows } = await pool.query<{ state: string }>(
    `select concat_ws(' / ',
       (select count(*) from agent_settlements where brand_id = $1),
       (select count(*) from agent_payouts p join agent_settlements s on s.id = p.settlement_id where s.brand_id = $1),
       (select coalesce(sum(paid), 0) from agent_settlements where brand_id = $1),
       (select count(*) from journals where brand_id = $1 and kind = 'commission'),
       (select balance from ledger_balances where brand_id = $1 and code = 'agent_commissions'),
       (select sum(balance) from ledger_accounts where brand_id = $1 and kind = 'main')) as state`,
    [brandId],
  );
  return rows[0]!.state;
}

type Instance = ReturnType<typeof settlementInstance>;

/**
 * Two instances settle the same period at once (as every instance's job does): exactly one pays,
 * the other waits on the claim and answers the settlement. Answers the payer's own seconds.
 */
async function race(a: Instance, b: Instance, kind: TieredKind, period: Period) {
  const timed = async (instance: Instance) => {
    const started = performance.now();
    const run = await instance.settlement.settle(kind, period);
    return { run, seconds: (performance.now() - started) / 1000 };
  };
  const answers = await Promise.all([timed(a), timed(b)]);
  const payers = answers.filter((answer) => !answer.run.alreadySettled);
  const ids = new Set(answers.map((answer) => answer.run.settlement.id));
  if (payers.length !== 1 || ids.size !== 1)
    throw new Error(
      `agents bench: two instances settling ${kind} ${period.key} at once: ${payers.length} paid, ${ids.size} settlements`,
    );
  const payer = payers[0]!;
  const waiter = answers.find((answer) => answer !== payer)!;
  return { run: payer.run, seconds: payer.seconds, waitedSeconds: waiter.seconds };
}

export interface AgentKindFigures {
  kind: TieredKind;
  periods: number;
  seconds: number;
  slowestSeconds: number;
  /** Holders of the kind (the fewest and most over its periods). */
  holders: { least: number; most: number };
  /** Payouts above zero, over all its periods. */
  paidAgents: number;
  paid: bigint;
  shortfallLowered: number;
  flooredAtZero: number;
  /** The loser of each race: how long it waited on the winner's claim (the longest). */
  waitedSeconds: number;
  /** The recomputation in SQL, all its periods. */
  checkSeconds: number;
}

/**
 * `pnpm bench agents` (issue 19): 100,000 members in a 6-level tree with a day of bets; the day's
 * daily salary, its 24 hourly salaries and its daily dividend each settled by two instances at
 * once (createTieredSettlement(...).settle on two pools: exactly one pays), timed; every payout
 * equal to a recomputation in SQL agent by agent, each in its commission journal; every period
 * settled again, on one instance and on two at once, paying nothing; the ledger reconciles.
 *
 * Setup: a fresh database migrated and seeded with the demo brand; the members written level by
 * level with the tree kept by its trigger (timed apart); main wallets, the day's deposits, bonuses
 * and rebates as journals; the day's rounds; the templates and contracts. A failed check throws.
 * BENCH_AGENTS_VERBOSE=1 prints each setup step's seconds as it ends.
 */
export async function measureAgentSettlement(repositoryRoot: string) {
  const database = await freshBenchDatabase(repositoryRoot, { name: 'agents', port: 54382 });
  const pool = createPool(database.url, 4);
  const instances: Instance[] = [];
  try {
    const setupStarted = performance.now();
    await migrate(pool);
    await seedDemo(pool, { lines: ['line-1.bench.test'], memberSiteUrl: 'http://127.0.0.1:5173' });
    const brand = await findBrand(pool, demoBrand.code);
    if (!brand) throw new Error('agents bench: the seed made no demo brand');
    // The brand's previous day on its clock (Vietnam), ended: what the jobs settle this morning.
    const day = lastEndedPeriod('D', new Date());
    const hours = periodsEndedBetween('HR', day.startsAt, day.endsAt);
    if (hours.length !== 24) throw new Error(`agents bench: the day ${day.key} has ${hours.length} hours`);

    // Each step's seconds, for the setup's table.
    const steps: Record<string, number> = {};
    const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await work();
      steps[name] = (performance.now() - started) / 1000;
      if (process.env.BENCH_AGENTS_VERBOSE) console.log(`agents bench: ${name} ${steps[name].toFixed(1)} s`);
      return result;
    };
    steps['migrate and seed'] = (performance.now() - setupStarted) / 1000;
    const levelSeconds = await step('members and their tree', () => insertTree(pool, brand.id));
    const treeSeconds = levelSeconds.reduce((sum, seconds) => sum + seconds, 0);
    const tree = await step('tree checked', () => checkTree(pool, brand.id));
    const bets = await step('rounds', () => insertBets(pool, brand.id, brand.currency, day));
    const credits = await step('wallets and credits', () => insertCredits(pool, brand, day));
    const contracts = await step('templates and contracts', () => insertContracts(pool, brand.id, day));
    const { rows: lottery } = await pool.query<{ n: number }>(
      'select count(*)::int as n from lottery_settlements where brand_id = $1',
      [brand.id],
    );
    // The recomputation reads the vendor rounds only: the lottery's rounds would need their own.
    if (lottery[0]!.n !== 0) throw new Error('agents bench: the seed settled lottery rounds');
    // Statistics as autovacuum would have them after a day, not a bulk load's seconds ago.
    await step('analyze', () => pool.query('analyze'));
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    instances.push(settlementInstance(database.url, brand), settlementInstance(database.url, brand));
    const [a, b] = instances as [Instance, Instance];
    const plan: Array<{ kind: TieredKind; periods: Period[] }> = [
      { kind: 'daily_salary', periods: [day] },
      { kind: 'hourly_salary', periods: hours },
      { kind: 'dividend', periods: [day] },
    ];
    const problems: string[] = [];
    const results: AgentKindFigures[] = [];
    for (const { kind, periods } of plan) {
      const figures: AgentKindFigures = {
        kind,
        periods: periods.length,
        seconds: 0,
        slowestSeconds: 0,
        holders: { least: Number.MAX_SAFE_INTEGER, most: 0 },
        paidAgents: 0,
        paid: 0n,
        shortfallLowered: 0,
        flooredAtZero: 0,
        waitedSeconds: 0,
        checkSeconds: 0,
      };
      for (const period of periods) {
        const settled = await race(a, b, kind, period);
        figures.seconds += settled.seconds;
        figures.slowestSeconds = Math.max(figures.slowestSeconds, settled.seconds);
        figures.waitedSeconds = Math.max(figures.waitedSeconds, settled.waitedSeconds);
        const checkStarted = performance.now();
        const expected = await recompute(pool, brand.id, kind, period);
        figures.checkSeconds += (performance.now() - checkStarted) / 1000;
        const where = `${kind} ${period.key}`;
        if (expected.wrong > 0)
          problems.push(
            `${where}: ${expected.wrong} agents paid otherwise than the SQL recomputation, first: ${JSON.stringify(expected.firstWrong)}`,
          );
        if (
          expected.paidTotal !== expected.expectedTotal ||
          BigInt(settled.run.settlement.paid) !== expected.expectedTotal
        )
          problems.push(
            `${where}: paid ${settled.run.settlement.paid} (payouts ${expected.paidTotal}), the SQL recomputation ${expected.expectedTotal}`,
          );
        if (settled.run.settlement.agents !== expected.holders)
          problems.push(
            `${where}: ${settled.run.settlement.agents} agents settled, ${expected.holders} hold the kind`,
          );
        const books = await checkJournals(pool, brand.id, kind, period);
        problems.push(...books.problems.map((problem) => `${where}: ${problem}`));
        if (books.moved !== expected.expectedTotal)
          problems.push(
            `${where}: the journals moved ${books.moved}, the recomputation ${expected.expectedTotal}`,
          );
        figures.holders.least = Math.min(figures.holders.least, expected.holders);
        figures.holders.most = Math.max(figures.holders.most, expected.holders);
        figures.paidAgents += expected.paidAgents;
        figures.paid += expected.expectedTotal;
        figures.shortfallLowered += expected.shortfallLowered;
        figures.flooredAtZero += expected.flooredAtZero;
      }
      results.push(figures);
    }
    if (problems.length > 0) throw new Error(`agents bench:\n${problems.slice(0, 10).join('\n')}`);

    // Every period again: on one instance, then on two at once. Nothing may move.
    const settledState = await payState(pool, brand.id);
    let reruns = 0;
    for (const { kind, periods } of plan) {
      for (const period of periods) {
        const again = await a.settlement.settle(kind, period);
        const both = await Promise.all([
          a.settlement.settle(kind, period),
          b.settlement.settle(kind, period),
        ]);
        for (const run of [again, ...both]) {
          if (!run.alreadySettled) problems.push(`${kind} ${period.key} was settled again`);
          reruns += 1;
        }
      }
    }
    const rerunState = await payState(pool, brand.id);
    if (rerunState !== settledState)
      problems.push(`the re-runs changed the books: ${settledState} before, ${rerunState} after`);

    // Across everything: each agent's wallet holds its credits and its pay, once; the books reconcile.
    const { rows: wallets } = await pool.query<{ wrong: number; paid: bigint }>(
      `select (count(*) filter (where a.balance <> coalesce(c.total, 0) + coalesce(p.total, 0)))::int as wrong,
              (select coalesce(sum(amount), 0) from agent_payouts)::bigint as paid
         from bench_agents_tree t
         join ledger_accounts a on a.member_id = t.member_id and a.kind = 'main'
         left join (select member_id, sum(amount) as total from bench_agents_credits group by member_id) c
           on c.member_id = a.member_id
         left join (select agent_id, sum(amount) as total from agent_payouts group by agent_id) p
           on p.agent_id = a.member_id`,
    );
    const totalPaid = results.reduce((sum, figures) => sum + figures.paid, 0n);
    if (wallets[0]!.wrong > 0)
      problems.push(`${wallets[0]!.wrong} main wallets hold other than credits + pay`);
    if (wallets[0]!.paid !== totalPaid)
      problems.push(`the wallets got ${wallets[0]!.paid}, the periods paid ${totalPaid}`);
    const books = await createLedger({ pool, brand }).reconcile();
    if (!books.balanced) problems.push('the ledger does not reconcile after the settlements');
    if (problems.length > 0) throw new Error(`agents bench:\n${problems.slice(0, 10).join('\n')}`);

    return {
      day: day.key,
      members: memberCount,
      levels: tree.deepest,
      treeRows: tree.rows,
      levelSeconds,
      treeSeconds,
      steps,
      setupSeconds,
      bets,
      credits,
      contracts,
      kinds: results,
      totalPaid,
      reruns,
      races: plan.reduce((sum, entry) => sum + entry.periods.length, 0),
    };
  } finally {
    for (const instance of instances) await instance.pool.end();
    await pool.end();
    await database.drop();
  }
}

export type AgentSettlementFigures = Awaited<ReturnType<typeof measureAgentSettlement>>;

const vnd = (amount: bigint) => amount.toLocaleString('en');

/** The setup's figures, beside the where it gives one. */
export function agentSetupRows(figures: AgentSettlementFigures) {
  const settled = figures.bets.settled ?? 0;
  const contracts = Object.entries(figures.contracts)
    .map(([key, count]) => `${key} ${count}`)
    .join(', ');
  return [
    { measure: 'members (bench)', figure: figures.members.toLocaleString('en'), target: '100,000' },
    { measure: 'levels', figure: String(figures.levels), target: '6' },
    {
      measure: 'member_tree rows (per-row trigger)',
      figure: figures.treeRows.toLocaleString('en'),
      target: '= the upline chains',
    },
    {
      measure: 'members inserted, trigger included (s)',
      figure: `${figures.treeSeconds.toFixed(1)} (${figures.levelSeconds.map((s) => s.toFixed(1)).join(' + ')})`,
      target: '',
    },
    {
      measure: 'rounds',
      figure: `${settled.toLocaleString('en')} settled, ${(figures.bets.rolled_back ?? 0).toLocaleString('en')} rolled back, ${(figures.bets.open ?? 0).toLocaleString('en')} open`,
      target: '',
    },
    {
      measure: 'credits (journals)',
      figure: Object.entries(figures.credits)
        .map(([kind, count]) => `${kind} ${count.toLocaleString('en')}`)
        .join(', '),
      target: '',
    },
    { measure: 'contracts', figure: contracts, target: '' },
    { measure: 'setup in all (s)', figure: figures.setupSeconds.toFixed(1), target: '' },
  ];
}

/** Each kind's settlement: time, agents, pay and the checks, beside what the issue asks. */
export function agentSettlementRows(figures: AgentSettlementFigures) {
  return figures.kinds.map((kind) => ({
    kind: kind.kind,
    periods: kind.periods,
    'settle s': kind.seconds.toFixed(1),
    'slowest s': kind.slowestSeconds.toFixed(1),
    holders:
      kind.holders.least === kind.holders.most
        ? kind.holders.most
        : `${kind.holders.least}–${kind.holders.most}`,
    'agents paid': kind.paidAgents,
    'paid (VND)': vnd(kind.paid),
    'SQL check': `equal (${kind.checkSeconds.toFixed(1)} s)`,
    'two at once': `1 paid, 1 waited ≤ ${kind.waitedSeconds.toFixed(1)} s`,
  }));
}
