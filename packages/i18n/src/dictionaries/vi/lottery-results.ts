import type { Dictionary } from '../dictionary.ts';

/** The house lottery: results by date with the prize board, my lottery bets, number statistics, the fast-draw verifier. */
export const lotteryResults: Dictionary['lotteryResults'] = {
  title: 'Xổ số',
};
