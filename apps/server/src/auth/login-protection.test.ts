import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, knownCaptcha, loginOn } from '../../test/auth-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { hashPassword } from '../platform/crypto/password.ts';
import { delayAfter, loginProtectionRules } from './throttle/service.ts';

// Wrong passwords slow and challenge the source that sends them, never the owner (issue 15): all
// through HTTP, from addresses chosen per test. A wait is passed by ageing the failures, not by sleeping.

let sites: TestSites;
let key: string;
const password = 'Lotus2026';

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
  const hash = await hashPassword(password);
  await sites.database.pool.query(
    `insert into members (brand_id, username, password_hash, type)
     select id, u.name, $1, 0 from brands,
            (values ('slowed'), ('owner_a'), ('owner_b'), ('owner_c'), ('neighbour')) as u(name)`,
    [hash],
  );
});
afterAll(() => sites.close());

type Attempt = { username: string; password: string; captcha?: unknown };

async function attempt(body: Attempt, address: string) {
  const { response, body: answer } = await loginOn(sites.member, key, body, address);
  return {
    status: response.statusCode,
    code: answer.success ? 'ok' : (answer.error.code as string),
    seconds: answer.error?.params?.seconds as number | undefined,
    token: answer.value?.token as string | undefined,
  };
}

/** Moves every failure from the address back in time, as if that many seconds had passed. */
async function age(address: string, seconds: number): Promise<void> {
  await sites.database.pool.query(
    `update login_failures set failed_at = failed_at - make_interval(secs => $2) where ip = $1`,
    [address, seconds],
  );
}

async function inboxKinds(token: string): Promise<string[]> {
  const response = await sites.member.inject({
    method: 'GET',
    url: '/wps/relay/inbox?page=1&size=50',
    headers: bearer(token),
  });
  return (response.json().value.content as { kind: string }[]).map((message) => message.kind);
}

describe('failed logins from one source', () => {
  it('wait longer after each failure (2, 4, 8, 16 s), with a captcha from the third; other sources are not slowed', async () => {
    const attacker = '203.0.113.10';
    const wrong = { username: 'slowed', password: 'wrong-one' };
    for (let failure = 1; failure <= 3; failure += 1) {
      expect((await attempt(wrong, attacker)).code).toBe('error_wrong_account_or_password');
    }
    const waits: number[] = [];
    for (let failure = 4; failure <= 7; failure += 1) {
      const refused = await attempt(wrong, attacker);
      expect(refused).toMatchObject({ status: 429, code: 'error_login_throttled' });
      waits.push(refused.seconds ?? 0);
      // Not answered by sleeping: the refusal comes at once, and nothing was counted.
      await age(attacker, refused.seconds ?? 0);
      expect((await attempt(wrong, attacker)).code).toBe('error_captcha_required');
      const captcha = await knownCaptcha(sites.database.pool, 'login');
      expect((await attempt({ ...wrong, captcha }, attacker)).code).toBe('error_wrong_account_or_password');
    }
    expect(waits).toEqual([2, 4, 8, 16]);
    const { rows } = await sites.database.pool.query(
      `select count(*)::int as failures from login_failures where username_key = 'slowed' and ip = $1`,
      [attacker],
    );
    expect(rows[0]).toEqual({ failures: 7 });
    // The next wait is 32 s, and even the right password waits it out from there.
    const rightButWaiting = await attempt({ username: 'slowed', password }, attacker);
    expect(rightButWaiting).toMatchObject({ code: 'error_login_throttled', seconds: 32 });
    // Another address is another source: no wait, no captcha, and the right password opens.
    expect((await attempt({ username: 'slowed', password }, '203.0.113.11')).code).toBe('ok');
  });

  it('slow an address that fails on many names from the tenth failure, but not names signed in from there before', async () => {
    const shared = '203.0.113.20';
    // The neighbour has signed in from this address before (a shared connection, a café).
    expect((await attempt({ username: 'neighbour', password }, shared)).code).toBe('ok');
    for (let index = 1; index <= 10; index += 1) {
      const captcha = index > 3 ? await knownCaptcha(sites.database.pool, 'login') : undefined;
      const failed = await attempt({ username: `nobody${index}`, password: 'guess', captcha }, shared);
      expect(failed.code).toBe('error_wrong_account_or_password');
    }
    const stranger = await attempt({ username: 'nobody11', password: 'guess' }, shared);
    expect(stranger).toMatchObject({ code: 'error_login_throttled', seconds: 2 });
    const neighbour = await attempt(
      { username: 'neighbour', password, captcha: await knownCaptcha(sites.database.pool, 'login') },
      shared,
    );
    expect(neighbour.code).toBe('ok');
  });
});

