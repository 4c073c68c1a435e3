// The lottery's fixed lists, shared by the draws' and the bets' schemas.

/** A draw's life: betting open, betting closed, a result waiting for a second operator, final, or void. */
export const lotteryDrawStatuses = ['open', 'closed', 'entered', 'final', 'void'] as const;
export type LotteryDrawStatus = (typeof lotteryDrawStatuses)[number];

/** The games: the three regions' draws and the house's fast draws every 1, 3 and 5 minutes. */
export const lotteryGameCodes = ['north', 'central', 'south', 'F1', 'F3', 'F5'] as const;
