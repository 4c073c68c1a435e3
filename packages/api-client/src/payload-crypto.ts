import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';

/**
 * Encrypts a payload for the calls the spec marks "encrypt": `{ data: <AES ciphertext> }` in the
 * OpenSSL passphrase format crypto-js writes (salted, base64). This is defence in depth on top of
 * TLS, never instead of it: the key ships with the page.
 */
export function encryptPayload(payload: unknown, key: string): { data: string } {
  return { data: AES.encrypt(JSON.stringify(payload), key).toString() };
}

/** The inverse of encryptPayload; throws when the key is wrong or the text is not ciphertext. */
export function decryptPayload(ciphertext: string, key: string): unknown {
  const text = AES.decrypt(ciphertext, key).toString(Utf8);
  if (!text) throw new Error('payload could not be decrypted');
  return JSON.parse(text) as unknown;
}
