import { operatorHeaders } from '../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;
const operator = operatorHeaders;

beforeAll(async () => {
  sites = await createTestSites();
});
afterAll(() => sites.close());

async function status() {
  const response = await sites.speed.inject({ method: 'GET', url: '/wps/system/status' });
  return response.json().value as {
    resources: Array<{ resourceType: string; url: string; title: string }>;
    customerService: Array<{ id: number; title: string; url: string }>;
  };
}

async function lines(device: number): Promise<Array<[string, string | null]>> {
  const response = await sites.speed.inject({
    method: 'GET',
    url: `/wps/system/domainRoute?device=${device}`,
  });
  return response
    .json()
    .value.domainList.map((line: { domainName: string; description: string | null }) => [
      line.domainName,
      line.description,
    ]);
}

function putLines(device: number | string, domains: unknown) {
  return sites.operator.inject({
    method: 'PUT',
    url: `/admin/system/domain-routes/${device}`,
    headers: operator,
    payload: { domains },
  });
}

async function auditCount(action: string): Promise<number> {
  const { rowCount } = await sites.database.pool.query('select 1 from operator_audit where action = $1', [
    action,
  ]);
  return rowCount ?? 0;
}

describe('PUT /admin/system/domain-routes/:device', () => {
  it('replaces the lines of device 3 in the given order, leaving other devices alone', async () => {
    await putLines(1, [{ domainName: 'app.example.test' }]);
    const response = await putLines(3, [
      { domainName: 'line-c.example.test', description: 'Singapore' },
      { domainName: 'LINE-A.example.test:8443' },
      { domainName: 'line-1.example.test' },
    ]);
    expect(response.statusCode).toBe(200);
    const expected: Array<[string, string | null]> = [
      ['line-c.example.test', 'Singapore'],
      // Host names are case-insensitive: kept in lower case.
      ['line-a.example.test:8443', null],
      ['line-1.example.test', null],
    ];
    expect(
      response
        .json()
        .value.domainList.map((line: { domainName: string; description: string | null }) => [
          line.domainName,
          line.description,
        ]),
    ).toEqual(expected);
    expect(await lines(3)).toEqual(expected);
    expect(await lines(1)).toEqual([['app.example.test', null]]);
    expect(await auditCount('system.domainRoutes')).toBe(2);
  });

  it('refuses a domain with a scheme or a path, a repeated domain and an unknown device, changing nothing', async () => {
    const before = await lines(3);
    for (const domainName of ['https://line.example.test', 'line.example.test/speed', 'line example']) {
      const response = await putLines(3, [{ domainName }]);
      expect(response.statusCode, domainName).toBe(400);
      expect(response.json().error, domainName).toMatchObject({
        code: 'error_validation',
        fields: { 'domains.0.domainName': expect.any(String) },
      });
    }
    const repeated = await putLines(3, [{ domainName: 'a.example.test' }, { domainName: 'A.example.test' }]);
    expect(repeated.json().error).toMatchObject({
      code: 'error_validation',
      fields: { domains: expect.any(String) },
    });
    for (const device of [0, 10, 'phone']) {
      expect((await putLines(device, [])).json().error.code).toBe('error_validation');
    }
    expect(await lines(3)).toEqual(before);
    expect(await auditCount('system.domainRoutes')).toBe(2);
  });

  it('empties a device’s lines when given none', async () => {
    expect((await putLines(1, [])).json().value).toEqual({ domainList: [] });
    expect(await lines(1)).toEqual([]);
  });
});

