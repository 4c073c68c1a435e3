// A fast seeded uniform generator for return-to-player simulations only: never for play, whose floats
// must come from the fair source. xoshiro128** (Blackman & Vigna) gives 32-bit outputs, and each float
// is one output over 2^32 — exactly the resolution of a fair float, so simulated outcomes have the same
// distribution as played ones.
import type { FloatSource } from './fair-random.ts';

const TWO_POW_32 = 0x1_0000_0000;

function rotateLeft(word: number, bits: number): number {
  return (word << bits) | (word >>> (32 - bits));
}

/** splitmix32: spreads one seed number over the generator's four state words (never all zero). */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) | 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Uniform floats in [0, 1) from xoshiro128** seeded with `seed` (its low 32 bits). */
export function simulationFloats(seed: number): FloatSource {
  const seedWord = splitmix32(seed);
  let s0 = seedWord();
  let s1 = seedWord();
  let s2 = seedWord();
  let s3 = seedWord();
  if ((s0 | s1 | s2 | s3) === 0) s0 = 1;
  return () => {
    const result = Math.imul(rotateLeft(Math.imul(s1, 5), 7), 9) >>> 0;
    const shifted = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= shifted;
    s3 = rotateLeft(s3, 11);
    return result / TWO_POW_32;
  };
}
