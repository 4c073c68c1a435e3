// The points word lists and bounds, without zod: the member site's pages import them through
// index.ts (a page that imported schemas.ts would carry zod).

/**
 * The exchange-rate table's types: what earns points (valid bets of five kinds of game, deposits)
 * and `redeem`, the rate at which points convert into money.
 */
export const pointsRateTypes = ['live', 'lottery', 'card', 'slots', 'sports', 'deposit', 'redeem'] as const;
export type PointsRateType = (typeof pointsRateTypes)[number];

/** The mall's kinds of product (the spec's cash, coupons, life services and gifts). */
export const productKinds = ['cash', 'coupon', 'life_service', 'gift'] as const;
export type ProductKind = (typeof productKinds)[number];

/** Goods are sent: an exchange of one asks where to and whom to call. */
export const shippedKinds: readonly ProductKind[] = ['gift'];

/** An exchange goes through: applying (waiting for the operator), then approved or rejected. */
export const exchangeStatuses = ['applying', 'approved', 'rejected'] as const;
export type ExchangeStatus = (typeof exchangeStatuses)[number];
