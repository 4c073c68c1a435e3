import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { toHex } from './hex.ts';
import { sha256 } from './sha256.ts';
import { utf8Bytes } from './utf8.ts';

const hashHex = (text: string) => toHex(sha256(utf8Bytes(text)));

describe('sha256', () => {
  it('matches the NIST vectors', () => {
    expect(hashHex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashHex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hashHex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    expect(hashHex('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('agrees with node:crypto on random inputs of every length around the block boundaries', () => {
    for (let length = 0; length < 300; length++) {
      const message = randomBytes(length);
      expect(toHex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
    }
  });
});
