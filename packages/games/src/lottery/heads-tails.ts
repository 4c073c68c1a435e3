import type { LotteryBoard } from './board.ts';
import type { PrizeLayout } from './prize-layouts.ts';

/**
 * The lô heads and tails table (bảng đầu đuôi lô tô) printed beside a board: every number of the
 * board cut to its last two digits (its lô), grouped by the lô's first digit (đầu 0–9) and by its
 * last digit (đuôi 0–9). Index d of `heads` holds the lô whose first digit is d, of `tails` those
 * whose last digit is d; each group is in ascending order and keeps repeats, since a lô that came
 * twice is paid twice.
 */
export interface HeadsAndTails {
  heads: readonly (readonly string[])[];
  tails: readonly (readonly string[])[];
}

/** The lô (last two digits) of every number of the board, in the layout's order, special first. */
export function loNumbersOf(layout: PrizeLayout, board: LotteryBoard): string[] {
  return layout.flatMap((tier) => (board[tier.prize] ?? []).map((value) => value.slice(-2)));
}

export function headsAndTailsOf(layout: PrizeLayout, board: LotteryBoard): HeadsAndTails {
  const heads: string[][] = Array.from({ length: 10 }, () => []);
  const tails: string[][] = Array.from({ length: 10 }, () => []);
  for (const lo of loNumbersOf(layout, board)) {
    // A number of fewer than two digits is no lô (the board's shape check keeps them out anyway).
    if (!/^\d\d$/.test(lo)) continue;
    heads[Number(lo[0])]?.push(lo);
    tails[Number(lo[1])]?.push(lo);
  }
  for (const group of [...heads, ...tails]) group.sort();
  return { heads, tails };
}
