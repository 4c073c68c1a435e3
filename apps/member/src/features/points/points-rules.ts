import type { Refusal } from '@lotus/app-shell';
import { fieldOfRefusal } from '@lotus/app-shell';
import type { ErrorCode } from '@lotus/contract/errors';
import type { ExchangeStatus, PointsRate, Product, ProductKind } from '@lotus/contract/points';
import { shippedKinds } from '@lotus/contract/points';
import { formatNumber } from '@lotus/i18n';
import type { BadgeTone } from '@lotus/ui';

/** Points as the reader groups whole numbers: 1.500 in Vietnamese, 1,500 in English. */
export function formatPoints(points: string | bigint, language: string): string {
  return formatNumber(String(points) as Intl.StringNumericLiteral, language);
}

/** A change of points with its sign: +15, −900 (a true minus, as money shows). */
export function formatPointsChange(change: string, language: string): string {
  const value = BigInt(change);
  if (value < 0n) return `−${formatPoints(-value, language)}`;
  return `+${formatPoints(value, language)}`;
}

/** The table's `redeem` row: what points convert into money at, if the brand converts at all. */
export function redeemRateOf(rates: readonly PointsRate[]): PointsRate | undefined {
  return rates.find((rate) => rate.type === 'redeem');
}

/** The money `points` convert into at the redeem rate, rounded down once, as the server pays it. */
export function moneyForPoints(points: bigint, rate: Pick<PointsRate, 'money' | 'points'>): bigint {
  return (points * BigInt(rate.money)) / BigInt(rate.points);
}

/** Whole points typed by a member ("1.500", "1,500", " 200 ") as a number of points, or null. */
export function parsePointsInput(text: string): bigint | null {
  const digits = text.replace(/[\s.,]/g, '');
  if (!/^\d{1,18}$/.test(digits)) return null;
  return BigInt(digits);
}

/** The most units one exchange of a product can take: its limit, or what is left if that is less. */
export function maxQuantityOf(product: Pick<Product, 'maxPerExchange' | 'stock'>): number {
  return Math.max(0, Math.min(product.maxPerExchange, product.stock));
}

/** Goods are sent: their exchange asks for an address and a phone number. */
export function isShipped(kind: ProductKind): boolean {
  return shippedKinds.includes(kind);
}

export const remarkMax = 140;

/** A phone number as typed ("0901 234 567", "+84 90-123") as the digits the server takes. */
export function phoneOf(typed: string): string {
  return typed.replace(/[\s.()-]/g, '');
}
export function isPhoneShaped(phone: string): boolean {
  return /^\+?\d{8,15}$/.test(phone);
}

/** A payment password has exactly 6 digits. */
export function isPaymentPasswordShaped(text: string): boolean {
  return /^\d{6}$/.test(text);
}

export const statusTones: Record<ExchangeStatus, BadgeTone> = {
  applying: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The exchange dialog's fields, where its refusals are shown. */
export type ExchangeField = 'quantity' | 'address' | 'phone' | 'remark' | 'paymentPassword';

const exchangeFieldOfCode: Partial<Record<ErrorCode, ExchangeField>> = {
  error_product_out_of_stock: 'quantity',
  error_product_quantity: 'quantity',
  error_address_required: 'address',
  error_payment_password_wrong: 'paymentPassword',
  error_payment_password_locked: 'paymentPassword',
  error_payment_password_not_set: 'paymentPassword',
};

export function exchangeFieldOfRefusal(refusal: Refusal): ExchangeField | 'form' {
  return fieldOfRefusal(refusal, exchangeFieldOfCode, [
    'quantity',
    'address',
    'phone',
    'remark',
    'paymentPassword',
  ]);
}

/** The conversion form's fields. */
export type ConvertField = 'points' | 'paymentPassword';

const convertFieldOfCode: Partial<Record<ErrorCode, ConvertField>> = {
  error_points_convert_amount: 'points',
  error_points_insufficient: 'points',
  error_payment_password_wrong: 'paymentPassword',
  error_payment_password_locked: 'paymentPassword',
  error_payment_password_not_set: 'paymentPassword',
};

export function convertFieldOfRefusal(refusal: Refusal): ConvertField | 'form' {
  return fieldOfRefusal(refusal, convertFieldOfCode, ['points', 'paymentPassword']);
}

/**
 * An hour of earning (`HR-YYYY-MM-DD-HH`, already the brand's clock) as its start and end, as
 * instants to format on the UTC clock (so no time zone moves them again); null if unreadable.
 */
export function hourOfPeriodKey(key: string | null): { from: Date; to: Date } | null {
  const match = key === null ? null : /^HR-(\d{4})-(\d{2})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const [, year, month, day, hour] = match;
  const from = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour)));
  return { from, to: new Date(from.getTime() + 3_600_000) };
}
