import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts small secrets kept in the database (AES-256-GCM, key derived from SECRET_KEY), so a copy
 * of the database alone does not give them away. Output: base64url of iv (12) + tag (16) + ciphertext.
 */
export function createSecretBox(secretKey: string) {
  const key = createHash('sha256').update(`lotus secret box\u0000${secretKey}`, 'utf8').digest();

  function seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** Throws when the box was not sealed with this key or was altered. */
  function open(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  return { seal, open };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
