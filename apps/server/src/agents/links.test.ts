import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, encrypted, knownCaptcha, loginOn, nextClientAddress } from '../../test/auth-helpers.ts';
import { feedbackMember } from '../../test/feedback-helpers.ts';
import { operatorInject } from '../../test/operator-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => sites.close());

async function agentToken(): Promise<{ id: bigint; username: string; token: string }> {
  const member = await feedbackMember(sites);
  await operatorInject(sites, {
    method: 'PUT',
    url: `/admin/members/${member.username}/agent-type`,
    payload: { agentType: 1 },
  });
  const login = await loginOn(sites.agent, sites.config.PAYLOAD_KEY, {
    username: member.username,
    password: 'Secret2026',
  });
  return { id: member.id, username: member.username, token: login.body.value.token };
}

async function call(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await sites.agent.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
    remoteAddress: nextClientAddress(),
  });
  return { status: response.statusCode, body: response.json() };
}

async function register(code: string) {
  const username = `r${randomBytes(5).toString('hex')}`;
  const response = await sites.member.inject({
    method: 'PUT',
    url: '/wps/member/register',
    payload: encrypted(
      {
        username,
        password: 'Secret2026',
        confirmPassword: 'Secret2026',
        affiliateCode: code,
        ageConfirmed: true,
        termsAccepted: true,
        registerUrl: `https://www.example.test/register?code=${code}`,
        domain: 'www.example.test',
        registerMethod: 'WEB',
        captcha: await knownCaptcha(sites.database.pool),
      },
      sites.config.PAYLOAD_KEY,
    ),
    remoteAddress: nextClientAddress(),
  });
  return { username, body: response.json() };
}

async function memberRow(username: string) {
  const { rows } = await sites.database.pool.query<{
    upline_id: bigint;
    type: number;
    first_time_login: boolean;
  }>('select upline_id, type, first_time_login from members where username = $1', [username]);
  return rows[0]!;
}

describe('registration links', () => {
  it('counts visits of an enabled link, lands its registrations under the agent, and an agent link makes agents', async () => {
    const agent = await agentToken();
    const created = await call(agent.token, 'POST', '/wps/agent/links', {
      kind: 'agent',
      note: 'Zalo group',
    });
    expect(created.body.value).toMatchObject({ kind: 'agent', note: 'Zalo group', enabled: true, clicks: 0 });
    const { code, id } = created.body.value;
    expect(created.body.value.url).toBe(
      new URL(`/register?code=${code}`, sites.config.MEMBER_SITE_URL).toString(),
    );

    const visit = () =>
      sites.member.inject({
        method: 'POST',
        url: `/wps/relay/register-links/${code}/visit`,
        remoteAddress: nextClientAddress(),
      });
    expect((await visit()).json().value).toEqual({ counted: true, kind: 'agent' });
    const joined = await register(code);
    expect(joined.body.success).toBe(true);
    expect(await memberRow(joined.username)).toMatchObject({ upline_id: agent.id, type: 1 });

    const listed = await call(agent.token, 'GET', '/wps/agent/links');
    expect(listed.body.value.links[0]).toMatchObject({ id, clicks: 1, registrations: 1 });

    // Off: neither counted nor taken at registration.
    expect(
      (await call(agent.token, 'PUT', `/wps/agent/links/${id}`, { enabled: false })).body.value.enabled,
    ).toBe(false);
    expect((await visit()).json().value).toEqual({ counted: false, kind: null });
    expect((await register(code)).body.error.code).toBe('error_invalid_invitation_code');
  });

  it('keeps each agent to its own links', async () => {
    const owner = await agentToken();
    const other = await agentToken();
    const link = (await call(owner.token, 'POST', '/wps/agent/links', { kind: 'member' })).body.value;
    const refused = await call(other.token, 'PUT', `/wps/agent/links/${link.id}`, { enabled: false });
    expect(refused.body.error.code).toBe('error_not_found');
    expect((await call(other.token, 'GET', '/wps/agent/links')).body.value.links).toEqual([]);
  });
});

describe('opening an account', () => {
  async function open(token: string, body: object) {
    const response = await sites.agent.inject({
      method: 'POST',
      url: '/wps/agent/team/accounts',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: encrypted(body, sites.config.PAYLOAD_KEY),
      remoteAddress: nextClientAddress(),
    });
    return response.json();
  }

  it('opens a member or an agent directly below, who must choose its own password at its first login', async () => {
    const agent = await agentToken();
    const username = `o${randomBytes(5).toString('hex')}`;
    const opened = await open(agent.token, {
      username,
      password: 'Tam2026xyz',
      confirmPassword: 'Tam2026xyz',
      kind: 'agent',
    });
    expect(opened.value).toMatchObject({ account: username, type: 1 });
    expect(await memberRow(username)).toEqual({ upline_id: agent.id, type: 1, first_time_login: true });
    const login = await loginOn(sites.member, sites.config.PAYLOAD_KEY, { username, password: 'Tam2026xyz' });
    expect(login.body.value.firstTimeLogin).toBe(true);

    expect(
      (
        await open(agent.token, {
          username,
          password: 'Tam2026xyz',
          confirmPassword: 'Tam2026xyz',
          kind: 'member',
        })
      ).error.code,
    ).toBe('error_username_taken');
    const mismatch = await open(agent.token, {
      username: `o${randomBytes(5).toString('hex')}`,
      password: 'Tam2026xyz',
      confirmPassword: 'Tam2026abc',
      kind: 'member',
    });
    expect(mismatch.error.code).toBe('error_password_mismatch');
  });
});
