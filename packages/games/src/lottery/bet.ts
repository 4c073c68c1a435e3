import { betTypeOffered, isLotteryBetTypeCode, lotteryBetTypes } from './bet-types.ts';
import type { LotteryBetTypeCode } from './bet-types.ts';
import type { LotteryRegion } from './prize-layouts.ts';

/**
 * One bet of a slip: a type, its numbers (one, or the legs of a xiên, đá or lô trượt) and how many
 * points it buys. A slip on two stations is two bets (one each), except đá 2 đài, judged on both.
 */
export interface LotteryBet {
  type: LotteryBetTypeCode;
  /** Digits only, leading zeros kept ("05"), each exactly the type's digits long. */
  numbers: readonly string[];
  /** Whole points, at least one; the stake is points × the prize mode's point price. */
  points: bigint;
}

export type LotteryBetProblem =
  'unknown_type' | 'not_offered' | 'wrong_legs' | 'wrong_digits' | 'repeated_number' | 'bad_points';

/** What keeps a bet from being placed on a region's draw; an empty list means it can be. */
export function betProblems(bet: LotteryBet, region: LotteryRegion): LotteryBetProblem[] {
  if (!isLotteryBetTypeCode(bet.type)) return ['unknown_type'];
  const betType = lotteryBetTypes[bet.type];
  const problems: LotteryBetProblem[] = [];
  if (!betTypeOffered(bet.type, region)) problems.push('not_offered');
  if (bet.numbers.length !== betType.legs) problems.push('wrong_legs');
  const pattern = new RegExp(`^[0-9]{${betType.digits}}$`);
  if (!bet.numbers.every((number) => pattern.test(number))) problems.push('wrong_digits');
  // A leg named twice would make a xiên of two numbers a xiên of one, or a đá win on one number.
  if (new Set(bet.numbers).size !== bet.numbers.length) problems.push('repeated_number');
  if (typeof bet.points !== 'bigint' || bet.points < 1n) problems.push('bad_points');
  return problems;
}
