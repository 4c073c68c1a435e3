import type { Exchange, OperatorProduct, PointsEntry, Product } from '@lotus/contract/points';
import type { PointsEntryRow } from './entry-tables.ts';
import type { ExchangeRow } from './exchange-tables.ts';
import type { ProductRow } from './product-tables.ts';

/** The words of a product in the reader's language, else Vietnamese, else the first it has. */
function inLanguage<T>(texts: Record<string, T> | null, language: string): T | undefined {
  if (texts === null) return undefined;
  return texts[language] ?? texts['vi'] ?? Object.values(texts)[0];
}

export function productView(row: ProductRow, language: string): Product {
  const words = inLanguage(row.texts, language);
  return {
    id: row.id.toString(),
    kind: row.kind,
    name: words?.name ?? '',
    description: words?.description ?? '',
    imageUrl: row.image_url,
    points: row.points.toString(),
    amount: row.amount.toString(),
    cashValue: row.cash_value.toString(),
    unit: inLanguage(row.units, language) ?? '',
    stock: row.stock,
    maxPerExchange: row.max_per_exchange,
  };
}

export function operatorProductView(row: ProductRow): OperatorProduct {
  return {
    id: row.id.toString(),
    kind: row.kind,
    texts: row.texts,
    units: row.units,
    imageUrl: row.image_url,
    points: row.points.toString(),
    amount: row.amount.toString(),
    cashValue: row.cash_value.toString(),
    stock: row.stock,
    maxPerExchange: row.max_per_exchange,
    active: row.active,
    sort: row.sort,
    createdAt: row.created_at.toISOString(),
  };
}

/** The transaction number a member quotes: PX and the exchange's id, ten digits at least. */
export const exchangeNumber = (id: bigint) => `PX${id.toString().padStart(10, '0')}`;

export function exchangeView(row: ExchangeRow, language: string, currency: string): Exchange {
  const returned = row.status === 'rejected' ? row.points : 0n;
  return {
    id: row.id.toString(),
    number: exchangeNumber(row.id),
    createdAt: row.created_at.toISOString(),
    type: row.type,
    productName: inLanguage(row.texts, language)?.name ?? null,
    quantity: row.quantity,
    pointsRequired: row.points.toString(),
    amountRequired: row.amount.toString(),
    status: row.status,
    remark: row.remark,
    operatorRemark: row.operator_remark,
    unit: inLanguage(row.units, language) ?? currency,
    ratio:
      row.ratio_points === null || row.ratio_money === null
        ? null
        : { points: row.ratio_points.toString(), money: row.ratio_money.toString() },
    redeemAmount: row.redeem_amount.toString(),
    pointsEarned: returned.toString(),
    paymentAccount: 'main',
    address: row.address,
    phone: row.phone,
    pointsChange: (returned - row.points).toString(),
    currency,
    decidedAt: row.decided_at?.toISOString() ?? null,
    shippedAt: row.shipped_at?.toISOString() ?? null,
  };
}

export function pointsEntryView(row: PointsEntryRow, language: string): PointsEntry {
  const kind =
    row.earning_type !== null
      ? 'earned'
      : row.campaign_texts !== null
        ? 'prize'
        : row.exchange_id === null
          ? 'other'
          : row.returned
            ? 'returned'
            : row.exchange_type === 'convert'
              ? 'converted'
              : 'exchanged';
  return {
    id: row.id.toString(),
    kind,
    type: row.earning_type,
    periodKey: row.period_key,
    base: row.base?.toString() ?? null,
    exchangeId: row.exchange_id?.toString() ?? null,
    exchangeNumber: row.exchange_id === null ? null : exchangeNumber(row.exchange_id),
    productName: inLanguage(row.exchange_texts, language)?.name ?? null,
    campaignName: inLanguage(row.campaign_texts, language)?.name ?? null,
    change: row.amount.toString(),
    balanceAfter: row.balance_after.toString(),
    createdAt: row.created_at.toISOString(),
  };
}
