import { createDecipheriv, createHash } from 'node:crypto';
import { AppError } from '../http/app-error.ts';

/**
 * OpenSSL's EVP_BytesToKey with MD5, one iteration: how crypto-js derives the AES-256 key and IV
 * from a passphrase and the 8-byte salt it writes after "Salted__".
 */
function deriveKeyAndIv(passphrase: Buffer, salt: Buffer): { key: Buffer; iv: Buffer } {
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (Buffer.concat(blocks).length < 48) {
    previous = createHash('md5')
      .update(Buffer.concat([previous, passphrase, salt]))
      .digest();
    blocks.push(previous);
  }
  const material = Buffer.concat(blocks);
  return { key: material.subarray(0, 32), iv: material.subarray(32, 48) };
}

/**
 * Reads a body the client encrypted with crypto-js (`{ data: <ciphertext> }`, spec: "encrypt").
 * Any failure (not base64, wrong key, bad padding, not JSON) is the caller's error_decrypt_failed.
 */
export function decryptPayload(ciphertext: unknown, passphrase: string): unknown {
  const plain = decryptText(ciphertext, passphrase);
  try {
    return JSON.parse(plain) as unknown;
  } catch (error) {
    throw new AppError('error_decrypt_failed', { cause: error });
  }
}

/** The plaintext of a crypto-js ciphertext, as text (not read as JSON); error_decrypt_failed otherwise. */
export function decryptText(ciphertext: unknown, passphrase: string): string {
  try {
    if (typeof ciphertext !== 'string' || ciphertext.length > 64 * 1024) throw new Error('not a ciphertext');
    const raw = Buffer.from(ciphertext, 'base64');
    if (raw.length < 32 || raw.subarray(0, 8).toString('latin1') !== 'Salted__')
      throw new Error('no salt header');
    const { key, iv } = deriveKeyAndIv(Buffer.from(passphrase, 'utf8'), raw.subarray(8, 16));
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
  } catch (error) {
    throw new AppError('error_decrypt_failed', { cause: error });
  }
}
