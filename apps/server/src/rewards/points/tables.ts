import type { PointsRateType, ProductKind } from '@lotus/contract/points';
import type { Queryable } from '../../platform/database/pool.ts';

/** Points, the exchange-rate table, the mall's products and exchanges (migration 0053). */

export interface RateRow {
  type: PointsRateType;
  money: bigint;
  points: bigint;
}

export async function selectRates(db: Queryable, brandId: number): Promise<RateRow[]> {
  const { rows } = await db.query<RateRow>(
    `select type, money, points from points_rates where brand_id = $1
      order by array_position(array['live','lottery','card','slots','sports','deposit','redeem'], type)`,
    [brandId],
  );
  return rows;
}

/** The table, whole: rows left out are deleted. */
export async function replaceRates(db: Queryable, brandId: number, rates: RateRow[]): Promise<void> {
  await db.query('delete from points_rates where brand_id = $1 and not (type = any($2::text[]))', [
    brandId,
    rates.map((rate) => rate.type),
  ]);
  for (const rate of rates) {
    await db.query(
      `insert into points_rates (brand_id, type, money, points) values ($1, $2, $3, $4)
       on conflict (brand_id, type) do update
         set money = excluded.money, points = excluded.points, updated_at = now()
         where (points_rates.money, points_rates.points) is distinct from (excluded.money, excluded.points)`,
      [brandId, rate.type, rate.money, rate.points],
    );
  }
}

/** The first moment points could be earned: the earliest rate set. */
export async function selectFirstRateAt(db: Queryable, brandId: number): Promise<Date | undefined> {
  const { rows } = await db.query<{ first: Date | null }>(
    `select min(updated_at) as first from points_rates where brand_id = $1 and type <> 'redeem'`,
    [brandId],
  );
  return rows[0]?.first ?? undefined;
}

export async function selectLastEarnedEnd(db: Queryable, brandId: number): Promise<Date | undefined> {
  const { rows } = await db.query<{ last: Date | null }>(
    'select max(period_end) as last from points_earning_periods where brand_id = $1',
    [brandId],
  );
  return rows[0]?.last ?? undefined;
}

/** Claims an hour for this transaction; nothing when another transaction gave it (see agents' claim). */
export async function claimEarningPeriod(
  db: Queryable,
  brandId: number,
  period: { key: string; start: Date; end: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into points_earning_periods (brand_id, period_key, period_start, period_end)
     values ($1, $2, $3, $4) on conflict do nothing`,
    [brandId, period.key, period.start, period.end],
  );
  return rowCount === 1;
}

export async function finishEarningPeriod(
  db: Queryable,
  brandId: number,
  key: string,
  totals: { members: number; points: bigint },
): Promise<void> {
  await db.query(
    'update points_earning_periods set members = $3, points = $4 where brand_id = $1 and period_key = $2',
    [brandId, key, totals.members, totals.points],
  );
}

export async function insertEarning(
  db: Queryable,
  earning: {
    brandId: number;
    memberId: bigint;
    periodKey: string;
    type: PointsRateType;
    base: bigint;
    points: bigint;
    journalId: bigint;
  },
): Promise<void> {
  await db.query(
    `insert into points_earnings (brand_id, member_id, period_key, type, base, points, journal_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      earning.brandId,
      earning.memberId,
      earning.periodKey,
      earning.type,
      earning.base,
      earning.points,
      earning.journalId,
    ],
  );
}

export interface ProductRow {
  id: bigint;
  kind: ProductKind;
  texts: Record<string, { name: string; description: string }>;
  units: Record<string, string>;
  image_url: string | null;
  points: bigint;
  amount: bigint;
  cash_value: bigint;
  stock: number;
  max_per_exchange: number;
  active: boolean;
  sort: number;
  created_at: Date;
}

const productColumns =
  'id, kind, texts, units, image_url, points, amount, cash_value, stock, max_per_exchange, active, sort, created_at';