describe('the owner of an attacked account', () => {
  it('signs in with the right password from a known address while an attacker hammers from another', async () => {
    const home = '198.51.100.40';
    const attacker = '203.0.113.40';
    expect((await attempt({ username: 'owner_a', password }, home)).code).toBe('ok');
    // The attacker gets far past the old ten-failure lock, waiting out each delay (the time is
    // aged away before each try, so the route's per-client limit is not what stops them).
    for (let failures = 0; failures < 14; failures += 1) {
      await age(attacker, delayAfter(failures, loginProtectionRules.pairDelayFrom));
      const captcha = failures >= 3 ? await knownCaptcha(sites.database.pool, 'login') : undefined;
      const answer = await attempt({ username: 'owner_a', password: `guess${failures}`, captcha }, attacker);
      expect(answer.code).toBe('error_wrong_account_or_password');
    }
    const stillSlowed = await attempt({ username: 'owner_a', password }, attacker);
    expect(stillSlowed.code).toBe('error_login_throttled');
    // At home: no wait. (A burst on the name asks every source for the captcha, which the owner's
    // browser solves unseen; the waits aged away above may have closed the burst's window.)
    const atHome = await attempt(
      { username: 'owner_a', password, captcha: await knownCaptcha(sites.database.pool, 'login') },
      home,
    );
    expect(atHome.code).toBe('ok');
    // From a new address too (their phone on another network): slowed by nothing of the attacker's.
    const elsewhere = await attempt(
      { username: 'owner_a', password, captcha: await knownCaptcha(sites.database.pool, 'login') },
      '198.51.100.41',
    );
    expect(elsewhere.code).toBe('ok');
  });

  it('gets one inbox message for a burst of failures from elsewhere, not one per failure', async () => {
    const home = '198.51.100.50';
    const signedIn = await attempt({ username: 'owner_b', password }, home);
    expect(signedIn.code).toBe('ok');
    // Their own typos at home are no attack: they do not count toward the message.
    for (let index = 0; index < 2; index += 1) {
      await attempt({ username: 'owner_b', password: 'typo' }, home);
    }
    // A spread-out attack: one failure from each of many addresses (none slowed, all counted).
    for (let index = 1; index <= 8; index += 1) {
      const answer = await attempt({ username: 'owner_b', password: 'guess' }, `203.0.113.${100 + index}`);
      expect(answer.code).toBe('error_wrong_account_or_password');
    }
    // Ten failures on the name (two of them at home), eight from elsewhere: no message yet; from
    // now on the burst asks every source for the captcha.
    expect(await inboxKinds(signedIn.token ?? '')).not.toContain('login_failures_burst');
    expect((await attempt({ username: 'owner_b', password: 'guess' }, '203.0.113.99')).code).toBe(
      'error_captcha_required',
    );
    for (let index = 9; index <= 25; index += 1) {
      const captcha = await knownCaptcha(sites.database.pool, 'login');
      const answer = await attempt(
        { username: 'owner_b', password: 'guess', captcha },
        `203.0.113.${100 + index}`,
      );
      expect(answer.code).toBe('error_wrong_account_or_password');
    }
    const kinds = await inboxKinds(signedIn.token ?? '');
    expect(kinds.filter((kind) => kind === 'login_failures_burst')).toHaveLength(1);
    const { rows } = await sites.database.pool.query(
      `select params from member_messages m join members u on u.id = m.member_id
        where u.username = 'owner_b' and m.kind = 'login_failures_burst'`,
    );
    expect(rows).toEqual([{ params: { count: '10', minutes: '15' } }]);
  });

  it('is told of concurrent failures once', async () => {
    const home = '198.51.100.60';
    const signedIn = await attempt({ username: 'owner_c', password }, home);
    await Promise.all(
      Array.from({ length: 14 }, async (_, index) =>
        attempt(
          {
            username: 'owner_c',
            password: 'guess',
            captcha: await knownCaptcha(sites.database.pool, 'login'),
          },
          `203.0.113.${200 + index}`,
        ),
      ),
    );
    const kinds = await inboxKinds(signedIn.token ?? '');
    expect(kinds.filter((kind) => kind === 'login_failures_burst')).toHaveLength(1);
  });
});
