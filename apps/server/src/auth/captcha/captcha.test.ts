import { pbkdf2Sync } from 'node:crypto';
import type { Captcha } from '@lotus/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encrypted, knownCaptcha, nextClientAddress, solveCaptcha } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

// The captcha as a script meets it (issue 15, decision 0011): everything the server sends is read,
// and still the only way to an answer is the work; an answer passes once, for its purpose, in time.

let sites: TestSites;
let key: string;

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
  // Every login asks for the captcha, so each attempt below is judged by it.
  await sites.database.pool.query(
    `update feature_switches set enabled = true where mod_id = 'login.captcha'`,
  );
});
afterAll(() => sites.close());

async function fetchCaptcha(purpose: string): Promise<{ raw: string; captcha: Captcha }> {
  const response = await sites.member.inject({
    method: 'GET',
    url: `/wps/captcha?purpose=${purpose}`,
    remoteAddress: nextClientAddress(),
  });
  expect(response.statusCode).toBe(200);
  return { raw: response.body, captcha: response.json().value as Captcha };
}

async function logIn(captcha: unknown) {
  const response = await sites.member.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: encrypted({ username: 'demo_member', password: 'Lotus2026', captcha }, key),
    remoteAddress: nextClientAddress(),
  });
  return response.json() as { success: boolean; error?: { code: string } };
}

/** PBKDF2-SHA-256 of nonce + counter (big-endian 32 bits) with the salt, as altcha-lib derives a key. */
function keyFor(captcha: Captcha, counter: number): string {
  const { nonce, salt, cost } = captcha.challenge;
  const password = Buffer.concat([Buffer.from(nonce, 'hex'), Buffer.alloc(4)]);
  password.writeUInt32BE(counter, password.length - 4);
  return pbkdf2Sync(password, Buffer.from(salt, 'hex'), cost, 32, 'sha256').toString('hex');
}

describe('the served challenge', () => {
  it('carries no answer: its counter and key appear nowhere in what the server sends', async () => {
    const { raw, captcha } = await fetchCaptcha('login');
    // A script reads it all: only the solver's parameters, no image, no signature, no key.
    expect(Object.keys(captcha).sort()).toEqual(['captchaId', 'challenge', 'expiresAt', 'purpose']);
    expect(Object.keys(captcha.challenge).sort()).toEqual([
      'algorithm',
      'cost',
      'keyLength',
      'keyPrefix',
      'nonce',
      'salt',
    ]);
    expect(raw).not.toMatch(/signature|counter|derivedKey|data:image/i);
    // The work, done as a script must: the counter is not in the text, nor the key it derives.
    const answer = await solveCaptcha(captcha);
    expect(answer.counter).toBeGreaterThanOrEqual(100);
    expect(answer.counter).toBeLessThanOrEqual(300);
    expect(keyFor(captcha, answer.counter)).toBe(answer.derivedKey);
    expect(raw).not.toContain(answer.derivedKey);
    expect(raw).not.toContain(answer.derivedKey.slice(32));
    expect(raw).not.toMatch(new RegExp(`\\b${answer.counter}\\b`));
    // Cheap guesses without the work: the first counters, and a key of the prefix padded out.
    for (const counter of [0, 1, 2]) {
      const { captcha: fresh } = await fetchCaptcha('login');
      const guess = await logIn({
        captchaId: fresh.captchaId,
        counter,
        derivedKey: keyFor(fresh, counter),
      });
      expect(guess.error?.code).toBe('error_captcha_check_failed');
    }
    const { captcha: padded } = await fetchCaptcha('login');
    const prefixOnly = await logIn({
      captchaId: padded.captchaId,
      counter: 200,
      derivedKey: padded.challenge.keyPrefix.padEnd(64, '0'),
    });
    expect(prefixOnly.error?.code).toBe('error_captcha_check_failed');
    // The honest answer, found by the work, passes.
    expect((await logIn(answer)).success).toBe(true);
  });

  it('refuses a purpose it does not know', async () => {
    for (const purpose of ['', 'LOGIN', 'reset', 'login%00']) {
      const response = await sites.member.inject({ method: 'GET', url: `/wps/captcha?purpose=${purpose}` });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('an answer', () => {
  it('passes once: the same answer again is refused', async () => {
    const answer = await knownCaptcha(sites.database.pool, 'login');
    expect((await logIn(answer)).success).toBe(true);
    expect((await logIn(answer)).error?.code).toBe('error_captcha_check_failed');
  });

  it('is spent by a wrong guess: the right answer after it is refused', async () => {
    const answer = await knownCaptcha(sites.database.pool, 'login');
    expect((await logIn({ ...answer, derivedKey: 'ff'.repeat(32) })).error?.code).toBe(
      'error_captcha_check_failed',
    );
    expect((await logIn(answer)).error?.code).toBe('error_captcha_check_failed');
  });

  it('passes only the purpose it was fetched for', async () => {
    const forRegister = await knownCaptcha(sites.database.pool, 'register');
    expect((await logIn(forRegister)).error?.code).toBe('error_captcha_check_failed');
  });

  it('is refused once the challenge has expired', async () => {
    const answer = await knownCaptcha(sites.database.pool, 'login');
    await sites.database.pool.query(
      `update captcha_challenges set expires_at = now() - interval '1 second' where id = $1`,
      [answer.captchaId],
    );
    expect((await logIn(answer)).error?.code).toBe('error_captcha_check_failed');
  });

  it('is refused for a challenge nobody served, and asked for when missing', async () => {
    const answer = await knownCaptcha(sites.database.pool, 'login');
    expect((await logIn({ ...answer, captchaId: '6f1c2a5e-0b7d-4d59-a0c2-6c1d1f3e8a11' })).error?.code).toBe(
      'error_captcha_check_failed',
    );
    expect((await logIn(undefined)).error?.code).toBe('error_captcha_required');
  });

  it('is refused when its stored challenge was altered (the signature no longer holds)', async () => {
    const answer = await knownCaptcha(sites.database.pool, 'login');
    await sites.database.pool.query(
      `update captcha_challenges set challenge = jsonb_set(challenge, '{parameters,cost}', '1') where id = $1`,
      [answer.captchaId],
    );
    expect((await logIn(answer)).error?.code).toBe('error_captcha_check_failed');
  });
});
