// The rebate word lists and bounds, without zod: the member site's pages import them through
// index.ts (a page that imported schemas.ts would carry zod).

export const rebateKinds = ['rebate', 'cashback'] as const;
export type RebateKind = (typeof rebateKinds)[number];

/** Paid at once by the job, or left for the member to claim (then claimed). */
export const rebateStatuses = ['paid', 'claimable', 'claimed'] as const;
export type RebateStatus = (typeof rebateStatuses)[number];

/** How the brand pays: `auto`, by the job at once; `claim`, when the member claims. */
export const rebateModes = ['auto', 'claim'] as const;
export type RebateMode = (typeof rebateModes)[number];
