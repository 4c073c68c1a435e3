import type { Queryable } from '../../platform/database/pool.ts';

/**
 * The id of the house games' vendor `houseVendorCode` (migration 0023 opens it for every brand),
 * read on the caller's connection. The `vendors` table is the vendor wallet's: see CONTEXT.md.
 */
export async function selectHouseVendorId(
  db: Queryable,
  brandId: number,
  vendorCode: string,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'select id from vendors where brand_id = $1 and code = $2',
    [brandId, vendorCode],
  );
  if (!rows[0]) throw new Error(`house games: the brand ${brandId} has no vendor ${vendorCode}`);
  return rows[0].id;
}

export async function insertJackpotPayout(
  db: Queryable,
  payout: {
    brandId: number;
    memberId: bigint;
    game: string;
    roundId: string;
    amount: bigint;
    journalId: bigint;
  },
): Promise<void> {
  await db.query(
    `insert into jackpot_payouts (brand_id, member_id, game, round_id, amount, journal_id)
     values ($1, $2, $3, $4, $5, $6)`,
    [payout.brandId, payout.memberId, payout.game, payout.roundId, payout.amount, payout.journalId],
  );
}
