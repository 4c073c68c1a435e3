import { fixedPointDecimal, minorDigits } from '@lotus/i18n';

/**
 * A contract's figures as an agent reads and types them. Rates travel as whole parts per million
 * (docs/agent-contracts.md: 1 000 000 = 100 %, 10 000 = 1 %) and money as minor units in decimal
 * strings; both stay integers from the text typed to the text shown, never a float between.
 */

/** The most a rate can be: 100 %. */
export const maxRatePpm = 1_000_000;
/** A per cent has four decimals of ppm: 1.2345 % = 12 345 ppm. */
const percentDigits = 4;

/**
 * A rate typed in per cent ("1.5", "1,5", "0.0125", "100") as whole ppm; null when it is not a
 * number from 0 to 100 with at most four decimals. The decimal string is read digit by digit:
 * "0.29" is 2 900 ppm exactly, where 0.29 × 10 000 in floating point is 2 899.9999….
 */
export function ppmOfPercentText(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,4}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const ppm = Number(match[1]) * 10 ** percentDigits + Number((match[2] ?? '').padEnd(percentDigits, '0'));
  return ppm <= maxRatePpm ? ppm : null;
}

/** A rate as the agent would type it, in its language's decimal sign: 15 000 -> "1.5" / "1,5". */
export function percentTextOf(ppm: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: percentDigits, useGrouping: false }).format(
    fixedPointDecimal(ppm, percentDigits),
  );
}

/** A rate as read: 15 000 -> "1.5%" / "1,5%" (as many decimals as it has, up to four). */
export function formatRate(ppm: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: percentDigits,
  }).format(fixedPointDecimal(ppm, percentDigits + 2));
}

/**
 * An amount typed in whole currency units, zero allowed (a tier's minimum, a threshold) as minor
 * units; null when it is not one. A currency without minor units takes group signs ("10.000.000",
 * "10,000,000", "10 000 000"); one with cents takes one decimal sign and no groups ("12.50").
 */
export function minorUnitsOfText(text: string, currency: string): string | null {
  const digits = minorDigits(currency);
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const pattern = digits === 0 ? /^(\d{1,3}(?:([.,])\d{3}(?:\2\d{3})*)?|\d+)$/ : /^(\d+)(?:[.,](\d+))?$/;
  const match = pattern.exec(compact);
  if (!match) return null;
  let units: bigint;
  if (digits === 0) units = BigInt(compact.replace(/[.,]/g, ''));
  else {
    const fraction = match[2] ?? '';
    if (fraction.length > digits) return null;
    units = BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0'));
  }
  return units.toString().length <= 18 ? units.toString() : null;
}

/** Minor units as the agent would type them: grouped whole units, or units and cents. */
export function amountTextOf(minorUnits: string, currency: string, language: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return new Intl.NumberFormat(language).format(BigInt(minorUnits));
  return fixedPointDecimal(BigInt(minorUnits), digits);
}

/**
 * Money kept exact in ppm units (minor units × 1 000 000, a statement's gross and deductions
 * before the one floor) in the reader's language, with the fraction it has: "2.345.678,91 ₫".
 */
export function formatPpmUnits(ppmUnits: string, currency: string, language: string): string {
  if (!/^-?\d+$/.test(ppmUnits)) return ppmUnits;
  const digits = minorDigits(currency);
  const amount = fixedPointDecimal(BigInt(ppmUnits), digits + 6);
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits + 6,
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(language, { maximumFractionDigits: digits + 6 }).format(amount)} ${currency}`;
  }
}
