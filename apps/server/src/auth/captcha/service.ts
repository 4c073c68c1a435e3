import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Captcha, CaptchaAnswer, CaptchaPurpose } from '@lotus/contract/auth';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Queryable } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { insertCaptchaChallenge, spendCaptchaChallenge } from './tables.ts';

/**
 * The proof of work (decision 0011). The solver tries counters from 0 up, one PBKDF2-SHA-256 key
 * of `cost` iterations each, until it meets the one drawn here: on average 200 keys, about 0.25 s
 * in one worker of Chromium on the development machine and 0.2 to 0.8 s on a mid-range phone (the
 * page uses two workers where it has the cores). A script pays the same CPU for every challenge.
 */
export const captchaRules = {
  lifetimeMs: 5 * 60_000,
  algorithm: 'PBKDF2/SHA-256',
  cost: 5_000,
  counterMin: 100,
  counterMax: 300,
} as const;

/** The keys that sign a stored challenge and its key, derived from SECRET_KEY. */
function captchaSecrets(secretKey: string) {
  const derive = (use: string) =>
    createHash('sha256').update(`lotus captcha ${use}\u0000${secretKey}`, 'utf8').digest('hex');
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') };
}

/**
 * Creates and stores a challenge for the purpose. The route draws the counter; a test may give a
 * small one, to answer without the work.
 */
export async function storeCaptchaChallenge(
  db: Queryable,
  secretKey: string,
  purpose: CaptchaPurpose,
  options: { counter?: number } = {},
): Promise<Captcha> {
  const captchaId = randomUUID();
  const expiresAt = new Date(Date.now() + captchaRules.lifetimeMs);
  const challenge = await createChallenge({
    algorithm: captchaRules.algorithm,
    cost: captchaRules.cost,
    counter: options.counter ?? randomInt(captchaRules.counterMin, captchaRules.counterMax + 1),
    deriveKey,
    expiresAt,
    // Signed with the parameters, so a row changed in the database no longer verifies.
    data: { captchaId, purpose },
    ...captchaSecrets(secretKey),
  });
  await insertCaptchaChallenge(db, { id: captchaId, purpose, challenge, expiresAt });
  const { algorithm, cost, keyLength, keyPrefix, nonce, salt } = challenge.parameters;
  // Only what a solver needs leaves the server: no signature, no key signature, no counter.
  return {
    captchaId,
    purpose,
    challenge: {
      algorithm: algorithm as typeof captchaRules.algorithm,
      cost,
      keyLength: keyLength as 32,
      keyPrefix,
      nonce,
      salt,
    },
    expiresAt: expiresAt.toISOString(),
  };
}

export function createCaptchaService(deps: { db: Queryable; secretKey: string }) {
  const { db, secretKey } = deps;
  const secrets = captchaSecrets(secretKey);

  function issue(purpose: CaptchaPurpose): Promise<Captcha> {
    return storeCaptchaChallenge(db, secretKey, purpose);
  }

  /**
   * Checks the answer and spends the challenge: missing → error_captcha_required; unknown, spent,
   * expired, for another purpose or wrong → error_captcha_check_failed.
   */
  async function check(answer: CaptchaAnswer | undefined, purpose: CaptchaPurpose): Promise<void> {
    if (!answer) throw new AppError('error_captcha_required');
    const stored = await spendCaptchaChallenge(db, answer.captchaId);
    if (!stored || !stored.live || stored.purpose !== purpose)
      throw new AppError('error_captcha_check_failed');
    const result = await verifySolution({
      challenge: stored.challenge,
      solution: { counter: answer.counter, derivedKey: answer.derivedKey },
      deriveKey,
      ...secrets,
    });
    if (!result.verified) throw new AppError('error_captcha_check_failed');
  }

  return { issue, check };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
