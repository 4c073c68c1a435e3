import { isErrorCode } from '@lotus/contract';
import { expect } from 'vitest';

/**
 * What every hostile request must get back: a 4xx envelope (never a 5xx) with a code of the
 * catalogue and a message, and per-field problems only as text.
 */
export function expectRefusal(response: { statusCode: number; json(): unknown }): void {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const body = response.json() as {
    success: boolean;
    value: unknown;
    error: { code: unknown; message: unknown; fields?: unknown };
  };
  expect(body.success).toBe(false);
  expect(body.value).toBeNull();
  expect(isErrorCode(body.error.code)).toBe(true);
  expect(typeof body.error.message).toBe('string');
  if (body.error.fields !== undefined) {
    for (const text of Object.values(body.error.fields as Record<string, unknown>)) {
      expect(typeof text).toBe('string');
    }
  }
}
