import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Guards the operator API: the `X-Operator-Key` header must equal OPERATOR_API_KEY.
 * Compared as SHA-256 digests in constant time, so neither length nor content leaks by timing.
 */
export function operatorGuard(operatorKey: string) {
  const expected = digest(operatorKey);
  return async (request: FastifyRequest): Promise<void> => {
    const given = request.headers['x-operator-key'];
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw new AppError('error_operator_unauthorized');
    }
  };
}
