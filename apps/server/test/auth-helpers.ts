import AES from 'crypto-js/aes.js';
import type { FastifyInstance } from 'fastify';
import { storeCaptcha } from '../src/auth/captcha/service.ts';
import type { Queryable } from '../src/platform/database/pool.ts';

/** What the browser sends for an "encrypt" call. */
export function encrypted(body: unknown, key: string): { data: string } {
  return { data: AES.encrypt(JSON.stringify(body), key).toString() };
}

/** A captcha whose answer the test knows (the HTTP route never tells it). */
export async function knownCaptcha(db: Queryable, answer = 'ABCDE') {
  const { captchaId } = await storeCaptcha(db, answer);
  return { captchaId, answer };
}

let clientNumber = 0;
/** A fresh client address, so the per-client rate limit of the credential routes stays out of the way. */
export function nextClientAddress(): string {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

export async function loginOn(
  app: FastifyInstance,
  key: string,
  body: Record<string, unknown>,
  remoteAddress = nextClientAddress(),
) {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: encrypted(body, key),
    remoteAddress,
  });
  return { response, body: response.json() };
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
