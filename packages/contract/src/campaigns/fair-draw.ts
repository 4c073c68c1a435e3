/**
 * The prize a campaign draw lands on (decision 0025), shared by the server that draws and the
 * member site that verifies: the draw's first fair float (`fairFloats(seed, 1)[0]` of
 * @lotus/games, HMAC-SHA256 as the house games read it) scaled to the table's total weight, then
 * the line whose cumulative weight passes it. Pure and exact: a float is k / 2^32 and the total
 * weight is at most 12 × 10^6, so float × total is exact in a double.
 */
export function campaignPrizeIndex(float: number, weights: readonly number[]): number {
  if (!(float >= 0 && float < 1)) throw new RangeError(`campaignPrizeIndex: not a fair float: ${float}`);
  if (weights.length === 0 || weights.some((weight) => !Number.isSafeInteger(weight) || weight < 1))
    throw new RangeError('campaignPrizeIndex: weights must be positive whole numbers');
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const target = Math.floor(float * total);
  let reached = 0;
  for (const [index, weight] of weights.entries()) {
    reached += weight;
    if (target < reached) return index;
  }
  return weights.length - 1;
}
