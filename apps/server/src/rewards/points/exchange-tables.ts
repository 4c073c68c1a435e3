import type { ProductKind } from '@lotus/contract/points';
import type { Queryable } from '../../platform/database/pool.ts';

/** The mall's exchanges and conversions, and the operator's decisions on them (migrations 0053, 0054). */

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
