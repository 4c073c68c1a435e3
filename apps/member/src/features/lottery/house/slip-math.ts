import { lotteryBetTypes, maxWinningsOf } from '@lotus/games';
import type { BetOdds, LotteryBet, LotteryBetTypeCode, LotteryRegion } from '@lotus/games';
import type { LotteryOdds } from '@lotus/contract/lottery';

/** A type's odds as the server priced it, in exact minor units. */
export type OddsByType = ReadonlyMap<LotteryBetTypeCode, BetOdds>;

export function oddsByTypeOf(odds: LotteryOdds): OddsByType {
  return new Map(
    odds.types.map((entry) => [
      entry.type,
      { pointPrice: BigInt(entry.pointPrice), payout: BigInt(entry.payout) },
    ]),
  );
}

/** A slip's figures: what it costs (points × point price, summed) and the most it can win. */
export interface SlipTotals {
  stake: bigint;
  maxWin: bigint;
}

/** The slip's totals; a bet whose type the game does not price adds nothing (the screen flags it). */
export function slipTotalsOf(
  bets: readonly LotteryBet[],
  region: LotteryRegion,
  odds: OddsByType,
): SlipTotals {
  let stake = 0n;
  let maxWin = 0n;
  for (const bet of bets) {
    const typeOdds = odds.get(bet.type);
    if (typeOdds === undefined) continue;
    stake += bet.points * typeOdds.pointPrice;
    maxWin += maxWinningsOf(bet, region, typeOdds);
  }
  return { stake, maxWin };
}

/** The points typed, as whole points (1 to 12 digits, as the slip takes them), or null. */
export function pointsOf(text: string): bigint | null {
  const trimmed = text.trim();
  return /^[1-9]\d{0,11}$/.test(trimmed) ? BigInt(trimmed) : null;
}

/**
 * The grid's bets: a single-number type makes one bet of each number picked; a xiên, đá or lô
 * trượt one bet of exactly its legs (none until that many are picked).
 */
export function gridBetsOf(
  type: LotteryBetTypeCode,
  numbers: readonly string[],
  points: bigint | null,
): LotteryBet[] {
  if (points === null || numbers.length === 0) return [];
  const { legs } = lotteryBetTypes[type];
  if (legs === 1) return numbers.map((number) => ({ type, numbers: [number], points }));
  return numbers.length === legs ? [{ type, numbers: [...numbers], points }] : [];
}

/**
 * Distinct random numbers of a type's digits (quick pick): `count` of them, drawn with
 * `random` (0 ≤ x < 1), so a test can fix it.
 */
export function quickPickOf(digits: number, count: number, random: () => number = Math.random): string[] {
  const space = 10 ** digits;
  const picked = new Set<string>();
  while (picked.size < Math.min(count, space)) {
    picked.add(String(Math.floor(random() * space)).padStart(digits, '0'));
  }
  return [...picked];
}
