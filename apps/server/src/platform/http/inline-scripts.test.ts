import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { buildHttpApp } from './app.ts';
import { inlineScriptSources } from './inline-scripts.ts';

const boot = "(function(){document.documentElement.setAttribute('data-x','')})()";
const sourceOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const indexHtml = `<!doctype html><html><head><title>Lotus</title><script>${boot}</script>
<script type="module" crossorigin src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>`;

describe('inline scripts in the security policy', () => {
  it('names each inline script by its hash, and leaves out scripts with a source', () => {
    expect(inlineScriptSources(indexHtml)).toEqual([sourceOf(boot)]);
    expect(inlineScriptSources('<script type="module" src="/a.js"></script>')).toEqual([]);
  });

  describe('a site serving a built index.html', () => {
    let dist: string;
    let app: Awaited<ReturnType<typeof buildHttpApp>>;

    beforeAll(async () => {
      dist = await mkdtemp(path.join(tmpdir(), 'lotus-inline-scripts-'));
      await writeFile(path.join(dist, 'index.html'), indexHtml);
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

    it('allows exactly its page’s inline script, on the page and on every other answer', async () => {
      for (const url of ['/', '/wallet', '/wps/unknown']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${sourceOf(boot)};`);
      }
      const page = await app.inject({ method: 'GET', url: '/wallet' });
      expect(page.body).toContain(`<script>${boot}</script>`);
    });
  });
});
