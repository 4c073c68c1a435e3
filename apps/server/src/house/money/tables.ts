import type { Queryable } from '../../platform/database/pool.ts';

/** The house games' vendor (migration 0023 opens it for every brand). */
export const houseVendorCode = 'LOTUS';

export async function selectHouseVendorId(db: Queryable, brandId: number): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'select id from vendors where brand_id = $1 and code = $2',
    [brandId, houseVendorCode],
  );
  if (!rows[0]) throw new Error(`house games: the brand ${brandId} has no vendor ${houseVendorCode}`);
  return rows[0].id;
}

/** The member's main-wallet balance (0 before the account opens). */
export async function selectMainBalance(db: Queryable, brandId: number, memberId: bigint): Promise<bigint> {
  const { rows } = await db.query<{ balance: bigint }>(
    `select balance from ledger_accounts where brand_id = $1 and member_id = $2 and kind = 'main'`,
    [brandId, memberId],
  );
  return rows[0]?.balance ?? 0n;
}

/** The jackpot pool's balance, locked until the transaction ends (the one paying it reads it first). */
export async function lockJackpotPool(db: Queryable, brandId: number): Promise<bigint> {
  const { rows } = await db.query<{ balance: bigint }>(
    `select balance from ledger_accounts where brand_id = $1 and code = 'jackpot_pool' for update`,
    [brandId],
  );
  return rows[0]?.balance ?? 0n;
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
