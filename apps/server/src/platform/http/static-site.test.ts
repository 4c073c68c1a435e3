import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { buildHttpApp } from './app.ts';

const page =
  '<!doctype html><html><head><title>Lotus</title></head><body><div id="root"></div></body></html>';
const script = 'export const words = "lotus";\n'.repeat(200);

describe('a built site, compressed by its build', () => {
  let dist: string;
  let app: Awaited<ReturnType<typeof buildHttpApp>>;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'lotus-static-site-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), page);
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(page));
    await writeFile(path.join(dist, 'assets', 'main-a.js'), script);
    await writeFile(path.join(dist, 'assets', 'main-a.js.br'), brotliCompressSync(script));
    await writeFile(path.join(dist, 'assets', 'main-a.js.gz'), gzipSync(script));
    app = await buildHttpApp({
      site: 'member',
      logger: createLogger({ LOG_LEVEL: 'silent', LOG_PRETTY: false }),
      trustProxy: false,
      rateLimit: { max: 1000, windowMs: 60_000 },
      distDirectory: dist,
      registerRoutes: async () => {},
    });
  });

  afterAll(async () => {
    await app.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends the compressed file a browser accepts, with its own type and cache rule', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/main-a.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/main-a.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/main-a.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends index.html compressed for a page address too, never cached', async () => {
    for (const url of ['/', '/wallet']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });
});
