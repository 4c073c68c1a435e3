// One Plinko ball: its path from the round's fair floats, its bucket and what it pays.
import type { FloatSource } from '../fair/fair-random.ts';
import type { Multiplier } from '../payout.ts';
import { plinkoMultipliers } from './plinko-multipliers.ts';
import type { PlinkoParams } from './plinko-rules.ts';

export type PlinkoBounce = 'left' | 'right';

export interface PlinkoOutcome {
  /** The bounce at each row, top row first. */
  path: readonly PlinkoBounce[];
  /** The bucket it lands in, 0 (far left) to rows (far right): the number of bounces to the right. */
  bucket: number;
  payoutMultiplier: Multiplier;
}

/**
 * Drops one ball. Row r (0 = top) uses float r of the round: left if the float is below 0.5, right
 * otherwise, so each bounce is an even chance and bucket k is reached with chance C(rows, k) / 2^rows.
 */
export function playPlinko(params: PlinkoParams, floats: FloatSource): PlinkoOutcome {
  const multipliers = plinkoMultipliers(params);
  const path = new Array<PlinkoBounce>(params.rows); // sized up front: cheaper over millions of drops
  let bucket = 0;
  for (let row = 0; row < params.rows; row++) {
    const bounce: PlinkoBounce = floats() < 0.5 ? 'left' : 'right';
    path[row] = bounce;
    if (bounce === 'right') bucket += 1;
  }
  return { path, bucket, payoutMultiplier: multipliers[bucket]! };
}
