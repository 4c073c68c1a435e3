import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Captcha, CaptchaAnswer } from '@lotus/contract/auth';
import type { Queryable } from '../../platform/database/pool.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { drawCaptcha, randomCaptchaAnswer } from './image.ts';
import { consumeCaptcha, insertCaptcha } from '../tables.ts';

const captchaLifetimeMs = 5 * 60_000;

function answerHash(answer: string): Buffer {
  return createHash('sha256').update(answer.trim().toLowerCase(), 'utf8').digest();
}

/** Stores a captcha with this answer; the route draws a random one, tests pass one they know. */
export async function storeCaptcha(
  db: Queryable,
  answer: string,
): Promise<{ captchaId: string; expiresAt: Date }> {
  const captchaId = randomUUID();
  const expiresAt = new Date(Date.now() + captchaLifetimeMs);
  await insertCaptcha(db, { id: captchaId, answerHash: answerHash(answer), expiresAt });
  return { captchaId, expiresAt };
}

export function createCaptchaService(db: Queryable) {
  async function issue(): Promise<Captcha> {
    const answer = randomCaptchaAnswer();
    const { captchaId, expiresAt } = await storeCaptcha(db, answer);
    return { captchaId, image: drawCaptcha(answer), expiresAt: expiresAt.toISOString() };
  }

  /** Checks (and uses up) the answer; missing → error_captcha_required, wrong/expired/used → error_captcha_check_failed. */
  async function check(answer: CaptchaAnswer | undefined): Promise<void> {
    if (!answer) throw new AppError('error_captcha_required');
    const stored = await consumeCaptcha(db, answer.captchaId);
    if (!stored || !timingSafeEqual(stored, answerHash(answer.answer))) {
      throw new AppError('error_captcha_check_failed');
    }
  }

  return { issue, check };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
