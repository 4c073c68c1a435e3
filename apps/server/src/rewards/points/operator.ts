import type {
  OperatorExchange,
  OperatorProduct,
  PointsRates,
  ProductInput,
  SetPointsRates,
} from '@lotus/contract/points';
import { productInputSchema, shippedKinds } from '@lotus/contract/points/schemas';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RewardsLedger, RewardsMessages } from '../needs.ts';
import { replaceRates, selectRates } from './earning-tables.ts';
import {
  decideExchangeRow,
  selectExchange,
  selectExchangePage,
  setExchangeJournals,
} from './exchange-tables.ts';
import {
  insertProduct,
  returnStock,
  selectProduct,
  selectProducts,
  updateProductRow,
} from './product-tables.ts';
import type { ExchangeRow } from './exchange-tables.ts';
import type { ProductValues } from './product-tables.ts';
import { exchangeNumber, exchangeView, operatorProductView } from './views.ts';

/**
 * The operator's side of points (docs/points.md): the exchange-rate table and the mall's products
 * (audited), and the exchanges' queue. Approving pays a cash product's value into the main wallet;
 * rejecting returns the points, any amount and the stock; goods are marked shipped. The member is
 * told each time. Every decision is taken under the exchange's row lock, once.
 */
export function createPointsAdmin(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: RewardsLedger;
  messages: RewardsMessages;
}) {
  const { pool, brand, ledger, messages } = deps;
  const brandId = brand.id;
  const view = (row: ExchangeRow): OperatorExchange => ({
    ...exchangeView(row, 'vi', brand.currency),
    account: row.username,
  });

  async function rates(): Promise<PointsRates> {
    const rows = await selectRates(pool, brandId);
    return {
      rates: rows.map((row) => ({
        type: row.type,
        money: row.money.toString(),
        points: row.points.toString(),
      })),
      currency: brand.currency,
    };
  }

  async function setRates(input: SetPointsRates, context: OperatorContext): Promise<PointsRates> {
    const types = input.rates.map((rate) => rate.type);
    if (new Set(types).size !== types.length) throw new AppError('error_points_rate_duplicate');
    await inTransaction(pool, async (client) => {
      const before = await selectRates(client, brandId);
      await replaceRates(
        client,
        brandId,
        input.rates.map((rate) => ({
          type: rate.type,
          money: BigInt(rate.money),
          points: BigInt(rate.points),
        })),
      );
      await insertAudit(client, {
        brandId,
        action: 'points.rates',
        context,
        target: 'points rates',
        before,
        after: input.rates,
      });
    });
    return rates();
  }

  async function products(): Promise<{ products: OperatorProduct[]; currency: string }> {
    return {
      products: (await selectProducts(pool, brandId, { onOffer: false })).map(operatorProductView),
      currency: brand.currency,
    };
  }

  /** The row's values, checked beyond the schema: what a product is and what it takes. */
  function valuesOf(input: ProductInput): ProductValues {
    const parsed = productInputSchema.parse(input);
    const values: ProductValues = {
      kind: parsed.kind,
      texts: Object.fromEntries(
        Object.entries(parsed.texts).map(([language, words]) => [
          language,
          { name: words.name, description: words.description },
        ]),
      ),
      units: parsed.units,
      imageUrl: parsed.imageUrl,
      points: BigInt(parsed.points),
      amount: BigInt(parsed.amount),
      cashValue: BigInt(parsed.cashValue),
      stock: parsed.stock,
      maxPerExchange: parsed.maxPerExchange,
      active: parsed.active,
      sort: parsed.sort,
    };
    const invalid = (reason: string) => new AppError('error_product_invalid', { params: { reason } });
    if (Object.keys(values.texts).length === 0) throw invalid('a name in at least one language');
    if (Object.keys(values.units).length === 0) throw invalid('a unit in at least one language');
    if (values.points === 0n && values.amount === 0n) throw invalid('points or an amount');
    if ((values.kind === 'cash') !== values.cashValue > 0n)
      throw invalid('a cash value for cash, and only for cash');
    return values;
  }

  async function createProduct(input: ProductInput, context: OperatorContext): Promise<OperatorProduct> {
    const values = valuesOf(input);
    return inTransaction(pool, async (client) => {
      const row = await insertProduct(client, brandId, values);
      await insertAudit(client, {
        brandId,
        action: 'points.product.create',
        context,
        target: `product ${row.id}`,
        after: operatorProductView(row),
      });
      return operatorProductView(row);
    });
  }

  async function updateProduct(
    id: bigint,
    input: ProductInput,
    context: OperatorContext,
  ): Promise<OperatorProduct> {
    const values = valuesOf(input);
    return inTransaction(pool, async (client) => {
      const before = await selectProduct(client, brandId, id);
      const row = await updateProductRow(client, brandId, id, values);
      if (before === undefined || row === undefined) throw new AppError('error_not_found');
      await insertAudit(client, {
        brandId,
        action: 'points.product.update',
        context,
        target: `product ${id}`,
        before: operatorProductView(before),
        after: operatorProductView(row),
      });
      return operatorProductView(row);
    });
  }

  async function exchanges(query: {
    page: number;
    size: number;
    status?: ExchangeRow['status'];
    username?: string;
  }) {
    const { rows, total } = await selectExchangePage(pool, brandId, {
      username: query.username,
      status: query.status,
      // The queue: the longest waiting first.
      oldestFirst: query.status === 'applying',
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return { content: rows.map(view), page: query.page, size: query.size, total };
  }

  type Action = 'approve' | 'reject' | 'ship';

  async function decide(
    id: bigint,
    action: Action,
    remark: string | undefined,
    context: OperatorContext,
  ): Promise<OperatorExchange> {
    await inTransaction(pool, async (client) => {
      const row = await selectExchange(client, brandId, id, true);
      if (row === undefined) throw new AppError('error_not_found');
      const shippable = row.type !== 'convert' && shippedKinds.includes(row.type);
      const allowed =
        action === 'ship'
          ? row.status === 'approved' && shippable && row.shipped_at === null
          : row.status === 'applying';
      if (!allowed) throw new AppError('error_points_exchange_decided');
      const number = exchangeNumber(row.id);
      if (action === 'approve') {
        // A cash product pays its value as it stood when the member exchanged.
        const redeemAmount = row.cash_value;
        if (redeemAmount > 0n) {
          const paid = await ledger.postWithin(client, {
            idempotencyKey: `points:exchange-cash:${row.id}`,
            kind: 'points',
            memo: `points mall cash ${number}`,
            postings: [
              { account: { memberId: row.member_id, kind: 'main' }, amount: redeemAmount },
              { account: { house: 'bonus_expense' }, amount: -redeemAmount },
            ],
          });
          await setExchangeJournals(client, row.id, { cash: paid.journalId });
        }
        await decideExchangeRow(client, row.id, {
          status: 'approved',
          redeemAmount,
          operatorId: context.operatorId,
          remark: remark ?? null,
        });
      } else if (action === 'reject') {
        // The product's row before the member's accounts, the order an exchange takes them in:
        // a rejection and the same member's new exchange of the product never wait on each other.
        if (row.product_id !== null) await returnStock(client, row.product_id, row.quantity);
        const journals: { return?: bigint; refund?: bigint } = {};
        if (row.points > 0n) {
          journals.return = (
            await ledger.postWithin(client, {
              idempotencyKey: `points:exchange-return:${row.id}`,
              kind: 'points',
              memo: `points returned ${number}`,
              postings: [
                { account: { memberId: row.member_id, kind: 'points' }, amount: row.points },
                { account: { house: 'points_issued' }, amount: -row.points },
              ],
            })
          ).journalId;
        }
        if (row.amount > 0n) {
          journals.refund = (
            await ledger.postWithin(client, {
              idempotencyKey: `points:exchange-refund:${row.id}`,
              kind: 'refund',
              memo: `points mall amount refunded ${number}`,
              postings: [
                { account: { memberId: row.member_id, kind: 'main' }, amount: row.amount },
                { account: { house: 'house' }, amount: -row.amount },
              ],
            })
          ).journalId;
        }
        await setExchangeJournals(client, row.id, journals);
        await decideExchangeRow(client, row.id, {
          status: 'rejected',
          operatorId: context.operatorId,
          remark: remark ?? null,
        });
      } else {
        await decideExchangeRow(client, row.id, {
          shipped: true,
          operatorId: context.operatorId,
          remark: remark ?? null,
        });
      }
      await messages.sendWithin(client, {
        memberId: row.member_id,
        kind:
          action === 'approve'
            ? 'points_exchange_approved'
            : action === 'reject'
              ? 'points_exchange_rejected'
              : 'points_exchange_shipped',
        params: action === 'reject' ? { number, reason: remark ?? '' } : { number },
      });
      await insertAudit(client, {
        brandId,
        action: `points.exchange.${action}`,
        context,
        target: `exchange ${number}`,
        detail: { remark: remark ?? null },
      });
    });
    return view((await selectExchange(pool, brandId, id))!);
  }

  return { rates, setRates, products, createProduct, updateProduct, exchanges, decide };
}

export type PointsAdmin = ReturnType<typeof createPointsAdmin>;
