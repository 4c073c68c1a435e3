import AES from 'crypto-js/aes.js';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { decryptPayload } from './payload.ts';

const key = 'lotus-test-payload-key';

describe('decryptPayload', () => {
  it('reads what crypto-js encrypted in the browser', () => {
    const body = { username: 'nguyen_van_an', password: 'Mật khẩu 123', nested: { n: 1 } };
    const ciphertext = AES.encrypt(JSON.stringify(body), key).toString();
    expect(decryptPayload(ciphertext, key)).toEqual(body);
  });

  it.each([
    ['a wrong key', AES.encrypt('{"a":1}', 'another-key-entirely').toString()],
    ['plain text', 'hello'],
    ['a number', 42],
    ['ciphertext of something that is not JSON', AES.encrypt('not json', key).toString()],
    ['a truncated ciphertext', AES.encrypt('{"a":1}', key).toString().slice(0, 30)],
  ])('refuses %s with error_decrypt_failed', (_label, input) => {
    let caught: unknown;
    try {
      decryptPayload(input, key);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe('error_decrypt_failed');
  });
});
