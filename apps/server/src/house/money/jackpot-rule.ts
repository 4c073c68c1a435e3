import { fairBytes } from '@lotus/games';
import type { FairSeed } from '@lotus/games';

/**
 * The cursor of a round's fair source that decides the jackpot. No game draws that far (the most
 * any game takes is 24 floats, three cursors), so the jackpot draw never reuses a float of the
 * round's outcome; and it is fixed before play like the outcome, so anyone can recompute it.
 */
export const JACKPOT_CURSOR = 1_000_000;

const TWO_POW_32 = 0x1_0000_0000n;

/** The round's jackpot float: the first 4 bytes of HMAC-SHA256(server seed, `client:nonce:1000000`) over 2^32. */
export function jackpotFloatOf(seed: FairSeed): number {
  const bytes = fairBytes(seed, JACKPOT_CURSOR);
  const integer = bytes[0]! * 0x100_0000 + bytes[1]! * 0x1_0000 + bytes[2]! * 0x100 + bytes[3]!;
  return integer / 0x1_0000_0000;
}

/**
 * Whether a round triggers the jackpot: its float is below min(stake / divisor, maxChance), the
 * chance growing with the stake up to the cap. Compared in integers: the float is k / 2^32 exactly.
 */
export function jackpotTriggered(input: {
  jackpotFloat: number;
  stake: bigint;
  triggerDivisor: bigint;
  maxChanceBasisPoints: number;
}): boolean {
  const { jackpotFloat, stake, triggerDivisor, maxChanceBasisPoints } = input;
  if (!(jackpotFloat >= 0 && jackpotFloat < 1) || triggerDivisor <= 0n || stake <= 0n) return false;
  const k = BigInt(Math.floor(jackpotFloat * 0x1_0000_0000));
  const belowStakeChance = k * triggerDivisor < stake * TWO_POW_32;
  const belowCap = k * 10_000n < BigInt(maxChanceBasisPoints) * TWO_POW_32;
  return belowStakeChance && belowCap;
}