export async function selectProducts(
  db: Queryable,
  brandId: number,
  filter: { onOffer: boolean; kind?: ProductKind },
): Promise<ProductRow[]> {
  const { rows } = await db.query<ProductRow>(
    `select ${productColumns} from points_products
      where brand_id = $1 and (not $2 or active) and ($3::text is null or kind = $3)
      order by sort, id`,
    [brandId, filter.onOffer, filter.kind ?? null],
  );
  return rows;
}

export async function selectProduct(
  db: Queryable,
  brandId: number,
  id: bigint,
): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `select ${productColumns} from points_products where brand_id = $1 and id = $2`,
    [brandId, id],
  );
  return rows[0];
}

export interface ProductValues {
  kind: ProductKind;
  texts: Record<string, { name: string; description: string }>;
  units: Record<string, string>;
  imageUrl: string | null;
  points: bigint;
  amount: bigint;
  cashValue: bigint;
  stock: number;
  maxPerExchange: number;
  active: boolean;
  sort: number;
}

const productValues = (brandId: number, values: ProductValues) => [
  brandId,
  values.kind,
  JSON.stringify(values.texts),
  JSON.stringify(values.units),
  values.imageUrl,
  values.points,
  values.amount,
  values.cashValue,
  values.stock,
  values.maxPerExchange,
  values.active,
  values.sort,
];

export async function insertProduct(
  db: Queryable,
  brandId: number,
  values: ProductValues,
): Promise<ProductRow> {
  const { rows } = await db.query<ProductRow>(
    `insert into points_products (brand_id, kind, texts, units, image_url, points, amount, cash_value, stock,
                                  max_per_exchange, active, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     returning ${productColumns}`,
    productValues(brandId, values),
  );
  return rows[0]!;
}

export async function updateProductRow(
  db: Queryable,
  brandId: number,
  id: bigint,
  values: ProductValues,
): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `update points_products
        set kind = $2, texts = $3, units = $4, image_url = $5, points = $6, amount = $7, cash_value = $8,
            stock = $9, max_per_exchange = $10, active = $11, sort = $12, updated_at = now()
      where brand_id = $1 and id = $13
      returning ${productColumns}`,
    [...productValues(brandId, values), id],
  );
  return rows[0];
}

/**
 * Takes `quantity` units of an active product in one conditional update: it answers the product
 * only when there were enough, so concurrent exchanges never take the stock below zero.
 */
export async function takeStock(
  db: Queryable,
  brandId: number,
  id: bigint,
  quantity: number,
): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `update points_products set stock = stock - $3, updated_at = now()
      where brand_id = $1 and id = $2 and active and stock >= $3
      returning ${productColumns}`,
    [brandId, id, quantity],
  );
  return rows[0];
}

export async function returnStock(db: Queryable, id: bigint, quantity: number): Promise<void> {
  await db.query('update points_products set stock = stock + $2, updated_at = now() where id = $1', [
    id,
    quantity,
  ]);
}

export interface ExchangeRow {
  id: bigint;
  member_id: bigint;
  username: string;
  product_id: bigint | null;
  type: ProductKind | 'convert';
  texts: Record<string, { name: string; description: string }> | null;
  units: Record<string, string> | null;
  quantity: number;
  points: bigint;
  amount: bigint;
  redeem_amount: bigint;
  /** A cash product's value in all, as it stood when exchanged: what approving pays. */
  cash_value: bigint;
  ratio_points: bigint | null;
  ratio_money: bigint | null;
  status: 'applying' | 'approved' | 'rejected';
  remark: string | null;
  operator_remark: string | null;
  address: string | null;
  phone: string | null;
  idempotency_key: string;
  return_journal_id: bigint | null;
  decided_at: Date | null;
  shipped_at: Date | null;
  created_at: Date;
}

