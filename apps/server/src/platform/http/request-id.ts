import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const acceptableId = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's (or proxy's) request id when it is sane, so logs join up across hops; else a new one. */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptableId.test(given) ? given : randomUUID();
}
