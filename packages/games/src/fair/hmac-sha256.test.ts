import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { toHex } from './hex.ts';
import { hmacSha256 } from './hmac-sha256.ts';
import { utf8Bytes } from './utf8.ts';

const bytesOfHex = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));

describe('hmacSha256', () => {
  it('matches RFC 4231 test cases 1 to 4', () => {
    const cases = [
      {
        key: bytesOfHex('0b'.repeat(20)),
        data: utf8Bytes('Hi There'),
        mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
      },
      {
        key: utf8Bytes('Jefe'),
        data: utf8Bytes('what do ya want for nothing?'),
        mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
      },
      {
        key: bytesOfHex('aa'.repeat(20)),
        data: bytesOfHex('dd'.repeat(50)),
        mac: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
      },
      {
        key: bytesOfHex('0102030405060708090a0b0c0d0e0f10111213141516171819'),
        data: bytesOfHex('cd'.repeat(50)),
        mac: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
      },
    ];
    for (const { key, data, mac } of cases) expect(toHex(hmacSha256(key, data))).toBe(mac);
  });

  it('agrees with node:crypto on random keys (short, block-sized, longer than a block) and messages', () => {
    for (let trial = 0; trial < 500; trial++) {
      const key = randomBytes(randomInt(0, 200));
      const message = randomBytes(randomInt(0, 300));
      expect(toHex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });
});