const exchangeColumns = `e.id, e.member_id, m.username, e.product_id, e.type, e.texts, e.units, e.quantity,
  e.points, e.amount, e.redeem_amount, e.cash_value, e.ratio_points, e.ratio_money, e.status, e.remark,
  e.operator_remark, e.address, e.phone, e.idempotency_key, e.return_journal_id, e.decided_at,
  e.shipped_at, e.created_at`;

export async function insertExchange(
  db: Queryable,
  exchange: {
    brandId: number;
    memberId: bigint;
    productId: bigint | null;
    type: ProductKind | 'convert';
    texts: unknown;
    units: unknown;
    quantity: number;
    points: bigint;
    amount: bigint;
    redeemAmount: bigint;
    cashValue: bigint;
    ratio: { points: bigint; money: bigint } | null;
    status: 'applying' | 'approved';
    remark: string | null;
    address: string | null;
    phone: string | null;
    key: string;
  },
): Promise<bigint | undefined> {
  const { rows } = await db.query<{ id: bigint }>(
    `insert into points_exchanges (brand_id, member_id, product_id, type, texts, units, quantity, points,
                                   amount, redeem_amount, ratio_points, ratio_money, status, remark,
                                   address, phone, idempotency_key, decided_at, cash_value)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
             case when $13 = 'approved' then now() end, $18)
     on conflict (member_id, idempotency_key) do nothing
     returning id`,
    [
      exchange.brandId,
      exchange.memberId,
      exchange.productId,
      exchange.type,
      exchange.texts === null ? null : JSON.stringify(exchange.texts),
      exchange.units === null ? null : JSON.stringify(exchange.units),
      exchange.quantity,
      exchange.points,
      exchange.amount,
      exchange.redeemAmount,
      exchange.ratio?.points ?? null,
      exchange.ratio?.money ?? null,
      exchange.status,
      exchange.remark,
      exchange.address,
      exchange.phone,
      exchange.key,
      exchange.cashValue,
    ],
  );
  return rows[0]?.id;
}

/** The journals an exchange wrote, named on its row as they are written. */
export async function setExchangeJournals(
  db: Queryable,
  id: bigint,
  journals: Partial<Record<'points' | 'amount' | 'cash' | 'return' | 'refund', bigint>>,
): Promise<void> {
  await db.query(
    `update points_exchanges
        set points_journal_id = coalesce($2, points_journal_id),
            amount_journal_id = coalesce($3, amount_journal_id),
            cash_journal_id = coalesce($4, cash_journal_id),
            return_journal_id = coalesce($5, return_journal_id),
            refund_journal_id = coalesce($6, refund_journal_id)
      where id = $1`,
    [
      id,
      journals.points ?? null,
      journals.amount ?? null,
      journals.cash ?? null,
      journals.return ?? null,
      journals.refund ?? null,
    ],
  );
}

export async function decideExchangeRow(
  db: Queryable,
  id: bigint,
  decision: {
    status?: 'approved' | 'rejected';
    shipped?: boolean;
    redeemAmount?: bigint;
    operatorId: bigint | null;
    remark: string | null;
  },
): Promise<void> {
  await db.query(
    `update points_exchanges
        set status = coalesce($2, status),
            decided_at = case when $2::text is null then decided_at else now() end,
            shipped_at = case when $3 then now() else shipped_at end,
            redeem_amount = coalesce($4, redeem_amount),
            decided_by = coalesce($5, decided_by),
            operator_remark = coalesce($6, operator_remark)
      where id = $1`,
    [
      id,
      decision.status ?? null,
      decision.shipped === true,
      decision.redeemAmount ?? null,
      decision.operatorId,
      decision.remark,
    ],
  );
}

export async function selectExchange(
  db: Queryable,
  brandId: number,
  id: bigint,
  lock = false,
): Promise<ExchangeRow | undefined> {
  const { rows } = await db.query<ExchangeRow>(
    `select ${exchangeColumns} from points_exchanges e join members m on m.id = e.member_id
      where e.brand_id = $1 and e.id = $2 ${lock ? 'for update of e' : ''}`,
    [brandId, id],
  );
  return rows[0];
}

