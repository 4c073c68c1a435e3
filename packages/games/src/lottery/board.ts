import type { PrizeLayout, PrizeName } from './prize-layouts.ts';

/**
 * A drawn board: each prize's numbers as the board prints them, digits only, leading zeros kept
 * (a north seventh prize of 5 is "05"). Only the layout's prizes appear.
 */
export type LotteryBoard = Partial<Record<PrizeName, readonly string[]>>;

/** One number of a board, with the prize that drew it. */
export interface BoardNumber {
  prize: PrizeName;
  value: string;
}

/** What is wrong with a board's shape, at the exact prize (and number) it concerns. */
export interface BoardShapeProblem {
  prize: PrizeName | string;
  /** The number's position within its prize, when the problem is one number. */
  index?: number;
  problem: 'missing_prize' | 'wrong_count' | 'wrong_digits' | 'unknown_prize';
  expected?: number;
}

/**
 * Checks a board against its layout: every prize present with its count of numbers, each exactly
 * its digits long and made of digits only, and no prize the layout does not have. An empty list
 * means the board can be accepted (its numbers are not judged: any digits are a possible draw).
 */
export function boardShapeProblems(
  layout: PrizeLayout,
  board: Readonly<Record<string, unknown>>,
): BoardShapeProblem[] {
  const problems: BoardShapeProblem[] = [];
  const known = new Set<string>(layout.map((tier) => tier.prize));
  for (const prize of Object.keys(board)) {
    if (!known.has(prize)) problems.push({ prize, problem: 'unknown_prize' });
  }
  for (const tier of layout) {
    const numbers = board[tier.prize];
    if (!Array.isArray(numbers)) {
      problems.push({ prize: tier.prize, problem: 'missing_prize', expected: tier.count });
      continue;
    }
    if (numbers.length !== tier.count) {
      problems.push({ prize: tier.prize, problem: 'wrong_count', expected: tier.count });
    }
    numbers.forEach((value: unknown, index) => {
      const pattern = new RegExp(`^[0-9]{${tier.digits}}$`);
      if (typeof value !== 'string' || !pattern.test(value)) {
        problems.push({ prize: tier.prize, index, problem: 'wrong_digits', expected: tier.digits });
      }
    });
  }
  return problems;
}

/** Every number of a well-shaped board in the layout's order (special prize first). */
export function boardNumbers(layout: PrizeLayout, board: LotteryBoard): BoardNumber[] {
  return layout.flatMap((tier) => (board[tier.prize] ?? []).map((value) => ({ prize: tier.prize, value })));
}

/** The last `digits` digits of a number ("12345" → "45" for two). */
export function lastDigits(value: string, digits: number): string {
  return value.slice(-digits);
}
