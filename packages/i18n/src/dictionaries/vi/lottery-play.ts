import type { Dictionary } from '../dictionary.ts';

/** The house lottery: draws by region and station, the countdown, the bet slip (grid, quick pick, code box), placing it. */
export const lotteryPlay: Dictionary['lotteryPlay'] = {
  title: 'Xổ số',
};