describe('resources', () => {
  it('starts with none: the demo seeds no resources or customer service', async () => {
    expect(await status()).toMatchObject({ resources: [], customerService: [] });
  });

  it('upserts resources, which the status shows, and deletes them', async () => {
    const put = (type: string, payload: Record<string, string>) =>
      sites.operator.inject({
        method: 'PUT',
        url: `/admin/system/resources/${type}`,
        headers: operator,
        payload,
      });
    const first = await put('SERVICE', { url: 'https://chat.example.test', title: 'Live chat' });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual([
      { resourceType: 'SERVICE', url: 'https://chat.example.test', title: 'Live chat' },
    ]);
    await put('Android', { url: '/downloads/lotus.apk', title: 'Android app' });
    const changed = await put('SERVICE', { url: 'https://help.example.test', title: 'Help desk' });
    const expected = [
      { resourceType: 'SERVICE', url: 'https://help.example.test', title: 'Help desk' },
      { resourceType: 'Android', url: '/downloads/lotus.apk', title: 'Android app' },
    ];
    expect(changed.json().value).toEqual(expected);
    expect((await status()).resources).toEqual(expected);

    const bad = await put('SERVICE', { url: 'javascript:alert(1)', title: 'x' });
    expect(bad.json().error).toMatchObject({ code: 'error_validation', fields: { url: expect.any(String) } });
    expect((await put('NOT-A-TYPE', { url: '/x', title: 'x' })).json().error.code).toBe('error_validation');

    const removed = await sites.operator.inject({
      method: 'DELETE',
      url: '/admin/system/resources/SERVICE',
      headers: operator,
    });
    expect(removed.json().value).toEqual([expected[1]]);
    expect((await status()).resources).toEqual([expected[1]]);
    const again = await sites.operator.inject({
      method: 'DELETE',
      url: '/admin/system/resources/SERVICE',
      headers: operator,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('error_not_found');

    expect(await auditCount('system.resource.set')).toBe(3);
    expect(await auditCount('system.resource.delete')).toBe(1);
  });
});

describe('PUT /admin/system/customer-service', () => {
  const put = (entries: unknown) =>
    sites.operator.inject({
      method: 'PUT',
      url: '/admin/system/customer-service',
      headers: operator,
      payload: { entries },
    });

  it('replaces the entries in order, and the status shows them', async () => {
    const response = await put([
      { title: 'Telegram', url: 'https://t.me/lotus_support' },
      { title: 'Live chat', url: 'https://chat.example.test' },
    ]);
    expect(response.statusCode).toBe(200);
    const entries = response.json().value;
    expect(entries.map((entry: { title: string }) => entry.title)).toEqual(['Telegram', 'Live chat']);
    expect(entries.every((entry: { id: unknown }) => typeof entry.id === 'number')).toBe(true);
    expect((await status()).customerService).toEqual(entries);

    const replaced = await put([{ title: 'Zalo', url: 'https://zalo.me/lotus' }]);
    expect((await status()).customerService).toEqual(replaced.json().value);
    expect(replaced.json().value).toEqual([
      { id: expect.any(Number), title: 'Zalo', url: 'https://zalo.me/lotus' },
    ]);
    expect(await auditCount('system.customerService')).toBe(2);
  });

  it('refuses an entry that is not an http(s) link', async () => {
    const response = await put([{ title: 'Phone', url: 'tel:+84123456789' }]);
    expect(response.json().error).toMatchObject({
      code: 'error_validation',
      fields: { 'entries.0.url': expect.any(String) },
    });
    expect((await status()).customerService.map((entry) => entry.title)).toEqual(['Zalo']);
  });
});

describe('an operator’s credential', () => {
  it('is required by every new system call', async () => {
    const calls = [
      { method: 'PUT', url: '/admin/system/domain-routes/3', payload: { domains: [] } },
      { method: 'PUT', url: '/admin/system/resources/SERVICE', payload: { url: '/x', title: 'x' } },
      { method: 'DELETE', url: '/admin/system/resources/Android' },
      { method: 'PUT', url: '/admin/system/customer-service', payload: { entries: [] } },
    ] as const;
    for (const call of calls) {
      const response = await sites.operator.inject({
        ...call,
        headers: { authorization: 'Bearer not-the-key-at-all' },
      });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json().error.code).toBe('error_operator_unauthorized');
    }
    expect((await status()).resources).toHaveLength(1);
    expect((await status()).customerService).toHaveLength(1);
    expect((await lines(3)).length).toBe(3);
  });
});
