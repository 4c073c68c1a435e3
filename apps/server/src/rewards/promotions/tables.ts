import type { PromotionRule, PromotionTerms, PromotionType } from '@lotus/contract/promotions';
import type { Queryable } from '../../platform/database/pool.ts';

/** Promotions, who joined them and what they paid (migration 0059). Applications: applications-tables.ts. */

export type PromotionTexts = Partial<Record<'vi' | 'en', { title: string; summary: string; body: string }>>;

export interface PromotionRow {
  id: bigint;
  type: PromotionType;
  rule: PromotionRule;
  terms: PromotionTerms;
  texts: PromotionTexts;
  starts_at: Date;
  ends_at: Date;
  active: boolean;
  sort: number;
  /** What it has paid and to how many grants (the operator's list). */
  paid: bigint;
  grants: number;
}

export interface PromotionValues {
  type: PromotionType;
  terms: PromotionTerms;
  texts: PromotionTexts;
  startsAt: Date;
  endsAt: Date;
  active: boolean;
  sort: number;
}

const promotionColumns = `p.id, p.type, p.rule, p.terms, p.texts, p.starts_at, p.ends_at, p.active, p.sort,
  coalesce((select sum(g.amount) from promotion_grants g where g.promotion_id = p.id), 0)::bigint as paid,
  (select count(*) from promotion_grants g where g.promotion_id = p.id)::int as grants`;

/** Shown promotions (live, coming, or ended within the last week), of one type or all. */
export async function selectShownPromotions(
  db: Queryable,
  brandId: number,
  filter: { type?: PromotionType; now: Date },
): Promise<PromotionRow[]> {
  const { rows } = await db.query<PromotionRow>(
    `select ${promotionColumns} from promotions p
      where p.brand_id = $1 and p.active and ($2::text is null or p.type = $2)
        and p.ends_at > $3::timestamptz - interval '7 days'
      order by (p.ends_at <= $3) , p.sort, p.id desc`,
    [brandId, filter.type ?? null, filter.now],
  );
  return rows;
}

export async function selectAllPromotions(db: Queryable, brandId: number): Promise<PromotionRow[]> {
  const { rows } = await db.query<PromotionRow>(
    `select ${promotionColumns} from promotions p where p.brand_id = $1 order by p.sort, p.id desc`,
    [brandId],
  );
  return rows;
}

export async function selectPromotion(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<PromotionRow | undefined> {
  const { rows } = await db.query<PromotionRow>(
    `select ${promotionColumns} from promotions p where p.brand_id = $1 and p.id = $2`,
    [brandId, id],
  );
  return rows[0];
}

/** The live registration bonus (the home page's teaser), if one runs now. */
export async function selectLiveRegistrationBonus(
  db: Queryable,
  brandId: number,
  now: Date,
): Promise<PromotionRow | undefined> {
  const { rows } = await db.query<PromotionRow>(
    `select ${promotionColumns} from promotions p
      where p.brand_id = $1 and p.active and p.rule = 'registration_bonus' and p.starts_at <= $2 and p.ends_at > $2
      order by p.starts_at limit 1`,
    [brandId, now],
  );
  return rows[0];
}

/** Another active registration bonus whose window overlaps (two would pay a newcomer twice). */
export async function registrationOverlapExists(
  db: Queryable,
  brandId: number,
  window: { startsAt: Date; endsAt: Date; except: bigint | null },
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from promotions
      where brand_id = $1 and active and rule = 'registration_bonus' and ($4::bigint is null or id <> $4)
        and starts_at < $3 and ends_at > $2 limit 1`,
    [brandId, window.startsAt, window.endsAt, window.except],
  );
  return rows.length > 0;
}

export async function insertPromotion(
  db: Queryable,
  brandId: number,
  values: PromotionValues,
): Promise<bigint> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into promotions (brand_id, type, rule, terms, texts, starts_at, ends_at, active, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      brandId,
      values.type,
      values.terms.rule,
      JSON.stringify(values.terms),
      JSON.stringify(values.texts),
      values.startsAt,
      values.endsAt,
      values.active,
      values.sort,
    ],
  );
  return rows[0]!.id;
}

export async function updatePromotionRow(
  db: Queryable,
  brandId: number,
  id: bigint,
  values: PromotionValues,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update promotions set type = $3, rule = $4, terms = $5, texts = $6, starts_at = $7, ends_at = $8,
            active = $9, sort = $10, updated_at = now()
      where brand_id = $1 and id = $2`,
    [
      brandId,
      id,
      values.type,
      values.terms.rule,
      JSON.stringify(values.terms),
      JSON.stringify(values.texts),
      values.startsAt,
      values.endsAt,
      values.active,
      values.sort,
    ],
  );
  return rowCount === 1;
}

