// The vip word lists and bounds, without zod: the member site's pages import them through
// index.ts (a page that imported schemas.ts would carry zod).

/** The game types rebate and cashback rates are set by (the points table's five kinds). */
export const rebateGameTypes = ['live', 'lottery', 'card', 'slots', 'sports'] as const;
export type RebateGameType = (typeof rebateGameTypes)[number];