export async function selectExchangeByKey(
  db: Queryable,
  memberId: bigint,
  key: string,
): Promise<ExchangeRow | undefined> {
  const { rows } = await db.query<ExchangeRow>(
    `select ${exchangeColumns} from points_exchanges e join members m on m.id = e.member_id
      where e.member_id = $1 and e.idempotency_key = $2`,
    [memberId, key],
  );
  return rows[0];
}

export async function selectExchangePage(
  db: Queryable,
  brandId: number,
  filter: {
    memberId?: bigint;
    username?: string;
    status?: string;
    oldestFirst: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ rows: ExchangeRow[]; total: number }> {
  const { rows } = await db.query<ExchangeRow & { total: number }>(
    `select ${exchangeColumns}, (count(*) over ())::int as total
       from points_exchanges e join members m on m.id = e.member_id
      where e.brand_id = $1 and ($2::bigint is null or e.member_id = $2) and ($3::text is null or m.username = $3)
        and ($4::text is null or e.status = $4)
      order by ${filter.oldestFirst ? 'e.created_at, e.id' : 'e.created_at desc, e.id desc'}
      limit $5 offset $6`,
    [
      brandId,
      filter.memberId ?? null,
      filter.username ?? null,
      filter.status ?? null,
      filter.limit,
      filter.offset,
    ],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

export interface PointsEntryRow {
  id: bigint;
  amount: bigint;
  balance_after: bigint;
  created_at: Date;
  earning_type: PointsRateType | null;
  period_key: string | null;
  base: bigint | null;
  exchange_id: bigint | null;
  exchange_type: string | null;
  exchange_texts: Record<string, { name: string; description: string }> | null;
  returned: boolean;
  /** A campaign draw's prize: the campaign's words. */
  campaign_texts: Record<string, { name: string }> | null;
}

/**
 * The member's points account's postings, newest first, each with what it was: an hour's earning,
 * an exchange's points, or their return, a campaign's prize.
 */
export async function selectPointsEntries(
  db: Queryable,
  memberId: bigint,
  page: { limit: number; offset: number },
): Promise<{ rows: PointsEntryRow[]; total: number }> {
  const { rows } = await db.query<PointsEntryRow & { total: number }>(
    `select p.id, p.amount, p.balance_after, p.created_at, e.type as earning_type, e.period_key, e.base,
            x.id as exchange_id, x.type as exchange_type, x.texts as exchange_texts, coalesce(x.return_journal_id = p.journal_id, false) as returned,
            c.texts as campaign_texts, (count(*) over ())::int as total
       from ledger_accounts a
       join postings p on p.account_id = a.id
       left join points_earnings e on e.journal_id = p.journal_id and e.member_id = a.member_id
       left join points_exchanges x on x.member_id = a.member_id
                                   and (x.points_journal_id = p.journal_id or x.return_journal_id = p.journal_id)
       left join reward_campaign_draws d on d.journal_id = p.journal_id and d.member_id = a.member_id
       left join reward_campaigns c on c.id = d.campaign_id
      where a.member_id = $1 and a.kind = 'points'
      order by p.created_at desc, p.id desc
      limit $2 offset $3`,
    [memberId, page.limit, page.offset],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Points earned and spent over the account's life (spent: exchanged less returned). */
export async function selectPointsTotals(
  db: Queryable,
  memberId: bigint,
): Promise<{ earned: bigint; spent: bigint }> {
  const { rows } = await db.query<{ earned: bigint; spent: bigint }>(
    `select coalesce((select sum(points) from points_earnings where member_id = $1), 0)::bigint as earned,
            coalesce((select sum(points) from points_exchanges where member_id = $1 and status <> 'rejected'), 0)::bigint as spent`,
    [memberId],
  );
  return rows[0]!;
}
