import { operatorHeaders, bothReferences } from '../../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '40' });
});
afterAll(() => sites.close());

describe('HTTP plumbing', () => {
  it('answers an unknown API path with the not-found envelope', async () => {
    const response = await sites.member.inject({ method: 'GET', url: '/wps/no/such/call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      success: false,
      value: null,
      error: { code: 'error_not_found' },
    });
  });

  it('answers malformed JSON with error_bad_request and no internals', async () => {
    const response = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/maintenance',
      headers: { 'content-type': 'application/json', ...operatorHeaders },
      payload: '{"enabled": tru',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('error_bad_request');
    expect(response.body).not.toMatch(/\bat \w|node_modules|Unexpected token/);
  });

  it('names the bad fields of an invalid body', async () => {
    const response = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/maintenance',
      headers: operatorHeaders,
      payload: { enabled: 'sometimes' },
    });
    expect(response.json()).toMatchObject({
      error: { code: 'error_validation', fields: { enabled: expect.any(String) } },
    });
  });

  it('translates messages by Accept-Language, Vietnamese by default', async () => {
    const vi = (await sites.member.inject({ method: 'GET', url: '/wps/nothing' })).json().error.message;
    const en = (
      await sites.member.inject({ method: 'GET', url: '/wps/nothing', headers: { 'accept-language': 'en' } })
    ).json().error.message;
    expect(vi).not.toBe(en);
    expect(en.length).toBeGreaterThan(0);
  });

  it('sends security headers and a request id, keeping a sane incoming one', async () => {
    const response = await sites.member.inject({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { 'x-request-id': 'trace-abc-12345' },
    });
    expect(response.headers['x-request-id']).toBe('trace-abc-12345');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const fresh = await sites.member.inject({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets the line-detection site connect to any origin, the member site only to its own', async () => {
    const speed = await sites.speed.inject({ method: 'GET', url: '/health' });
    const member = await sites.member.inject({ method: 'GET', url: '/health' });
    expect(speed.headers['content-security-policy']).toContain('connect-src *');
    expect(member.headers['content-security-policy']).toContain("connect-src 'self'");
  });

  it('reports health with the database up', async () => {
    const response = await sites.member.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const document = await bothReferences(sites);
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/wps/system/status', '/wps/system/test/ping', '/admin/system/maintenance']),
    );
    expect(JSON.stringify(document.paths['/wps/system/status'])).toContain('regionRestriction');
  });

  it('limits the rate per client with error_rate_limited', async () => {
    let last;
    for (let index = 0; index < 45; index += 1) {
      last = await sites.agent.inject({
        method: 'GET',
        url: '/wps/system/whitelabel',
        remoteAddress: '192.0.2.44',
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json().error.code).toBe('error_rate_limited');
    const other = await sites.agent.inject({
      method: 'GET',
      url: '/wps/system/whitelabel',
      remoteAddress: '192.0.2.45',
    });
    expect(other.statusCode).toBe(200);
  });
});
