// The provably-fair random source: every outcome derives from
// HMAC-SHA256(server seed, `client seed:nonce:cursor`). The server commits to the server seed by
// showing its SHA-256 before play; afterwards anyone can recompute the same floats.
import { toHex } from './hex.ts';
import { hmacSha256 } from './hmac-sha256.ts';
import { sha256 } from './sha256.ts';
import { utf8Bytes } from './utf8.ts';

export interface FairSeed {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** Uniform floats in [0, 1), drawn in order. Engines take one so the same rules run on fair floats
 *  (play, verification) and on a fast generator (simulation). */
export type FloatSource = () => number;

const BYTES_PER_FLOAT = 4;
const FLOATS_PER_CURSOR = 8; // 32 HMAC bytes / 4 bytes a float
const TWO_POW_32 = 0x1_0000_0000;

function assertCounter(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`fairBytes: the ${name} must be a non-negative integer, got ${value}`);
  }
}

/** The 32 bytes of one cursor: HMAC-SHA256(key = serverSeed, message = `clientSeed:nonce:cursor`). */
export function fairBytes(seed: FairSeed, cursor: number): Uint8Array {
  // A fractional or negative number would still format into a message, silently naming another round.
  assertCounter('nonce', seed.nonce);
  assertCounter('cursor', cursor);
  return hmacSha256(utf8Bytes(seed.serverSeed), utf8Bytes(`${seed.clientSeed}:${seed.nonce}:${cursor}`));
}

/** The float of 4 bytes, sum(byte_i / 256^(i+1)): written as one 32-bit integer over 2^32, which is
 *  the same value exactly (every partial sum is a multiple of 2^-32 below 1, exact in a double). */
function floatOfBytes(bytes: Uint8Array, offset: number): number {
  const integer =
    bytes[offset]! * 0x100_0000 +
    bytes[offset + 1]! * 0x1_0000 +
    bytes[offset + 2]! * 0x100 +
    bytes[offset + 3]!;
  return integer / TWO_POW_32;
}

function floatsOfCursor(seed: FairSeed, cursor: number): number[] {
  const bytes = fairBytes(seed, cursor);
  const floats: number[] = [];
  for (let index = 0; index < FLOATS_PER_CURSOR; index++)
    floats.push(floatOfBytes(bytes, index * BYTES_PER_FLOAT));
  return floats;
}

/** Lazily yields the fair floats in order: cursor 0's eight, then cursor 1's, and so on. */
export function floatSourceOf(seed: FairSeed): FloatSource {
  let cursor = 0;
  let pending: number[] = [];
  let index = 0;
  return () => {
    if (index === pending.length) {
      pending = floatsOfCursor(seed, cursor);
      cursor += 1;
      index = 0;
    }
    const float = pending[index]!;
    index += 1;
    return float;
  };
}

/** The first `count` fair floats of a round, each in [0, 1). */
export function fairFloats(seed: FairSeed, count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`fairFloats: count must be a non-negative integer, got ${count}`);
  }
  const next = floatSourceOf(seed);
  return Array.from({ length: count }, () => next());
}

/** SHA-256 hex of the server seed: the commitment shown to the player before play. */
export function hashServerSeed(serverSeed: string): string {
  return toHex(sha256(utf8Bytes(serverSeed)));
}
