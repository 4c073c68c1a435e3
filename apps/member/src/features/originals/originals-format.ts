import {
  fixedPointDecimal,
  formatMultiplier as formatMultiplierIn,
  formatNumber,
  formatPercent,
} from '@lotus/i18n';

// The house games' figures, worded by the shared helpers of @lotus/i18n in the reader's language:
// "1,98×", "99,00%", "49,50" for a Vietnamese reader, "1.98×", "99.00%", "49.50" for an English one.

/** A multiplier in ten-thousandths as the games show it: "1,98×" (two decimals, rounded down). */
export function formatMultiplier(multiplier: number, language: string): string {
  return formatMultiplierIn(multiplier, language);
}

/** A fine multiplier with all four decimals the engines keep: "1,9801×". */
export function formatExactMultiplier(multiplier: number, language: string): string {
  return formatMultiplierIn(multiplier, language, { fractionDigits: 4, roundDown: true });
}

/** A bigint fraction (an engine's RTP constant) as a per cent with two decimals, rounded down: "99,00%". */
export function percentOf(fraction: { numerator: bigint; denominator: bigint }, language: string): string {
  const tenThousandths = (fraction.numerator * 10_000n) / fraction.denominator;
  return formatPercent(fixedPointDecimal(tenThousandths, 4), language, {
    fractionDigits: 2,
    roundDown: true,
  });
}

/** "2.5", "2.50x" or "1000000" typed as ten-thousandths on the 0.01x grid; null when it is not one. */
export function parseMultiplierInput(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*[x×]?\s*$/i.exec(text);
  if (!match) return null;
  return (Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))) * 100;
}

/** "50", "50.5" or "49,99" typed as hundredths (0.01 to 99.99); null when it is not one. */
export function parseHundredthsInput(text: string): number | null {
  const match = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths as "50,00" in the reader's language (a dice roll or target). */
export function formatHundredths(hundredths: number, language: string): string {
  return formatNumber(fixedPointDecimal(hundredths, 2), language, { fractionDigits: 2 });
}

/** Hundredths as a plain "50.00" for links and form values that travel, not for reading. */
export function hundredthsValue(hundredths: number): string {
  return fixedPointDecimal(hundredths, 2);
}

/** Ten-thousandths as a plain "2.50" multiplier for links that travel, not for reading. */
export function multiplierValue(multiplier: number): string {
  return fixedPointDecimal(Math.floor(multiplier / 100), 2);
}
