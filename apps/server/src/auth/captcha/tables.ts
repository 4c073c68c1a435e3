import type { CaptchaPurpose } from '@lotus/contract/auth';
import type { Challenge } from 'altcha-lib';
import type { Queryable } from '../../platform/database/pool.ts';

export async function insertCaptchaChallenge(
  db: Queryable,
  row: { id: string; purpose: CaptchaPurpose; challenge: Challenge; expiresAt: Date },
): Promise<void> {
  // Expired challenges are worth nothing: sweep some so the table stays small.
  await db.query(
    `delete from captcha_challenges where id in (
       select id from captcha_challenges where expires_at < now() - interval '1 hour' limit 100)`,
  );
  await db.query(
    'insert into captcha_challenges (id, purpose, challenge, expires_at) values ($1, $2, $3, $4)',
    [row.id, row.purpose, JSON.stringify(row.challenge), row.expiresAt],
  );
}

/**
 * Spends the challenge (the first answer does, right or wrong, whatever it was for: a challenge is
 * one guess) and answers it with its purpose and whether it was still live; undefined when unknown
 * or already spent.
 */
export async function spendCaptchaChallenge(
  db: Queryable,
  id: string,
): Promise<{ challenge: Challenge; purpose: CaptchaPurpose; live: boolean } | undefined> {
  const { rows } = await db.query<{ challenge: Challenge; purpose: CaptchaPurpose; live: boolean }>(
    `update captcha_challenges set used_at = now()
      where id = $1 and used_at is null
      returning challenge, purpose, expires_at > now() as live`,
    [id],
  );
  return rows[0];
}
