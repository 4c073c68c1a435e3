import { minorDigits } from '@lotus/i18n';

/**
 * The sums players pick most, in whole units of the currency: in đồng the amounts Vietnamese sites
 * offer (100.000 to 5.000.000 ₫); in a currency with cents, round sums of a similar weight.
 */
const wholeDong = [100_000n, 200_000n, 500_000n, 1_000_000n, 5_000_000n];
const wholeUnits = [10n, 20n, 50n, 100n, 500n];

/**
 * The quick amounts a form offers, in minor units (as the API sends money), only those within the
 * method's limits `[min, max]`: a chip the server would refuse is never shown.
 */
export function quickAmountsOf(currency: string, min: string, max: string): string[] {
  const digits = minorDigits(currency);
  const scale = 10n ** BigInt(digits);
  const presets = digits === 0 ? wholeDong : wholeUnits;
  const [low, high] = [BigInt(min), BigInt(max)];
  return presets
    .map((units) => units * scale)
    .filter((amount) => amount >= low && amount <= high)
    .map(String);
}
