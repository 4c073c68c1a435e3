import type { CampaignKind, DrawPeriod, Prize } from '@lotus/contract/campaigns';
import type { Queryable } from '../../platform/database/pool.ts';

/** Campaigns (migration 0056): the campaign rows and their one conditional update per draw. */

export type CampaignTexts = Partial<Record<'vi' | 'en', { name: string; description: string }>>;

export interface CampaignRow {
  id: bigint;
  brand_id: number;
  kind: CampaignKind;
  texts: CampaignTexts;
  budget: bigint;
  paid: bigint;
  points_budget: bigint;
  points_paid: bigint;
  max_money_prize: bigint;
  max_points_prize: bigint;
  starts_at: Date;
  ends_at: Date;
  closed_at: Date | null;
  min_deposits: bigint;
  min_valid_bets: bigint;
  window_days: number | null;
  draws_allowed: number;
  draws_per: DrawPeriod;
  prizes: Prize[];
  draws: number;
  created_at: Date;
  /** Raised by every operator change. */
  version: number;
  /** The database's clock when read: schedules are judged by it, as the draw's update is. */
  now: Date;
}

const columns = `id, brand_id, kind, texts, budget, paid, points_budget, points_paid, max_money_prize,
  max_points_prize, starts_at, ends_at, closed_at, min_deposits, min_valid_bets, window_days,
  draws_allowed, draws_per, prizes, draws, created_at, version, now() as now`;

export interface CampaignValues {
  kind: CampaignKind;
  texts: CampaignTexts;
  budget: bigint;
  pointsBudget: bigint;
  startsAt: Date;
  endsAt: Date;
  minDeposits: bigint;
  minValidBets: bigint;
  windowDays: number | null;
  drawsAllowed: number;
  drawsPer: DrawPeriod;
  prizes: Prize[];
}

/** The largest prize of each kind: what a draw must find left in the budget. */
export function largestPrizes(prizes: readonly Prize[]): { money: bigint; points: bigint } {
  const largest = (kind: Prize['kind']) =>
    prizes
      .filter((prize) => prize.kind === kind)
      .reduce((max, prize) => {
        const amount = BigInt(prize.amount);
        return amount > max ? amount : max;
      }, 0n);
  return { money: largest('money'), points: largest('points') };
}

function parameters(values: CampaignValues) {
  const largest = largestPrizes(values.prizes);
  return [
    values.kind,
    JSON.stringify(values.texts),
    values.budget,
    values.pointsBudget,
    largest.money,
    largest.points,
    values.startsAt,
    values.endsAt,
    values.minDeposits,
    values.minValidBets,
    values.windowDays,
    values.drawsAllowed,
    values.drawsPer,
    JSON.stringify(values.prizes),
  ];
}

export async function insertCampaign(
  db: Queryable,
  brandId: number,
  values: CampaignValues,
): Promise<CampaignRow> {
  const { rows } = await db.query<CampaignRow>(
    `insert into reward_campaigns (brand_id, kind, texts, budget, points_budget, max_money_prize,
       max_points_prize, starts_at, ends_at, min_deposits, min_valid_bets, window_days, draws_allowed,
       draws_per, prizes)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     returning ${columns}`,
    [brandId, ...parameters(values)],
  );
  return rows[0] as CampaignRow;
}

/** Changes a campaign (its row locked by the caller); the service decides what may change. */
export async function updateCampaignRow(
  db: Queryable,
  id: bigint,
  values: CampaignValues,
): Promise<CampaignRow> {
  const { rows } = await db.query<CampaignRow>(
    `update reward_campaigns
        set kind = $2, texts = $3, budget = $4, points_budget = $5, max_money_prize = $6,
            max_points_prize = $7, starts_at = $8, ends_at = $9, min_deposits = $10,
            min_valid_bets = $11, window_days = $12, draws_allowed = $13, draws_per = $14, prizes = $15,
            version = version + 1, updated_at = now()
      where id = $1
      returning ${columns}`,
    [id, ...parameters(values)],
  );
  return rows[0] as CampaignRow;
}

export async function closeCampaignRow(db: Queryable, id: bigint): Promise<CampaignRow> {
  const { rows } = await db.query<CampaignRow>(
    `update reward_campaigns set closed_at = now(), version = version + 1, updated_at = now() where id = $1 returning ${columns}`,
    [id],
  );
  return rows[0] as CampaignRow;
}

export async function selectCampaign(
  db: Queryable,
  brandId: number,
  id: bigint,
  lock = false,
): Promise<CampaignRow | undefined> {
  const { rows } = await db.query<CampaignRow>(
    `select ${columns} from reward_campaigns where brand_id = $1 and id = $2 ${lock ? 'for update' : ''}`,
    [brandId, id],
  );
  return rows[0];
}

/** Every campaign, newest first (the operator's list), or those a member may see: not closed, not ended. */
export async function selectCampaigns(
  db: Queryable,
  brandId: number,
  filter: { kind?: CampaignKind; current?: boolean },
): Promise<CampaignRow[]> {
  const { rows } = await db.query<CampaignRow>(
    `select ${columns} from reward_campaigns
      where brand_id = $1 and ($2::text is null or kind = $2)
        and (not $3 or (closed_at is null and ends_at > now()))
      order by ${filter.current ? 'starts_at, id' : 'id desc'}`,
    [brandId, filter.kind ?? null, filter.current === true],
  );
  return rows;
}

/**
 * Takes a draw's prize from the campaign, in the draw's transaction: one conditional update, made
 * only while the campaign runs and what is left of each budget covers its largest prize (whatever
 * this draw's prize is), so concurrent draws on any number of instances never pass the budget.
 * `version` is the row the draw read its prize table from: an operator's change in between (only
 * possible before the first draw) refuses the draw rather than pay from a table no longer offered.
 * False when the campaign refuses; the caller reads the row to say why.
 */
export async function takeFromBudget(
  db: Queryable,
  campaign: { id: bigint; version: number },
  prize: { money: bigint; points: bigint },
): Promise<boolean> {
  const { rowCount } = await db.query({
    name: 'reward-campaign-take',
    text: `update reward_campaigns
        set paid = paid + $2, points_paid = points_paid + $3, draws = draws + 1
      where id = $1 and closed_at is null and starts_at <= now() and ends_at > now()
        and budget - paid >= max_money_prize and points_budget - points_paid >= max_points_prize
        and version = $4`,
    values: [campaign.id, prize.money, prize.points, campaign.version],
  });
  return rowCount === 1;
}
