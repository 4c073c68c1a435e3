import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';
import { decryptPayload } from './payload-crypto.ts';
import { isFeatureEnabled } from './system.ts';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
const routes = new Map<string, Handler>();
let server: Server;
let baseUrl: string;

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const handler = routes.get(new URL(request.url ?? '/', 'http://x').pathname);
      if (handler) handler(request, body, response);
      else
        json(response, 404, {
          success: false,
          value: null,
          error: { code: 'error_not_found', message: 'Not found' },
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  routes.set('/ok', (request, _body, response) =>
    json(response, 200, {
      success: true,
      value: {
        auth: request.headers.authorization ?? null,
        lang: request.headers['accept-language'] ?? null,
        query: request.url,
      },
    }),
  );
  routes.set('/refused', (_request, _body, response) =>
    json(response, 403, {
      success: false,
      value: null,
      error: { code: 'error_not_agent', message: 'Không phải đại lý', fields: { username: 'x' } },
    }),
  );
  routes.set('/broken', (_request, _body, response) => {
    response.writeHead(502, { 'content-type': 'text/html' });
    response.end('<html>bad gateway</html>');
  });
  routes.set('/slow', (_request, _body, response) =>
    setTimeout(() => json(response, 200, { success: true, value: 1 }), 500),
  );
  routes.set('/echo', (_request, body, response) =>
    json(response, 200, { success: true, value: JSON.parse(body) as unknown }),
  );
  routes.set('/form', (request, body, response) =>
    json(response, 200, { success: true, value: { type: request.headers['content-type'], body } }),
  );
  routes.set('/too-soon', (_request, _body, response) =>
    json(response, 429, {
      success: false,
      value: null,
      error: { code: 'error_too_many_requests', message: 'Too many', params: { retryAfterSeconds: 42 } },
    }),
  );
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('unwraps the envelope and sends the token and language', async () => {
    const client = createApiClient({ baseUrl, getToken: () => 'tok-123', getLanguage: () => 'en' });
    const value = await client.get<{ auth: string; lang: string; query: string }>('/ok', {
      searchParams: { page: 2, skip: undefined },
    });
    expect(value.auth).toBe('Bearer tok-123');
    expect(value.lang).toBe('en');
    expect(value.query).toBe('/ok?page=2');
  });

  it('sends no Authorization header without a token', async () => {
    const client = createApiClient({ baseUrl, getToken: () => null });
    expect((await client.get<{ auth: string | null }>('/ok')).auth).toBeNull();
  });

  it('turns a failure envelope into an ApiError with its code, message, status and fields', async () => {
    const client = createApiClient({ baseUrl });
    const error = await client.get('/refused').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'error_not_agent',
      message: 'Không phải đại lý',
      status: 403,
      fields: { username: 'x' },
    });
  });

  it('maps a non-envelope server failure to error_system', async () => {
    const error = await createApiClient({ baseUrl })
      .get('/broken')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'error_system', status: 502 });
  });

  it('maps a time-out to error_page_timeout', async () => {
    const error = await createApiClient({ baseUrl, timeoutMs: 100 })
      .get('/slow')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'error_page_timeout' });
  });

  it('maps a refused connection to error_network', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await createApiClient({ baseUrl: `http://127.0.0.1:${port}` })
      .get('/ok')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'error_network' });
  });

  it('encrypts the body of calls marked encrypt so only the key holder can read it', async () => {
    const client = createApiClient({ baseUrl, getPayloadKey: () => 'a-test-key-of-16+' });
    const sent = await client.post<{ data: string }>('/echo', {
      json: { username: 'lan', password: 'Secret123' },
      encrypt: true,
    });
    expect(sent.data).not.toContain('Secret123');
    expect(decryptPayload(sent.data, 'a-test-key-of-16+')).toEqual({
      username: 'lan',
      password: 'Secret123',
    });
    expect(() => decryptPayload(sent.data, 'another-key-entirely')).toThrow();
  });

  it('sends a form body as application/x-www-form-urlencoded', async () => {
    const client = createApiClient({ baseUrl });
    const sent = await client.post<{ type: string; body: string }>('/form', {
      form: { username: 'lan', email: 'lan+1@example.test' },
    });
    expect(sent.type).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(sent.body).get('email')).toBe('lan+1@example.test');
  });

  it("keeps the refusal's figures (a resend delay) for the form to use", async () => {
    const error = await createApiClient({ baseUrl })
      .post('/too-soon')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'error_too_many_requests', params: { retryAfterSeconds: 42 } });
  });
});

describe('isFeatureEnabled', () => {
  const tree = [
    {
      modId: 'register',
      enabled: '1' as const,
      childrenNodes: [{ modId: 'register.mobile', enabled: '1' as const, childrenNodes: [] }],
    },
    {
      modId: 'login',
      enabled: '0' as const,
      childrenNodes: [{ modId: 'login.freePlay', enabled: '1' as const, childrenNodes: [] }],
    },
  ];
  it('is on only when the switch and its ancestors are on', () => {
    expect(isFeatureEnabled(tree, 'register.mobile')).toBe(true);
    expect(isFeatureEnabled(tree, 'login.freePlay')).toBe(false);
    expect(isFeatureEnabled(tree, 'unknown')).toBe(false);
  });
});
