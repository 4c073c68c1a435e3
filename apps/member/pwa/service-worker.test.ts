// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { serviceWorkerSource } from './pwa-plugin.ts';

/**
 * The service worker exactly as the build writes it, run in a sandbox that stands in for the
 * browser's worker scope: its caches, its fetch and the events the browser sends it.
 */
type Listener = (event: unknown) => void;
interface FakeRequest {
  url: string;
  method: string;
  mode: string;
}

const origin = 'https://www.lotus.test';
const precache = ['/assets/index-abc.js', '/assets/index-abc.css', '/offline.html', '/manifest.webmanifest'];

function startWorker(network: (request: FakeRequest | string) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: FakeRequest | string) =>
    new URL(typeof request === 'string' ? request : request.url, origin).href;
  const cacheOf = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      addAll: async (urls: string[]) => {
        for (const url of urls) store.set(keyOf(url), new Response(`cached ${url}`));
      },
      put: async (request: FakeRequest, response: Response) => void store.set(keyOf(request), response),
      match: async (request: FakeRequest | string) => store.get(keyOf(request))?.clone(),
    };
  };
  const caches = {
    open: async (name: string) => cacheOf(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: FakeRequest | string) => {
      for (const store of stores.values()) {
        const found = store.get(keyOf(request));
        if (found) return found.clone();
      }
      return undefined;
    },
  };
  const fetch = vi.fn(network);
  const self = {
    location: new URL(`${origin}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(async () => undefined),
    clients: { claim: vi.fn(async () => undefined) },
  };
  runInNewContext(serviceWorkerSource(precache, 'v1'), { self, caches, fetch, URL, Response, Promise });

  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  /** Sends a fetch event: the worker's answer, or 'browser' when it let the browser fetch by itself. */
  const request = async (path: string, init: { method?: string; mode?: string } = {}) => {
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')?.({
      request: { url: new URL(path, origin).href, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
      respondWith: (response: Promise<Response>) => (answer = response),
    });
    return answer ? ((await answer) as Response) : ('browser' as const);
  };
  return { lifecycle, request, fetch, stores, self };
}

const online = async (request: FakeRequest | string) =>
  new Response(`network ${typeof request === 'string' ? request : new URL(request.url).pathname}`);
const offline = async () => {
  throw new TypeError('Failed to fetch');
};

describe('the member site’s service worker', () => {
  it('precaches the shell on install and drops the caches of older versions on activate', async () => {
    const worker = startWorker(online);
    worker.stores.set('lotus-shell-old', new Map());
    worker.stores.set('someone-else', new Map());
    await worker.lifecycle('install');
    expect([...(worker.stores.get('lotus-shell-v1')?.keys() ?? [])]).toEqual(
      precache.map((path) => `${origin}${path}`),
    );
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.lifecycle('activate');
    expect([...worker.stores.keys()].sort()).toEqual(['lotus-shell-v1', 'someone-else']);
    expect(worker.self.clients.claim).toHaveBeenCalled();
  });

  it('never touches the API, the operator calls or the server’s own pages, online or not', async () => {
    const worker = startWorker(offline);
    await worker.lifecycle('install').catch(() => undefined);
    for (const path of [
      '/wps/system/status',
      '/wps',
      '/lgw/games?page=1',
      '/lotto/lgw/games/opened/numero',
      '/admin/help/categories',
      '/docs/',
      '/media/banner.png',
    ]) {
      expect(await worker.request(path)).toBe('browser');
      expect(await worker.request(path, { mode: 'navigate' })).toBe('browser');
    }
    expect(await worker.request('/assets/index-abc.js', { method: 'POST' })).toBe('browser');
    expect(await worker.request('https://cdn.example.test/assets/x.js')).toBe('browser');
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it('loads pages from the network, and shows the offline page when the network fails', async () => {
    let up = true;
    const worker = startWorker((request) => (up ? online(request) : offline()));
    await worker.lifecycle('install');
    const page = await worker.request('/help/3', { mode: 'navigate' });
    expect(page !== 'browser' && (await page.text())).toBe('network /help/3');
    up = false;
    const offlinePage = await worker.request('/help/3', { mode: 'navigate' });
    expect(offlinePage !== 'browser' && (await offlinePage.text())).toBe('cached /offline.html');
  });

  it('serves the shell from the cache and keeps each hashed file it fetches', async () => {
    const worker = startWorker(online);
    await worker.lifecycle('install');
    const shell = await worker.request('/assets/index-abc.js');
    expect(shell !== 'browser' && (await shell.text())).toBe('cached /assets/index-abc.js');
    const lazy = await worker.request('/assets/HelpPage-123.js');
    expect(lazy !== 'browser' && (await lazy.text())).toBe('network /assets/HelpPage-123.js');
    expect(worker.stores.get('lotus-shell-v1')?.has(`${origin}/assets/HelpPage-123.js`)).toBe(true);
    // Anything else of the site (not hashed, not the shell) is left to the browser.
    expect(await worker.request('/avatars/1.png')).toBe('browser');
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });
});
