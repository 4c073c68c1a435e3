import { MULTIPLIER_SCALE } from '@lotus/games';

/** A multiplier in ten-thousandths as the games show it: "1.98x" (two decimals, rounded down). */
export function formatMultiplier(multiplier: number): string {
  return `${(Math.floor(multiplier / 100) / 100).toFixed(2)}x`;
}

/** A fine multiplier with all four decimals the engines keep: "1.9801x". */
export function formatExactMultiplier(multiplier: number): string {
  return `${(multiplier / MULTIPLIER_SCALE).toFixed(4)}x`;
}

/** A bigint fraction (an engine's RTP constant) in per cent with two decimals, rounded down: "99.00". */
export function percentOf(fraction: { numerator: bigint; denominator: bigint }): string {
  const hundredths = (fraction.numerator * 10_000n) / fraction.denominator;
  return (Number(hundredths) / 100).toFixed(2);
}

/** "2.5", "2.50x" or "1000000" typed as ten-thousandths on the 0.01x grid; null when it is not one. */
export function parseMultiplierInput(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*x?\s*$/i.exec(text);
  if (!match) return null;
  return (Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))) * 100;
}

/** "50", "50.5" or "49,99" typed as hundredths (0.01 to 99.99); null when it is not one. */
export function parseHundredthsInput(text: string): number | null {
  const match = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Hundredths as "50.00". */
export function formatHundredths(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}
