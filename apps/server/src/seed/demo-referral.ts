import type { PoolClient } from '../platform/database/pool.ts';

/**
 * The demo brand's referral rules (docs/referral.md): 50,000 ₫ to the member for each friend who,
 * since registering, has 200,000 ₫ of credited deposits and 500,000 ₫ of valid bets; the reward is
 * bet once before a withdrawal.
 */
export async function seedReferral(client: PoolClient, brandId: number): Promise<void> {
  await client.query(
    `insert into referral_rules (brand_id, reward, min_deposit, min_valid_bets, turnover_multiplier, active)
     values ($1, 50000, 200000, 500000, 1, true)`,
    [brandId],
  );
}
