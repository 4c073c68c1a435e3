// @vitest-environment node
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedScore } from './line-rows.ts';
import { measureLine, pingUrl } from './ping.ts';

// Real HTTP on loopback: one line answers at once, one after 120 ms, one answers 503.
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const delay = request.url?.startsWith('/slow') ? 120 : 0;
    setTimeout(() => {
      response.writeHead(request.url?.startsWith('/broken') ? 503 : 200, {
        'access-control-allow-origin': '*',
      });
      response.end('{"success":true}');
    }, delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The lines here differ by path prefix; the real ones differ by domain. */
function fetchWithPrefix(prefix: string): typeof fetch {
  return (input, init) => fetch(String(input).replace(`${origin}/`, `${origin}/${prefix}/`), init);
}

describe('measureLine', () => {
  it('puts a random value on the ping URL so nothing on the way can cache it', () => {
    const first = pingUrl('https:', 'line.example');
    expect(first).toMatch(/^https:\/\/line\.example\/wps\/system\/test\/ping\?speed=\w+$/);
    expect(pingUrl('https:', 'line.example')).not.toBe(first);
  });

  it('measures what the line really takes', async () => {
    const fast = await measureLine(origin, 'http:', new AbortController().signal, fetchWithPrefix('fast'));
    const slow = await measureLine(origin, 'http:', new AbortController().signal, fetchWithPrefix('slow'));
    expect(fast).toBeLessThan(100);
    expect(slow).toBeGreaterThanOrEqual(120);
  });

  it('scores a line that answers anything but 200 as failed', async () => {
    expect(await measureLine(origin, 'http:', new AbortController().signal, fetchWithPrefix('broken'))).toBe(
      failedScore,
    );
  });

  it('scores a line nobody answers as failed', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await measureLine(`127.0.0.1:${port}`, 'http:', new AbortController().signal)).toBe(failedScore);
  });
});
