import type { PoolClient } from '../platform/database/pool.ts';
import type { Ledger } from '../wallet/index.ts';

/**
 * What the lottery asks of other domains, each as the narrow interface it uses. The ledger's
 * functions run on the caller's connection: a slip's rows and its stake commit together, and a
 * settlement's rows and its payouts.
 */
export type LotteryLedger = Pick<Ledger, 'postWithin' | 'balanceOf' | 'postMemberPayoutsWithin'>;

/** Player protection's check on every stake (time-out, self-exclusion, loss limits). */
export interface LotteryBetGuard {
  /** With `within`, checked under a per-member lock in the transaction that posts the stake. */
  assertBetAllowed(memberId: bigint, stake: bigint, within?: PoolClient): Promise<void>;
}
