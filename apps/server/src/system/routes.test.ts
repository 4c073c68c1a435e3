import { operatorHeaders } from '../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;
const operator = operatorHeaders;

beforeAll(async () => {
  sites = await createTestSites({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => sites.close());

async function status(headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  const response = await sites.member.inject({
    method: 'GET',
    url: '/wps/system/status?url=localhost',
    headers,
    remoteAddress,
  });
  return { response, body: response.json() };
}

describe('GET /wps/system/status', () => {
  it('answers the envelope with status 0 and the brand, switches, rules and lists', async () => {
    const { response, body } = await status();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(body.success).toBe(true);
    expect(body.value.status).toBe(0);
    expect(body.value.brand).toMatchObject({
      code: 'lotus',
      platform: 'WEB',
      defaultLanguage: 'vi',
      currency: 'VND',
    });
    expect(body.value.whitelabel.map((node: { modId: string }) => node.modId)).toEqual([
      'register',
      'login',
      'security',
    ]);
    expect(body.value.register.find((rule: { field: string }) => rule.field === 'username')).toMatchObject({
      patternId: 1,
      minLength: 4,
      maxLength: 16,
    });
    expect(body.value).toHaveProperty('resources');
    expect(body.value).toHaveProperty('customerService');
    expect(body.value).toHaveProperty('imageCDNs');
    expect(body.value).toHaveProperty('launchGameCDNs');
  });

  it('reports maintenance once the operator turns it on, and normal again when off', async () => {
    const on = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/maintenance',
      headers: operator,
      payload: { enabled: true, message: 'Nâng cấp hệ thống' },
    });
    expect(on.statusCode).toBe(200);
    const during = await status();
    expect(during.body.value.status).toBe(1);
    expect(during.body.value.maintenance).toMatchObject({ enabled: true, message: 'Nâng cấp hệ thống' });
    // The same database serves every site: the agent site sees it too.
    const agent = await sites.agent.inject({ method: 'GET', url: '/wps/system/status' });
    expect(agent.json().value.status).toBe(1);
    await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/maintenance',
      headers: operator,
      payload: { enabled: false },
    });
    expect((await status()).body.value.status).toBe(0);
  });

  it('restricts a blocked country read from the trusted proxy header, and maintenance wins over it', async () => {
    const rules = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/region',
      headers: operator,
      payload: { blockedCountries: ['us', 'SG'], blockedCidrs: [] },
    });
    expect(rules.json().value).toEqual({ blockedCountries: ['SG', 'US'], blockedCidrs: [] });
    expect((await status({ 'cf-ipcountry': 'US' })).body.value).toMatchObject({
      status: 2,
      regionRestriction: { restricted: true, country: 'US' },
    });
    expect((await status({ 'cf-ipcountry': 'VN' })).body.value.status).toBe(0);
    // A client that is not the trusted proxy cannot claim a country.
    expect((await status({ 'cf-ipcountry': 'US' }, '198.51.100.9')).body.value.status).toBe(0);
    await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/maintenance',
      headers: operator,
      payload: { enabled: true },
    });
    expect((await status({ 'cf-ipcountry': 'US' })).body.value.status).toBe(1);
    await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/maintenance',
      headers: operator,
      payload: { enabled: false },
    });
    await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/region',
      headers: operator,
      payload: { blockedCountries: [], blockedCidrs: [] },
    });
  });

  it('restricts callers inside a blocked CIDR block, IPv4 and IPv6', async () => {
    await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/region',
      headers: operator,
      payload: { blockedCountries: [], blockedCidrs: ['198.51.100.0/24', '2001:db8::/32'] },
    });
    expect((await status({}, '198.51.100.77')).body.value.status).toBe(2);
    expect((await status({}, '::ffff:198.51.100.77')).body.value.status).toBe(2);
    expect((await status({}, '2001:db8::1')).body.value.status).toBe(2);
    expect((await status({}, '203.0.113.5')).body.value.status).toBe(0);
    await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/region',
      headers: operator,
      payload: { blockedCountries: [], blockedCidrs: [] },
    });
  });
});

