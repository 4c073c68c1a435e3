import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/chromium.ts';
import type { PageToWeigh, Site } from './pages.ts';

/** A mid-range Android phone's Chrome, at the 390 px width the budgets are set for. */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; SM-A556B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

/** After Playwright's network idle (500 ms without a request), this long again with none in flight. */
const settleMs = 1000;
/** A page still fetching after this long has no first load to weigh: an error, not a figure. */
const quietTimeoutMs = 30_000;
/** Pages weighed side by side, each in its own context: it shortens the run, not the figures. */
const defaultConcurrency = 3;

export interface WeighedScript {
  /** The path on the site's origin, e.g. `/assets/index-CbrlKk-l.js`. */
  path: string;
  gzipBytes: number;
}

export interface PageWeight {
  page: PageToWeigh;
  url: string;
  /** Every script fetched from the site's origin, each weighed once, gzip -9 of the built file. */
  gzipKb: number;
  files: number;
  /** Heaviest first. */
  scripts: WeighedScript[];
  /** True when the page has a budget and passes it; false within it; undefined without one. */
  overBudget: boolean | undefined;
}

export interface WeighOptions {
  pages: readonly PageToWeigh[];
  /** Where each site answers, e.g. `http://localhost:28380`. */
  origins: Partial<Record<Site, string>>;
  /** The built files each site serves (`apps/<site>/dist`), which the fetched scripts are read from. */
  distDirectories: Partial<Record<Site, string>>;
  concurrency?: number;
}

/** Long-lived connections never finish, so they would keep the network from ever being idle. */
const longLived = new Set(['eventsource', 'websocket']);

function isScript(resourceType: string, pathname: string): boolean {
  // By type (scripts, module preloads) and by name (a prefetched or service-worker-fetched chunk is
  // typed `other` or `fetch`, yet it is JavaScript the visitor downloaded).
  return resourceType === 'script' || /\.m?js$/.test(pathname);
}

/** Gzip -9 of a built file, as a CDN would serve it; each file is compressed once per run. */
function createScriptScale(distDirectories: WeighOptions['distDirectories']) {
  const sizes = new Map<string, Promise<number>>();
  return (site: Site, pathname: string, url: string): Promise<number> => {
    const given = distDirectories[site];
    if (given === undefined) throw new Error(`no dist folder given for the ${site} site`);
    const dist = path.resolve(given);
    const file = path.join(dist, decodeURIComponent(pathname));
    if (!file.startsWith(dist + path.sep)) throw new Error(`${url} points outside ${dist}`);
    let size = sizes.get(file);
    if (size === undefined) {
      size = readFile(file).then(
        (content) => gzipSync(content, { level: 9 }).length,
        () => {
          throw new Error(`${url} was fetched but ${file} does not exist: is the build the one served?`);
        },
      );
      sizes.set(file, size);
    }
    return size;
  };
}

/** Resolves once no request (long-lived ones aside) has been in flight for `settleMs`. */
function networkQuiet(context: BrowserContext) {
  let inFlight = 0;
  let lastActivity = performance.now();
  context.on('request', (request) => {
    if (longLived.has(request.resourceType())) return;
    inFlight += 1;
    lastActivity = performance.now();
  });
  const done = (request: { resourceType(): string }) => {
    if (longLived.has(request.resourceType())) return;
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = performance.now();
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  return async (url: string) => {
    const started = performance.now();
    while (inFlight > 0 || performance.now() - lastActivity < settleMs) {
      if (performance.now() - started > quietTimeoutMs) {
        throw new Error(`${url} was still fetching after ${quietTimeoutMs / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
}

async function weighPage(
  browser: Browser,
  page: PageToWeigh,
  options: WeighOptions,
  scale: ReturnType<typeof createScriptScale>,
): Promise<PageWeight> {
  const origin = options.origins[page.site];
  if (origin === undefined) throw new Error(`no origin given for the ${page.site} site`);
  const url = new URL(page.path, origin).href;
  // A fresh context is a first-time visitor: empty cache, no storage, no service worker yet.
  const context = await browser.newContext(phone);
  try {
    const fetched = new Set<string>();
    context.on('response', (response) => {
      const address = new URL(response.url());
      if (address.origin !== new URL(origin).origin) return;
      if (isScript(response.request().resourceType(), address.pathname)) fetched.add(address.pathname);
    });
    const quiet = networkQuiet(context);
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'networkidle', timeout: quietTimeoutMs });
    await quiet(url);
    const scripts = await Promise.all(
      [...fetched].map(async (pathname) => ({
        path: pathname,
        gzipBytes: await scale(page.site, pathname, new URL(pathname, origin).href),
      })),
    );
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipKb = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
    return {
      page,
      url,
      gzipKb,
      files: scripts.length,
      scripts,
      overBudget: page.budgetKb === undefined ? undefined : gzipKb > page.budgetKb,
    };
  } finally {
    await context.close();
  }
}

/**
 * Opens each page as a first-time visitor on a phone (390 × 844, mobile user agent, fresh context),
 * waits until the network is idle and settled, and weighs every script the site's origin served by
 * gzip -9 of the built file. The figures come back in the order of `options.pages`.
 */
export async function weighPages(options: WeighOptions): Promise<PageWeight[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const scale = createScriptScale(options.distDirectories);
  const weights: PageWeight[] = new Array(options.pages.length);
  let next = 0;
  const worker = async () => {
    while (next < options.pages.length) {
      const index = next;
      next += 1;
      weights[index] = await weighPage(browser, options.pages[index] as PageToWeigh, options, scale);
    }
  };
  try {
    const workers = Math.max(1, Math.min(options.concurrency ?? defaultConcurrency, options.pages.length));
    await Promise.all(Array.from({ length: workers }, worker));
  } finally {
    await browser.close();
  }
  return weights;
}
