/** How many minor units a currency has (VND 0, USD 2), as Intl knows it. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Formats an amount of minor units exactly: whole-unit currencies go through BigInt, never a float. */
export function formatMinorUnits(amount: bigint | number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
  if (typeof amount === 'bigint' && digits === 0) return format.format(amount);
  return format.format(Number(amount) / 10 ** digits);
}
