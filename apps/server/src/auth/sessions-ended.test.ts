import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, nextClientAddress } from '../../test/auth-helpers.ts';
import { listenOnFreePort, openSse, sleep } from '../../test/live-events-helpers.ts';
import type { SseStream } from '../../test/live-events-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { hashPassword } from '../platform/crypto/password.ts';

// The live stream's `session` topic: a member's open pages hear at once that some of their
// sessions ended, and why, so a page whose session it was can say so (and not "failed to load").

let sites: TestSites;
let baseUrl: string;
let key: string;
const password = 'Lotus2026';
const streams: SseStream[] = [];

beforeAll(async () => {
  sites = await createTestSites();
  key = sites.config.PAYLOAD_KEY;
  baseUrl = await listenOnFreePort(sites.member);
  const hash = await hashPassword(password);
  await sites.database.pool.query(
    `insert into members (brand_id, username, password_hash, type)
     select id, u.name, $1, 0 from brands, (values ('two_devices'), ('changer'), ('bystander')) as u(name)`,
    [hash],
  );
});

afterAll(async () => {
  for (const open of streams) open.close();
  await sites.close();
});

async function tokenOf(username: string): Promise<string> {
  const response = await sites.member.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: encrypted({ username, password }, key),
    remoteAddress: nextClientAddress(),
  });
  const body = response.json();
  expect(body.error).toBeUndefined();
  return body.value.token as string;
}

/** A page's stream, opened with a ticket of `token`'s session, once it is ready. */
async function streamOf(token: string): Promise<SseStream> {
  const ticket = await sites.member.inject({
    method: 'POST',
    url: '/wps/relay/events/ticket',
    headers: bearer(token),
  });
  const opened = await openSse(`${baseUrl}/wps/relay/events?ticket=${ticket.json().value.ticket}`);
  streams.push(opened);
  await opened.next((message) => message.event === 'ready');
  return opened;
}

async function sessionIds(token: string): Promise<Array<{ id: string; current: boolean }>> {
  const response = await sites.member.inject({
    method: 'GET',
    url: '/wps/member/security/sessions',
    headers: bearer(token),
  });
  return response.json().value;
}

describe('the live stream’s session topic', () => {
  it('tells the member’s pages a session was ended from the security page, and nobody else’s', async () => {
    const phone = await tokenOf('two_devices');
    const laptop = await tokenOf('two_devices');
    const bystander = await tokenOf('bystander');
    const phonePage = await streamOf(phone);
    const bystanderPage = await streamOf(bystander);
    const phoneSession = (await sessionIds(phone)).find((session) => session.current)!;

    const ended = await sites.member.inject({
      method: 'DELETE',
      url: `/wps/member/security/sessions/${phoneSession.id}`,
      headers: bearer(laptop),
    });
    expect(ended.statusCode).toBe(200);

    const event = await phonePage.next((message) => message.event === 'session');
    expect(event.data).toEqual({ reason: 'revoked' });
    // The phone's page asks with its token and is refused: it says it was signed out.
    const check = await sites.member.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: bearer(phone),
    });
    expect(check.json().error.code).toBe('error_not_logged_in');
    await sleep(200);
    expect(bystanderPage.messages.some((message) => message.event === 'session')).toBe(false);
  });

  it('says “password” to the other sessions’ pages when the password is changed in one', async () => {
    const other = await tokenOf('changer');
    const changing = await tokenOf('changer');
    const otherPage = await streamOf(other);
    const response = await sites.member.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: bearer(changing),
      payload: encrypted(
        { oldPassword: password, newPassword: 'Lotus2027', confirmPassword: 'Lotus2027' },
        key,
      ),
      remoteAddress: nextClientAddress(),
    });
    expect(response.json().error).toBeUndefined();
    const event = await otherPage.next((message) => message.event === 'session');
    expect(event.data).toEqual({ reason: 'password' });
  });

  it('sends nothing when no session ended (an unknown id is refused)', async () => {
    const token = await tokenOf('bystander');
    const page = await streamOf(token);
    const response = await sites.member.inject({
      method: 'DELETE',
      url: '/wps/member/security/sessions/999999999',
      headers: bearer(token),
    });
    expect(response.json().error.code).toBe('error_not_found');
    await sleep(200);
    expect(page.messages.some((message) => message.event === 'session')).toBe(false);
  });
});
