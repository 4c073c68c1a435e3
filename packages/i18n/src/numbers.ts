/**
 * Figures other than money in the reader's language: plain numbers, per cents and multipliers.
 * Every screen words its figures through these (money through `formatMoney`), so a Vietnamese
 * reader sees "99,00%" and "1,01×" beside "1.000.000×", never a mix of separators.
 */

/** How a figure is cut to its shown digits: games round down so a shown win is never more than paid. */
export interface FigureOptions {
  readonly fractionDigits?: number;
  readonly roundDown?: boolean;
}

function numberFormat(language: string, options: FigureOptions, style?: 'percent'): Intl.NumberFormat {
  const digits = options.fractionDigits ?? 0;
  return new Intl.NumberFormat(language, {
    ...(style ? { style } : {}),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    roundingMode: options.roundDown ? 'trunc' : 'halfExpand',
  });
}

/**
 * An integer of fixed-point units as an exact decimal string: 19_800 with 4 digits -> "1.9800".
 * Intl then rounds the decimal itself, never a float near it (1.98 as a float is 1.97999…, which
 * rounding down would show as 1.97).
 */
export function fixedPointDecimal(units: number | bigint, digits: number): Intl.StringNumericLiteral {
  const value = BigInt(units);
  const negative = value < 0n;
  const magnitude = (negative ? -value : value).toString().padStart(digits + 1, '0');
  const whole = magnitude.slice(0, magnitude.length - digits);
  const fraction = magnitude.slice(magnitude.length - digits);
  return `${negative ? '-' : ''}${whole}${digits > 0 ? `.${fraction}` : ''}` as Intl.StringNumericLiteral;
}

/** A count or a figure: `formatNumber(1500000, 'vi')` -> "1.500.000"; exact for bigint and decimal strings. */
export function formatNumber(
  value: number | bigint | Intl.StringNumericLiteral,
  language: string,
  options: FigureOptions = {},
): string {
  return numberFormat(language, options).format(value);
}

/**
 * A ratio as a per cent: `formatPercent(0.99, 'vi', { fractionDigits: 2 })` -> "99,00%" (the
 * language's own sign and spacing).
 */
export function formatPercent(
  ratio: number | Intl.StringNumericLiteral,
  language: string,
  options: FigureOptions = {},
): string {
  return numberFormat(language, options, 'percent').format(ratio);
}

/** Multipliers travel as integers of ten-thousandths (`MULTIPLIER_SCALE` of `@lotus/games`). */
const multiplierDigits = 4;

/**
 * A multiplier of ten-thousandths as players read it: `formatMultiplier(10_100, 'vi')` -> "1,01×",
 * `formatMultiplier(10_000_000_000, 'vi')` -> "1.000.000×". Two decimals rounded down unless told
 * otherwise (the fairness pages show all four).
 */
export function formatMultiplier(
  tenThousandths: number | bigint,
  language: string,
  options: FigureOptions = { fractionDigits: 2, roundDown: true },
): string {
  const digits = options.fractionDigits ?? 2;
  return `${numberFormat(language, { fractionDigits: digits, roundDown: options.roundDown ?? true }).format(
    fixedPointDecimal(tenThousandths, multiplierDigits),
  )}×`;
}