describe('operator API', () => {
  it('refuses a call without an operator’s credential, in the caller’s language, and changes nothing', async () => {
    const vi = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/maintenance',
      payload: { enabled: true },
    });
    expect(vi.statusCode).toBe(401);
    expect(vi.json()).toMatchObject({
      success: false,
      value: null,
      error: { code: 'error_operator_unauthorized' },
    });
    const en = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/maintenance',
      headers: { authorization: 'Bearer wrong-key-wrong-key', 'accept-language': 'en-US,en;q=0.9' },
      payload: { enabled: true },
    });
    expect(en.json().error.message).not.toBe(vi.json().error.message);
    expect((await status()).body.value.status).toBe(0);
  });

  it('turns a switch off and the tree shows it; an unknown switch is not found', async () => {
    const off = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/switches/login.freePlay',
      headers: operator,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    const tree = (await sites.member.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json().value;
    const login = tree.find((node: { modId: string }) => node.modId === 'login');
    expect(
      login.childrenNodes.find((node: { modId: string }) => node.modId === 'login.freePlay').enabled,
    ).toBe('0');
    const unknown = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/switches/no.such',
      headers: operator,
      payload: { enabled: true },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('error_not_found');
  });

  it('changes a field rule, refuses an inconsistent one, and records every change in the audit log', async () => {
    const changed = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/register-rules/username',
      headers: operator,
      payload: { patternId: 4, minLength: 5, maxLength: 12, required: true },
    });
    expect(changed.statusCode).toBe(200);
    const rules = (await sites.member.inject({ method: 'GET', url: '/wps/system/setting/register' })).json()
      .value;
    expect(rules.find((rule: { field: string }) => rule.field === 'username')).toMatchObject({
      patternId: 4,
      minLength: 5,
      maxLength: 12,
    });

    const inverted = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/register-rules/username',
      headers: operator,
      payload: { patternId: 4, minLength: 9, maxLength: 3, required: true },
    });
    expect(inverted.json()).toMatchObject({
      success: false,
      error: { code: 'error_validation', fields: { minLength: expect.any(String) } },
    });
    const badRegex = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/register-rules/username',
      headers: operator,
      payload: { patternId: 4, acceptedPattern: '([a-z', minLength: 1, maxLength: 3, required: true },
    });
    expect(badRegex.json().error.code).toBe('error_validation');
    const outOfRange = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/register-rules/username',
      headers: operator,
      payload: { patternId: 17, minLength: 1, maxLength: 3, required: true },
    });
    expect(outOfRange.json()).toMatchObject({
      error: { code: 'error_validation', fields: { patternId: expect.any(String) } },
    });

    const audit = await sites.database.pool.query<{ action: string }>(
      "select action from operator_audit where action = 'system.fieldRule'",
    );
    expect(audit.rowCount).toBe(1);
  });

  it('answers a CIDR PostgreSQL refuses as a validation error without leaking SQL', async () => {
    const response = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/region',
      headers: operator,
      payload: { blockedCountries: [], blockedCidrs: ['10.0.0.1/8'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('error_validation');
    expect(response.body).not.toMatch(/syntax|postgres|invalid input|22P02|at .*\.ts/i);
  });
});

describe('other system calls', () => {
  it('lists the lines of device 3', async () => {
    const response = await sites.speed.inject({ method: 'GET', url: '/wps/system/domainRoute?device=3' });
    expect(response.json().value.domainList.map((line: { domainName: string }) => line.domainName)).toEqual([
      'line-1.example.test',
      'line-2.example.test',
    ]);
  });

  it('answers ping from any origin and forbids caching', async () => {
    const response = await sites.speed.inject({
      method: 'GET',
      url: '/wps/system/test/ping?speed=0.123',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('serves the help centre in Vietnamese by default and in English when asked', async () => {
    const vi = (await sites.member.inject({ method: 'GET', url: '/wps/system/helpCenter' })).json().value;
    const en = (
      await sites.member.inject({ method: 'GET', url: '/wps/system/helpCenter?language=en' })
    ).json().value;
    expect(vi.categories[0].title).toBe('Tài khoản');
    expect(en.categories[0].title).toBe('Account');
    expect(en.categories[0].articles.length).toBeGreaterThan(0);
  });
});
