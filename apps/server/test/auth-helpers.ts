import type { Captcha, CaptchaAnswer, CaptchaPurpose } from '@lotus/contract/auth';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import AES from 'crypto-js/aes.js';
import type { FastifyInstance } from 'fastify';
import { storeCaptchaChallenge } from '../src/auth/captcha/service.ts';
import { loadConfig } from '../src/platform/config.ts';
import type { Queryable } from '../src/platform/database/pool.ts';

/** What the browser sends for an "encrypt" call. */
export function encrypted(body: unknown, key: string): { data: string } {
  return { data: AES.encrypt(JSON.stringify(body), key).toString() };
}

/** The SECRET_KEY test sites run with (the development one), which signs their captcha challenges. */
const testSecretKey = loadConfig({ NODE_ENV: 'test' }).SECRET_KEY;

/**
 * Solves a served challenge as any client must: PBKDF2 keys for counters 0, 1, 2... until one starts
 * with the prefix (in this process, the whole work).
 */
export async function solveCaptcha(captcha: Captcha): Promise<CaptchaAnswer> {
  const solution = await solveChallenge({ challenge: { parameters: captcha.challenge }, deriveKey });
  if (!solution) throw new Error('the captcha was not solved in time');
  return { captchaId: captcha.captchaId, counter: solution.counter, derivedKey: solution.derivedKey };
}

/**
 * An answered captcha for the purpose without the work: its challenge is stored with counter 1 (the
 * HTTP route draws 100 to 300), so solving it takes two keys. For tests whose subject is not the captcha.
 */
export async function knownCaptcha(
  db: Queryable,
  purpose: CaptchaPurpose = 'register',
): Promise<CaptchaAnswer> {
  return solveCaptcha(await storeCaptchaChallenge(db, testSecretKey, purpose, { counter: 1 }));
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