/** Locks the promotion's row (an update and a claim agree on the terms a grant was paid under). */
export async function lockPromotion(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<PromotionRow | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    'select id from promotions where brand_id = $1 and id = $2 for share',
    [brandId, id],
  );
  return rows.length === 0 ? undefined : selectPromotion(db, brandId, id);
}

export interface GrantRow {
  id: bigint;
  promotion_id: bigint;
  member_id: bigint;
  period: string;
  amount: bigint;
  turnover_required: bigint;
  status: 'claimed' | 'issued';
  streak: number | null;
  idempotency_key: string | null;
  created_at: Date;
  texts: PromotionTexts;
  rule: PromotionRule;
}

const grantColumns = `g.id, g.promotion_id, g.member_id, g.period, g.amount, g.turnover_required, g.status,
  g.streak, g.idempotency_key, g.created_at, p.texts, p.rule`;

/** A member's grants of these promotions, newest first (what the activity centre's statuses read). */
export async function selectMemberGrants(
  db: Queryable,
  memberId: bigint,
  promotionIds: readonly bigint[],
): Promise<GrantRow[]> {
  const { rows } = await db.query<GrantRow>(
    `select ${grantColumns} from promotion_grants g join promotions p on p.id = g.promotion_id
      where g.member_id = $1 and g.promotion_id = any($2::bigint[]) order by g.id desc`,
    [memberId, promotionIds],
  );
  return rows;
}

export async function selectGrantPage(
  db: Queryable,
  memberId: bigint,
  page: { limit: number; offset: number },
): Promise<{ rows: GrantRow[]; total: number; amount: bigint }> {
  const [list, totals] = await Promise.all([
    db.query<GrantRow>(
      `select ${grantColumns} from promotion_grants g join promotions p on p.id = g.promotion_id
        where g.member_id = $1 order by g.id desc limit $2 offset $3`,
      [memberId, page.limit, page.offset],
    ),
    db.query<{ total: number; amount: bigint }>(
      `select count(*)::int as total, coalesce(sum(amount), 0)::bigint as amount
         from promotion_grants where member_id = $1`,
      [memberId],
    ),
  ]);
  return { rows: list.rows, total: totals.rows[0]!.total, amount: totals.rows[0]!.amount };
}

/** Records a grant; undefined when the member already has this promotion's grant for the period. */
export async function insertGrant(
  db: Queryable,
  grant: {
    brandId: number;
    promotionId: bigint;
    memberId: bigint;
    period: string;
    amount: bigint;
    turnoverRequired: bigint;
    status: 'claimed' | 'issued';
    streak: number | null;
    depositId: bigint | null;
    journalId: bigint;
    idempotencyKey: string | null;
  },
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into promotion_grants (brand_id, promotion_id, member_id, period, amount, turnover_required, status,
                                   streak, deposit_id, journal_id, idempotency_key)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     on conflict (promotion_id, member_id, period) do nothing returning id`,
    [
      grant.brandId,
      grant.promotionId,
      grant.memberId,
      grant.period,
      grant.amount,
      grant.turnoverRequired,
      grant.status,
      grant.streak,
      grant.depositId,
      grant.journalId,
      grant.idempotencyKey,
    ],
  );
  return rows[0]?.id;
}

export async function selectEntries(
  db: Queryable,
  memberId: bigint,
  promotionIds: readonly bigint[],
): Promise<Map<bigint, Date>> {
  const { rows } = await db.query<{ promotion_id: bigint; joined_at: Date }>(
    'select promotion_id, joined_at from promotion_entries where member_id = $1 and promotion_id = any($2::bigint[])',
    [memberId, promotionIds],
  );
  return new Map(rows.map((row) => [row.promotion_id, row.joined_at]));
}

/** Joins; joining twice keeps the first time. */
export async function insertEntry(db: Queryable, promotionId: bigint, memberId: bigint): Promise<void> {
  await db.query(
    `insert into promotion_entries (promotion_id, member_id) values ($1, $2)
     on conflict (promotion_id, member_id) do nothing`,
    [promotionId, memberId],
  );
}

/** When the member registered (decision 0010: a read of the member domain's table). */
export async function selectRegisteredAt(db: Queryable, memberId: bigint): Promise<Date> {
  const { rows } = await db.query<{ created_at: Date }>('select created_at from members where id = $1', [
    memberId,
  ]);
  return rows[0]!.created_at;
}
