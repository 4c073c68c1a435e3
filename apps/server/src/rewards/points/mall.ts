import type {
  ConvertPoints,
  Exchange,
  ExchangePage,
  PointsDetailPage,
  PointsSummary,
  ProductKind,
  ProductList,
  Redeem,
} from '@lotus/contract/points';
import { shippedKinds } from '@lotus/contract/points';
import type { Pool, PoolClient } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RewardsLedger, RewardsPaymentPasswords } from '../needs.ts';
import { moneyForPoints } from './rates.ts';
import { selectRates } from './earning-tables.ts';
import { selectPointsEntries, selectPointsTotals } from './entry-tables.ts';
import {
  insertExchange,
  selectExchangeByKey,
  selectExchangePage,
  setExchangeJournals,
} from './exchange-tables.ts';
import { selectProduct, selectProducts, takeStock } from './product-tables.ts';
import type { ExchangeRow } from './exchange-tables.ts';
import { exchangeView, pointsEntryView, productView } from './views.ts';

/**
 * The member's side of points (docs/points.md): its balance and detail, the mall, exchanges (the
 * stock taken in one conditional update, the points and any amount in keyed journals, all in one
 * transaction, waiting for the operator) and conversion into money at the redeem rate (at once).
 * The payment password comes first; the same key again answers the first exchange.
 */
