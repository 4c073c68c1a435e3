import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { fairBytes, fairFloats, floatSourceOf, hashServerSeed } from './fair-random.ts';
import type { FairSeed } from './fair-random.ts';
import { toHex } from './hex.ts';

const seed: FairSeed = { serverSeed: 'server-seed-fixed', clientSeed: 'client-seed-fixed', nonce: 7 };

describe('fairBytes', () => {
  it('is HMAC-SHA256(serverSeed, `clientSeed:nonce:cursor`)', () => {
    const expected = createHmac('sha256', seed.serverSeed).update('client-seed-fixed:7:3').digest('hex');
    expect(toHex(fairBytes(seed, 3))).toBe(expected);
    expect(fairBytes(seed, 0)).toHaveLength(32);
  });

  it('rejects a nonce or cursor that is not a non-negative integer', () => {
    expect(() => fairBytes({ ...seed, nonce: 1.5 }, 0)).toThrow(RangeError);
    expect(() => fairBytes({ ...seed, nonce: -1 }, 0)).toThrow(RangeError);
    expect(() => fairBytes(seed, -1)).toThrow(RangeError);
  });

  it('changes with the client seed, the nonce and the cursor', () => {
    const base = toHex(fairBytes(seed, 0));
    expect(toHex(fairBytes({ ...seed, clientSeed: 'client-seed-other' }, 0))).not.toBe(base);
    expect(toHex(fairBytes({ ...seed, nonce: 8 }, 0))).not.toBe(base);
    expect(toHex(fairBytes({ ...seed, serverSeed: 'server-seed-other' }, 0))).not.toBe(base);
    expect(toHex(fairBytes(seed, 1))).not.toBe(base);
  });
});

describe('fairFloats', () => {
  it('reads 4 bytes a float as sum(byte_i / 256^(i+1)), 8 floats a cursor', () => {
    const floats = fairFloats(seed, 20);
    const expected = [0, 1, 2].flatMap((cursor) => {
      const bytes = fairBytes(seed, cursor);
      return Array.from({ length: 8 }, (_, index) =>
        [0, 1, 2, 3].reduce((sum, i) => sum + bytes[index * 4 + i]! / 256 ** (i + 1), 0),
      );
    });
    expect(floats).toEqual(expected.slice(0, 20));
  });

  it('is deterministic, and floatSourceOf yields the same floats lazily', () => {
    expect(fairFloats(seed, 17)).toEqual(fairFloats({ ...seed }, 17));
    const next = floatSourceOf(seed);
    expect(Array.from({ length: 17 }, () => next())).toEqual(fairFloats(seed, 17));
  });

  it('rejects a bad count', () => {
    expect(() => fairFloats(seed, -1)).toThrow(RangeError);
    expect(() => fairFloats(seed, 1.5)).toThrow(RangeError);
  });

  it('is uniform on [0, 1): chi-square over 200,000 floats in 100 buckets', () => {
    const count = 200_000;
    const buckets = 100;
    const counts = new Array<number>(buckets).fill(0);
    const next = floatSourceOf({ serverSeed: 'uniformity', clientSeed: 'chi-square', nonce: 1 });
    let outOfRange = 0;
    for (let i = 0; i < count; i++) {
      const float = next();
      if (!(float >= 0 && float < 1)) outOfRange += 1;
      else counts[Math.floor(float * buckets)]! += 1;
    }
    expect(outOfRange).toBe(0);
    const expected = count / buckets;
    const chiSquare = counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // Upper 1e-6 quantile of chi-square with 99 degrees of freedom (scipy.stats.chi2.isf(1e-6, 99)):
    // a fair generator fails this about once in a million runs.
    const criticalAtOneInAMillion = 180.79;
    console.log(`fairFloats chi-square (99 d.f.) over ${count} floats: ${chiSquare.toFixed(2)}`);
    expect(chiSquare).toBeLessThan(criticalAtOneInAMillion);
  });
});

describe('hashServerSeed', () => {
  it('is the SHA-256 hex of the UTF-8 server seed', () => {
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashServerSeed('Nguyễn 😀')).toBe(createHash('sha256').update('Nguyễn 😀', 'utf8').digest('hex'));
  });
});
