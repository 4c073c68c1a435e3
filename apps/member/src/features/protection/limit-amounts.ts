import { minorDigits } from '@lotus/i18n';
import { amountInputOf } from '../../lib/money-input.ts';

/** The largest limit the server keeps: 18 digits of minor units. */
const maxMinorDigits = 18;

/**
 * What a member typed into a limit field, as minor units for the API: `null` for an empty field
 * (no limit), `undefined` when it is no amount. People group thousands with dots, commas or
 * spaces ("500.000" in Vietnamese), so in a currency without minor units every separator is
 * grouping; otherwise a last separator followed by at most the currency's minor digits is the
 * decimal point.
 */
export function parseLimitInput(text: string, currency: string): string | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  const digits = minorDigits(currency);
  let whole = compact;
  let fraction = '';
  if (digits > 0) {
    const decimal = new RegExp(`^(.*)[.,](\\d{1,${digits}})$`).exec(compact);
    if (decimal) {
      whole = decimal[1] ?? '';
      fraction = decimal[2] ?? '';
    }
  }
  whole = whole.replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || (fraction !== '' && !/^\d+$/.test(fraction))) return undefined;
  const minor = (
    BigInt(whole) * 10n ** BigInt(digits) +
    BigInt(fraction.padEnd(digits, '0') || '0')
  ).toString();
  return minor.length > maxMinorDigits ? undefined : minor;
}

/** A limit in minor units as the field shows it: major units, no grouping ("1500000", "12.50"). */
export function limitInputText(minorUnits: string | null, currency: string): string {
  return minorUnits === null ? '' : amountInputOf(minorUnits, currency);
}
