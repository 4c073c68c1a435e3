/** The house lottery: draws by region and station, the countdown, the bet slip (grid, quick pick, code box), placing it. */
export const lotteryPlay = {
  title: 'Lottery',
} as const;
