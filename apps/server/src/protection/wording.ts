/**
 * Figures for the messages of protection refusals. The server words the message before it knows how
 * the reader writes numbers, so amounts are grouped with non-breaking spaces (read the same way in
 * English and Vietnamese) and instants are written in the brand's time zone with its offset.
 */

/** How many minor units the currency has (VND 0, USD 2), as Intl knows it; 2 for an unknown code. */
function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** `amountText(1500000n, 'VND')` -> "1 500 000 VND"; `amountText(123456n, 'USD')` -> "1 234.56 USD". */
export function amountText(minorUnits: bigint, currency: string): string {
  const digits = minorDigits(currency);
  const negative = minorUnits < 0n;
  const magnitude = (negative ? -minorUnits : minorUnits).toString().padStart(digits + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const fraction = digits > 0 ? `.${magnitude.slice(magnitude.length - digits)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}\u00a0${currency}`;
}

/** `instantText(date, 'Asia/Ho_Chi_Minh')` -> "2026-05-03 14:00 (GMT+7)". */
export function instantText(date: Date, timeZone: string): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    }).formatToParts(date);
  } catch {
    // A zone Intl does not know: the instant in UTC, said so.
    return `${date.toISOString().slice(0, 16).replace('T', ' ')} (UTC)`;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} (${part('timeZoneName')})`;
}
