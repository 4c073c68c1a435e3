import { isErrorCode } from '@lotus/contract/errors';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { nextClientAddress } from './auth-helpers.ts';

/** A raw request body a hostile client sends, with the headers that go with it (its content type). */
export interface HostileBody {
  payload: string;
  headers: Record<string, string>;
}

/** A value sent as JSON, whatever it is. */
export const jsonBody = (payload: unknown): HostileBody => ({
  payload: JSON.stringify(payload) ?? 'null',
  headers: { 'content-type': 'application/json' },
});

/** Sends a hostile request from a fresh client address (no rate limit shared between runs). */
export function sendHostile(
  app: FastifyInstance,
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    headers: Record<string, string>;
    body?: HostileBody;
  },
) {
  return app.inject({
    method: request.method,
    url: request.url,
    ...(request.body === undefined ? {} : { payload: request.body.payload }),
    headers: { ...(request.body?.headers ?? {}), ...request.headers },
    remoteAddress: nextClientAddress(),
  });
}

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
