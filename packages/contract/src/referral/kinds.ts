// The referral word lists and bounds, without zod: the member site's pages import them through
// index.ts (a page that imported schemas.ts would carry zod).

/**
 * A friend's standing: `pending` a figure is not reached yet; `qualified` both are reached and the
 * reward waits to be claimed; `claimed` paid.
 */
export const referralFriendStatuses = ['pending', 'qualified', 'claimed'] as const;
export type ReferralFriendStatus = (typeof referralFriendStatuses)[number];
