import type { z } from 'zod';
import { decryptPayload } from '../crypto/payload.ts';
import { AppError } from './app-error.ts';

/**
 * Decrypts an "encrypt" call's `data` and checks it against its schema. A ciphertext that does not
 * open is error_decrypt_failed; a plaintext that does not fit is error_validation with the fields.
 * `messages` replaces the schema's words for some fields with translated ones.
 */
export function readEncryptedBody<T extends z.ZodType>(
  data: unknown,
  key: string,
  schema: T,
  messages: Record<string, string> = {},
): z.infer<T> {
  return checkPlainBody(decryptPayload(data, key), schema, messages);
}

/** The schema half of readEncryptedBody, for a call whose plaintext has more than one form. */
export function checkPlainBody<T extends z.ZodType>(
  plain: unknown,
  schema: T,
  messages: Record<string, string> = {},
): z.infer<T> {
  const parsed = schema.safeParse(plain);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const where = issue.path.map(String).join('.') || 'data';
    if (!Object.hasOwn(fields, where)) {
      fields[where] = Object.hasOwn(messages, where) ? (messages[where] ?? issue.message) : issue.message;
    }
  }
  throw new AppError('error_validation', { fields });
}
