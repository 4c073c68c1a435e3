import { useState } from 'react';
import { newIdempotencyKey } from './idempotency-key.ts';

/**
 * The idempotency key of the request a money form (a deposit, a withdrawal) would send: any change
 * to the form makes it another request with a new key, and so does a request that is done.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(newIdempotencyKey);
  return { key, renew: () => setKey(newIdempotencyKey()) };
}
