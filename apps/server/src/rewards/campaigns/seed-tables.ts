import { seedPairTables } from '../../platform/fairness/seed-pairs.ts';

/**
 * A member's campaign seed pairs (migration 0056, decision 0025): a table of their own, kept with
 * the statements every table of pairs has, so a draw never takes a house game's nonce.
 */
export type { SeedPairRow } from '../../platform/fairness/seed-pairs.ts';

export const { openSeedPair, activeSeedPair, updateClientSeed, revealSeedPair, takeNonce } = seedPairTables(
  'reward_seed_pairs',
  'campaign',
);
