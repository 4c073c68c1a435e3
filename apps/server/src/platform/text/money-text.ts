/**
 * An amount of minor units written for an error message in the caller's language ("100.000 ₫"),
 * exactly (the figure goes to Intl as a decimal string, never through a float). The apps format
 * amounts themselves (formatMoney in @lotus/i18n); this is for the server's own message text, which
 * carries the raw figure beside it in the error's params.
 */
export function moneyText(amount: bigint, currency: string, language: string): string {
  let digits: number;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
  } catch {
    return `${amount} ${currency}`;
  }
  const negative = amount < 0n;
  const magnitude = (negative ? -amount : amount).toString().padStart(digits + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - digits);
  const fraction = magnitude.slice(magnitude.length - digits);
  const decimal = `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}`;
  return new Intl.NumberFormat(language.toLowerCase().startsWith('vi') ? 'vi-VN' : 'en', {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(decimal as Intl.StringNumericLiteral);
}