export function createPointsMall(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: RewardsLedger;
  paymentPasswords: RewardsPaymentPasswords;
}) {
  const { pool, brand, ledger } = deps;
  const brandId = brand.id;
  const view = (row: ExchangeRow, language: string) => exchangeView(row, language, brand.currency);

  async function summary(memberId: bigint): Promise<PointsSummary> {
    const [balance, rates, totals] = await Promise.all([
      ledger.balanceOf(memberId, 'points'),
      selectRates(pool, brandId),
      selectPointsTotals(pool, memberId),
    ]);
    return {
      points: balance.balance.toString(),
      currency: brand.currency,
      rates: rates.map((rate) => ({
        type: rate.type,
        money: rate.money.toString(),
        points: rate.points.toString(),
      })),
      earned: totals.earned.toString(),
      spent: totals.spent.toString(),
    };
  }

  async function detail(
    memberId: bigint,
    page: { page: number; size: number },
    language: string,
  ): Promise<PointsDetailPage> {
    const { rows, total } = await selectPointsEntries(pool, memberId, {
      limit: page.size,
      offset: (page.page - 1) * page.size,
    });
    return {
      content: rows.map((row) => pointsEntryView(row, language)),
      page: page.page,
      size: page.size,
      total,
    };
  }

  async function products(query: { kind?: ProductKind }, language: string): Promise<ProductList> {
    const rows = await selectProducts(pool, brandId, { onOffer: true, kind: query.kind });
    return { products: rows.map((row) => productView(row, language)) };
  }

  async function exchanges(
    memberId: bigint,
    query: { page: number; size: number; status?: Exchange['status'] },
    language: string,
  ): Promise<ExchangePage> {
    const { rows, total } = await selectExchangePage(pool, brandId, {
      memberId,
      status: query.status,
      oldestFirst: false,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return { content: rows.map((row) => view(row, language)), page: query.page, size: query.size, total };
  }

  /** A points journal in the caller's transaction; a points shortfall says so, not "funds". */
  async function takePoints(client: PoolClient, memberId: bigint, points: bigint, key: string) {
    try {
      return await ledger.postWithin(client, {
        idempotencyKey: key,
        kind: 'points',
        memo: 'points spent',
        postings: [
          { account: { memberId, kind: 'points' }, amount: -points },
          { account: { house: 'points_issued' }, amount: points },
        ],
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'error_insufficient_funds')
        throw new AppError('error_points_insufficient');
      throw error;
    }
  }

  /** The exchange already made with this key: the same request answers it, another is a conflict. */
  async function earlier(memberId: bigint, key: string, same: (row: ExchangeRow) => boolean) {
    const row = await selectExchangeByKey(pool, memberId, key);
    if (row !== undefined && !same(row)) throw new AppError('error_conflict');
    return row;
  }

  async function redeem(memberId: bigint, request: Redeem, language: string): Promise<Exchange> {
    const productId = BigInt(request.productId);
    const same = (row: ExchangeRow) => row.product_id === productId && row.quantity === request.quantity;
    const before = await earlier(memberId, request.idempotencyKey, same);
    if (before) return view(before, language);
    const product = await selectProduct(pool, brandId, productId);
    if (product === undefined || !product.active) throw new AppError('error_not_found');
    if (request.quantity > product.max_per_exchange)
      throw new AppError('error_product_quantity', { params: { max: product.max_per_exchange } });
    const shipped = shippedKinds.includes(product.kind);
    if (shipped && (request.address === undefined || request.phone === undefined))
      throw new AppError('error_address_required');
    await deps.paymentPasswords.verifyPaymentPassword(memberId, request.paymentPassword, language);
    await inTransaction(pool, async (client) => {
      const taken = await takeStock(client, brandId, productId, request.quantity);
      if (taken === undefined) {
        const now = await selectProduct(client, brandId, productId);
        if (now === undefined || !now.active) throw new AppError('error_not_found');
        throw new AppError('error_product_out_of_stock', { params: { stock: now.stock } });
      }
      const quantity = BigInt(request.quantity);
      const exchangeId = await insertExchange(client, {
        brandId,
        memberId,
        productId,
        type: taken.kind,
        texts: taken.texts,
        units: taken.units,
        quantity: request.quantity,
        points: taken.points * quantity,
        amount: taken.amount * quantity,
        redeemAmount: 0n,
        cashValue: taken.cash_value * quantity,
        ratio: null,
        status: 'applying',
        remark: request.remark ?? null,
        address: shipped ? (request.address ?? null) : null,
        phone: shipped ? (request.phone ?? null) : null,
        key: request.idempotencyKey,
      });
      // The same key at the same moment: the other exchange stands, this one takes nothing.
      if (exchangeId === undefined) throw new AppError('error_conflict');
      const journals: { points?: bigint; amount?: bigint } = {};
      if (taken.points > 0n) {
        journals.points = (
          await takePoints(client, memberId, taken.points * quantity, `points:exchange:${exchangeId}`)
        ).journalId;
      }
      if (taken.amount > 0n) {
        journals.amount = (
          await ledger.postWithin(client, {
            idempotencyKey: `points:exchange-amount:${exchangeId}`,
            kind: 'points',
            memo: 'points mall amount',
            postings: [
              { account: { memberId, kind: 'main' }, amount: -(taken.amount * quantity) },
              { account: { house: 'house' }, amount: taken.amount * quantity },
            ],
          })
        ).journalId;
      }
      await setExchangeJournals(client, exchangeId, journals);
    }).catch(async (error: unknown) => {
      // Two requests with one key at once: the first one's exchange is the answer.
      if (error instanceof AppError && error.code === 'error_conflict') {
        if (await earlier(memberId, request.idempotencyKey, same)) return;
      }
      throw error;
    });
    return view((await selectExchangeByKey(pool, memberId, request.idempotencyKey))!, language);
  }

  async function convert(memberId: bigint, request: ConvertPoints, language: string): Promise<Exchange> {
    const points = BigInt(request.points);
    const same = (row: ExchangeRow) => row.type === 'convert' && row.points === points;
    const before = await earlier(memberId, request.idempotencyKey, same);
    if (before) return view(before, language);
    const rate = (await selectRates(pool, brandId)).find((row) => row.type === 'redeem');
    if (rate === undefined) throw new AppError('error_points_convert_unavailable');
    if (points < rate.points)
      throw new AppError('error_points_convert_amount', { params: { min: rate.points.toString() } });
    await deps.paymentPasswords.verifyPaymentPassword(memberId, request.paymentPassword, language);
    const money = moneyForPoints(points, rate);
    await inTransaction(pool, async (client) => {
      const exchangeId = await insertExchange(client, {
        brandId,
        memberId,
        productId: null,
        type: 'convert',
        texts: null,
        units: null,
        quantity: 1,
        points,
        amount: 0n,
        redeemAmount: money,
        cashValue: 0n,
        ratio: { points: rate.points, money: rate.money },
        status: 'approved',
        remark: null,
        address: null,
        phone: null,
        key: request.idempotencyKey,
      });
      if (exchangeId === undefined) throw new AppError('error_conflict');
      const taken = await takePoints(client, memberId, points, `points:exchange:${exchangeId}`);
      const paid = await ledger.postWithin(client, {
        idempotencyKey: `points:convert-cash:${exchangeId}`,
        kind: 'points',
        memo: 'points converted',
        postings: [
          { account: { memberId, kind: 'main' }, amount: money },
          { account: { house: 'bonus_expense' }, amount: -money },
        ],
      });
      await setExchangeJournals(client, exchangeId, { points: taken.journalId, cash: paid.journalId });
    }).catch(async (error: unknown) => {
      if (error instanceof AppError && error.code === 'error_conflict') {
        if (await earlier(memberId, request.idempotencyKey, same)) return;
      }
      throw error;
    });
    return view((await selectExchangeByKey(pool, memberId, request.idempotencyKey))!, language);
  }

  return { summary, detail, products, exchanges, redeem, convert };
}

export type PointsMall = ReturnType<typeof createPointsMall>;
