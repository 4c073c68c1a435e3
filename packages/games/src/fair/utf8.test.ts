import { describe, expect, it } from 'vitest';

import { utf8Bytes } from './utf8.ts';

describe('utf8Bytes', () => {
  it('encodes like TextEncoder, lone surrogates included', () => {
    const samples = ['', 'abc', 'Nguyễn', '山田', '😀 ok', 'x\uD800y', '\uDC00', 'é\u0000\u07ff\u0800\uffff'];
    for (const text of samples) expect(utf8Bytes(text)).toEqual(new TextEncoder().encode(text));
  });
});
