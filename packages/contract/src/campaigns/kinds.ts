// The campaigns' word lists, without zod: the member site's pages import them through index.ts.

export const campaignKinds = ['red_envelope', 'wheel', 'lucky_ticket'] as const;
export type CampaignKind = (typeof campaignKinds)[number];

/** What a prize pays: money (bonus, minor units), points, or nothing ("better luck next time"). */
export const prizeKinds = ['money', 'points', 'none'] as const;
export type PrizeKind = (typeof prizeKinds)[number];

/** How many draws a member has: so many for the whole campaign, or so many a day (brand's clock). */
export const drawPeriods = ['campaign', 'day'] as const;
export type DrawPeriod = (typeof drawPeriods)[number];

/** A campaign as a member sees it: live (draws can be made), upcoming, or ended (time or budget). */
export const campaignStatuses = ['upcoming', 'live', 'budget_spent', 'ended'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/** Why a member may not draw: its deposits or valid bets over the window are short, or it plays for free. */
export const ineligibleReasons = ['deposits', 'valid_bets', 'free_play'] as const;
export type IneligibleReason = (typeof ineligibleReasons)[number];
