/** The house lottery: results by date with the prize board, my lottery bets, number statistics, the fast-draw verifier. */
export const lotteryResults = {
  title: 'Lottery',
} as const;
