/**
 * What a settled round came to against its stake: the one rule every screen words a result by.
 * A payout above the stake is a win; equal to it, the stake back (a push); below it (a 0.3× Plinko
 * bucket pays 300 on 1 000) some came back but the round lost, and it must never read as a win.
 */
export type NetResult = 'win' | 'push' | 'loss';

/** How a result is worded: a loss that paid something back is said apart from one that paid nothing. */
export type ResultWording = 'win' | 'push' | 'partReturned' | 'nothingReturned';

/** The round's net result from its stake and payout, both in minor units. */
export function netResultOf(stake: bigint, payout: bigint): NetResult {
  if (payout > stake) return 'win';
  if (payout === stake) return 'push';
  return 'loss';
}

/** Which words a result takes: a loss is split by whether anything came back. */
export function resultWordingOf(stake: bigint, payout: bigint): ResultWording {
  const net = netResultOf(stake, payout);
  if (net !== 'loss') return net;
  return payout > 0n ? 'partReturned' : 'nothingReturned';
}
