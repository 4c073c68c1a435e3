import { fixedPointDecimal } from './numbers.ts';

/**
 * Play money's currency (a free-play guest's, decision 0018): no ISO currency, whole units, shown as
 * a plain number beside a "play money" label, never with a currency sign.
 */
export const playMoneyCurrency = 'XPM';

/** How many minor units a currency has (VND 0, USD 2), as Intl knows it; 2 for a code Intl rejects. */
export function minorDigits(currency: string): number {
  if (currency === playMoneyCurrency) return 0;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * An amount of minor units (a decimal string, as the API sends money) in the currency and the
 * reader's language: `formatMoney('1500000', 'VND', 'vi')` -> "1.500.000 ₫". Exact at any size: the
 * amount goes to Intl as a decimal string, never through a float. Something that is not a whole
 * number comes back unchanged rather than as a wrong figure.
 */
export function formatMoney(minorUnits: string, currency: string, language: string): string {
  if (!/^-?\d+$/.test(minorUnits)) return minorUnits;
  const digits = minorDigits(currency);
  const amount = fixedPointDecimal(BigInt(minorUnits), digits);
  // Play money: the number alone; the screen labels it (never a sign that reads as real money).
  if (currency === playMoneyCurrency) return new Intl.NumberFormat(language).format(amount);
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // A currency code Intl does not know: the number in the reader's language, then the code.
    const number = new Intl.NumberFormat(language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
    return `${number} ${currency}`;
  }
}
