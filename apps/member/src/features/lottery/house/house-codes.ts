import type { LotteryOddsQuery } from '@lotus/contract/lottery';
import type { LotteryRegion } from '@lotus/games';

/** The house's own lottery games (the contract's game codes; a web app takes types only from it). */
export type HouseLotteryCode = LotteryOddsQuery['game'];

/** The three regions' draws and the fast draws every 1, 3 and 5 minutes. */
export const houseLotteryCodes = [
  'north',
  'central',
  'south',
  'F1',
  'F3',
  'F5',
] as const satisfies readonly HouseLotteryCode[];

/** Whether a catalog code is one of the house's games (played on our own screen, not a vendor's frame). */
export function isHouseLotteryCode(code: string): code is HouseLotteryCode {
  return (houseLotteryCodes as readonly string[]).includes(code);
}

/** A fast game's minutes between draws, or null for a regional game. */
export function fastIntervalOf(code: HouseLotteryCode): 1 | 3 | 5 | null {
  if (code === 'F1') return 1;
  if (code === 'F3') return 3;
  if (code === 'F5') return 5;
  return null;
}

/** The board a game draws on: a region's own, and the north's for the fast draws. */
export function regionOf(code: HouseLotteryCode): LotteryRegion {
  return fastIntervalOf(code) === null ? (code as LotteryRegion) : 'north';
}

/**
 * The house game a catalog entry opens, or null for a vendor's: the catalog writes codes in lower
 * case (north, central, south, f1, f3, f5), the draws name the fast games F1, F3, F5.
 */
export function houseLotteryCodeOf(catalogCode: string): HouseLotteryCode | null {
  const code = /^f[135]$/.test(catalogCode) ? catalogCode.toUpperCase() : catalogCode;
  return isHouseLotteryCode(code) ? code : null;
}
