import type { CampaignKind, Prize } from '@lotus/contract/campaigns';
import type { Queryable } from '../../platform/database/pool.ts';
import type { CampaignTexts } from './tables.ts';

/** Campaign draws (migration 0056): each written with its journal and its campaign's update. */

export interface DrawRow {
  id: bigint;
  campaign_id: bigint;
  member_id: bigint;
  period_key: string;
  draw_number: number;
  nonce: number;
  prizes: Prize[];
  prize_index: number;
  prize_kind: Prize['kind'];
  prize_amount: bigint;
  journal_id: bigint | null;
  idempotency_key: string;
  created_at: Date;
  kind: CampaignKind;
  texts: CampaignTexts;
  draws_allowed: number;
  server_seed_hash: string;
  client_seed: string;
  /** Only once the pair is revealed. */
  server_seed: string | null;
  username: string;
}

const columns = `d.id, d.campaign_id, d.member_id, d.period_key, d.draw_number, d.nonce, d.prizes,
  d.prize_index, d.prize_kind, d.prize_amount, d.journal_id, d.idempotency_key, d.created_at,
  c.kind, c.texts, c.draws_allowed, s.server_seed_hash, s.client_seed,
  case when s.revealed_at is not null then s.server_seed end as server_seed, m.username`;
const joins = `from reward_campaign_draws d
  join reward_campaigns c on c.id = d.campaign_id
  join reward_seed_pairs s on s.id = d.seed_pair_id
  join members m on m.id = d.member_id`;

/** The member's draws in a campaign's period (its lock on its seed pair keeps this count true). */
export async function countDraws(
  db: Queryable,
  campaignId: bigint,
  memberId: bigint,
  periodKey: string,
): Promise<number> {
  const { rows } = await db.query<{ draws: number }>(
    `select count(*)::int as draws from reward_campaign_draws
      where campaign_id = $1 and member_id = $2 and period_key = $3`,
    [campaignId, memberId, periodKey],
  );
  return rows[0]?.draws ?? 0;
}

/** Draws per campaign for one member and period keys (the member's list). */
export async function countDrawsByCampaign(
  db: Queryable,
  memberId: bigint,
  periods: Array<{ campaignId: bigint; periodKey: string }>,
): Promise<Map<bigint, number>> {
  if (periods.length === 0) return new Map();
  const { rows } = await db.query<{ campaign_id: bigint; draws: number }>(
    `select d.campaign_id, count(*)::int as draws
       from reward_campaign_draws d
       join unnest($2::bigint[], $3::text[]) as p (campaign_id, period_key)
         on p.campaign_id = d.campaign_id and p.period_key = d.period_key
      where d.member_id = $1
      group by d.campaign_id`,
    [memberId, periods.map((period) => period.campaignId), periods.map((period) => period.periodKey)],
  );
  return new Map(rows.map((row) => [row.campaign_id, row.draws]));
}

export async function insertDraw(
  db: Queryable,
  draw: {
    brandId: number;
    campaignId: bigint;
    memberId: bigint;
    periodKey: string;
    drawNumber: number;
    seedPairId: bigint;
    nonce: number;
    prizes: Prize[];
    prizeIndex: number;
    prize: { kind: Prize['kind']; amount: bigint };
    journalId: bigint | null;
    key: string;
  },
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into reward_campaign_draws (brand_id, campaign_id, member_id, period_key, draw_number,
       seed_pair_id, nonce, prizes, prize_index, prize_kind, prize_amount, journal_id, idempotency_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict do nothing
     returning id`,
    [
      draw.brandId,
      draw.campaignId,
      draw.memberId,
      draw.periodKey,
      draw.drawNumber,
      draw.seedPairId,
      draw.nonce,
      JSON.stringify(draw.prizes),
      draw.prizeIndex,
      draw.prize.kind,
      draw.prize.amount,
      draw.journalId,
      draw.key,
    ],
  );
  return rows[0]?.id;
}

export async function selectDrawByKey(
  db: Queryable,
  memberId: bigint,
  key: string,
): Promise<DrawRow | undefined> {
  const { rows } = await db.query<DrawRow>(
    `select ${columns} ${joins} where d.member_id = $1 and d.idempotency_key = $2`,
    [memberId, key],
  );
  return rows[0];
}

/** A page of draws, newest first: a member's (of one kind or all), or a campaign's (of one member or all). */
export async function selectDrawPage(
  db: Queryable,
  brandId: number,
  filter: { memberId?: bigint; kind?: CampaignKind; campaignId?: bigint; username?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: DrawRow[]; total: number }> {
  const where = `where d.brand_id = $1 and ($2::bigint is null or d.member_id = $2)
      and ($3::text is null or c.kind = $3) and ($4::bigint is null or d.campaign_id = $4)
      and ($5::text is null or m.username = $5)`;
  const values = [
    brandId,
    filter.memberId ?? null,
    filter.kind ?? null,
    filter.campaignId ?? null,
    filter.username ?? null,
  ];
  const [{ rows }, counted] = await Promise.all([
    db.query<DrawRow>(`select ${columns} ${joins} ${where} order by d.id desc limit $6 offset $7`, [
      ...values,
      page.limit,
      page.offset,
    ]),
    db.query<{ total: number }>(`select count(*)::int as total ${joins} ${where}`, values),
  ]);
  return { rows, total: counted.rows[0]?.total ?? 0 };
}

/** A campaign's totals, from its draws (the operator's figures; the campaign row's counters agree). */
export async function selectDrawTotals(
  db: Queryable,
  campaignId: bigint,
): Promise<{ draws: number; members: number; money: bigint; points: bigint }> {
  const { rows } = await db.query<{ draws: number; members: number; money: bigint; points: bigint }>(
    `select count(*)::int as draws, count(distinct member_id)::int as members,
            coalesce(sum(prize_amount) filter (where prize_kind = 'money'), 0)::bigint as money,
            coalesce(sum(prize_amount) filter (where prize_kind = 'points'), 0)::bigint as points
       from reward_campaign_draws where campaign_id = $1`,
    [campaignId],
  );
  return rows[0]!;
}
