import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, nextClientAddress } from '../../test/auth-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { hashPassword } from '../platform/crypto/password.ts';

let sites: TestSites;
const password = 'Lotus2026';

beforeAll(async () => {
  sites = await createTestSites();
  const hash = await hashPassword(password);
  await sites.database.pool.query(
    `insert into members (brand_id, username, password_hash, type)
     select id, u.name, $1, 0 from brands, (values ('idler1'), ('idler2'), ('idler3')) as u(name)`,
    [hash],
  );
});
afterAll(() => sites.close());

async function tokenOf(username: string): Promise<string> {
  const response = await sites.member.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: encrypted({ username, password }, sites.config.PAYLOAD_KEY),
    remoteAddress: nextClientAddress(),
  });
  const body = response.json();
  expect(body.error).toBeUndefined();
  return body.value.token as string;
}

/** Sets columns of the token’s session row (an SQL assignment list written by the test itself). */
async function adjust(token: string, assignments: string): Promise<void> {
  await sites.database.pool.query(`update sessions set ${assignments} where token_hash = $1`, [
    createHash('sha256').update(token, 'utf8').digest(),
  ]);
}

async function lastSeen(token: string): Promise<Date> {
  const { rows } = await sites.database.pool.query<{ last_seen_at: Date }>(
    'select last_seen_at from sessions where token_hash = $1',
    [createHash('sha256').update(token, 'utf8').digest()],
  );
  return (rows[0] as { last_seen_at: Date }).last_seen_at;
}

async function callWith(token: string) {
  const response = await sites.member.inject({
    method: 'GET',
    url: '/wps/member/security/sessions',
    headers: bearer(token),
  });
  return response.json() as { success: boolean; error?: { code: string } };
}

describe('a session’s idle expiry', () => {
  it('slides when last seen over a minute ago, and is not written when seen within the minute', async () => {
    const token = await tokenOf('idler1');
    await adjust(token, `last_seen_at = now() - interval '2 minutes'`);
    expect((await callWith(token)).success).toBe(true);
    const slid = await lastSeen(token);
    expect(Date.now() - slid.getTime()).toBeLessThan(30_000);

    await adjust(token, `last_seen_at = now() - interval '30 seconds'`);
    const before = await lastSeen(token);
    expect((await callWith(token)).success).toBe(true);
    expect((await lastSeen(token)).getTime()).toBe(before.getTime());
  });

  it('refuses a session idle for over 7 days on its next call', async () => {
    const token = await tokenOf('idler2');
    expect((await callWith(token)).success).toBe(true);
    await adjust(token, `last_seen_at = now() - interval '7 days 1 minute'`);
    expect((await callWith(token)).error?.code).toBe('error_not_logged_in');
  });

  it('refuses a revoked session on its next call, even one seen within the minute', async () => {
    const token = await tokenOf('idler3');
    expect((await callWith(token)).success).toBe(true);
    await adjust(token, 'revoked_at = now()');
    expect((await callWith(token)).error?.code).toBe('error_not_logged_in');
  });
});
