// The budget check itself, on a copy of the built line-detection site served statically: the
// unmodified copy is weighed, and copies made deliberately heavier are reported over budget. The
// real build's verdict is CI's business (`pnpm bench budgets`), not this test's.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesOverBudget, pagesOverTarget } from './bundles.ts';
import { weighPages } from './page-weights.ts';
import type { PageWeight } from './page-weights.ts';
import { budgetedPages } from './pages.ts';
import type { PageToWeigh } from './pages.ts';

const builtSite = path.resolve(import.meta.dirname, '../../../apps/speed/dist');
const lineDetection = budgetedPages.find((page) => page.site === 'speed') as PageToWeigh;
const budgetKb = lineDetection.budgetKb ?? Number.NaN;
/** More than the whole budget, so the heavier copy is over it whatever the real build weighs. */
const addedKb = budgetKb + 10;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves a built site as the product does for a page: files as they are, any other page path
 * answered with index.html (client routes), API paths not found (the page's calls fail; its
 * scripts still load).
 */
async function serveStatically(root: string) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    const file = path.join(root, pathname);
    const isFile = file.startsWith(root + path.sep) && existsSync(file) && path.extname(file) !== '';
    const isPage = !isFile && path.extname(pathname) === '' && !/^\/(wps|lgw|lotto)(\/|$)/.test(pathname);
    if (!isFile && !isPage) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false}');
      return;
    }
    const served = isFile ? file : path.join(root, 'index.html');
    readFile(served).then(
      (content) =>
        response
          .writeHead(200, {
            'content-type': contentTypes[path.extname(served)] ?? 'application/octet-stream',
          })
          .end(content),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The entry script index.html loads, e.g. `/assets/index-Cv3TWYDW.js`. */
async function entryScript(site: string): Promise<string> {
  const html = await readFile(path.join(site, 'index.html'), 'utf8');
  const entry = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html)?.[1];
  if (entry === undefined) throw new Error(`no entry script in ${site}/index.html`);
  return entry;
}

/** A JavaScript comment of random base64 whose gzip -9 weighs about `kb`: gzip cannot shrink it. */
function incompressibleComment(kb: number): string {
  // Base64 of n random bytes: gzip squeezes out the two spare bits a character, back to about n.
  return `\n/*${randomBytes(Math.ceil((kb * 1024) / 3) * 3).toString('base64')}*/\n`;
}

/** What one fetched script weighed on the page (gzip -9, KB); not fetched: a failure. */
function kbOf(weight: PageWeight, scriptPath: string): number {
  const script = weight.scripts.find((candidate) => candidate.path === scriptPath);
  if (script === undefined) throw new Error(`${weight.url} did not fetch ${scriptPath}`);
  return script.gzipBytes / 1024;
}

async function weigh(site: string): Promise<PageWeight> {
  const server = await serveStatically(site);
  try {
    const [weight] = await weighPages({
      pages: [lineDetection],
      origins: { speed: server.origin },
      distDirectories: { speed: site },
    });
    return weight as PageWeight;
  } finally {
    await server.close();
  }
}

let workspace: string;
let unmodified: PageWeight;

beforeAll(async () => {
  if (!existsSync(path.join(builtSite, 'index.html'))) {
    throw new Error(
      `${builtSite} is not built: turbo builds it before this test (tooling/scripts/turbo.json)`,
    );
  }
  workspace = await mkdtemp(path.join(tmpdir(), 'lotus-page-budgets-'));
  // One copy of the build, taken once, that the heavier copies start from.
  await cp(builtSite, path.join(workspace, 'unmodified'), { recursive: true });
  unmodified = await weigh(path.join(workspace, 'unmodified'));
}, 30_000);

afterAll(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

describe('the page budget check', () => {
  it('weighs every script the unmodified build’s page fetches, against the page’s budget', async () => {
    const entry = await entryScript(path.join(workspace, 'unmodified'));
    expect(unmodified.page.budgetKb).toBe(budgetKb);
    expect(unmodified.scripts.map((script) => script.path)).toContain(entry);
    expect(unmodified.files).toBe(unmodified.scripts.length);
    expect(unmodified.gzipKb).toBeCloseTo(
      unmodified.scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024,
      6,
    );
    // Its verdict follows its figure; whether it is within budget is what CI checks.
    expect(unmodified.overBudget).toBe(unmodified.gzipKb > budgetKb);
  });

  it('reports the page over budget when its entry script is made heavier', async () => {
    const site = path.join(workspace, 'heavier-entry');
    await cp(path.join(workspace, 'unmodified'), site, { recursive: true });
    await appendFile(path.join(site, await entryScript(site)), incompressibleComment(addedKb));

    const heavier = await weigh(site);

    // Per file: which other chunks a page fetches may vary a little from load to load (a dictionary
    // namespace that loads only when a call fails first), so the totals are not compared.
    const entry = await entryScript(site);
    expect(kbOf(heavier, entry) - kbOf(unmodified, entry)).toBeGreaterThan(addedKb - 1);
    expect(heavier.gzipKb).toBeGreaterThan(addedKb);
    expect(heavier.overBudget).toBe(true);
    expect(pagesOverBudget([unmodified, heavier])).toContain(heavier);
  }, 30_000);

  it('counts a chunk the page fetches after it has loaded', async () => {
    // A heavy chunk imported a moment after the page's load event: missed by a check that reads
    // index.html or stops at the load event, counted by one that waits for the network to idle.
    const site = path.join(workspace, 'late-chunk');
    await cp(path.join(workspace, 'unmodified'), site, { recursive: true });
    await writeFile(
      path.join(site, 'assets', 'late-heavy.js'),
      `export {};${incompressibleComment(addedKb)}`,
    );
    await appendFile(
      path.join(site, await entryScript(site)),
      `\nwindow.addEventListener('load', () => setTimeout(() => import('/assets/late-heavy.js'), 300));\n`,
    );

    const heavier = await weigh(site);

    expect(kbOf(heavier, '/assets/late-heavy.js')).toBeGreaterThan(addedKb - 1);
    expect(heavier.gzipKb).toBeGreaterThan(addedKb);
    expect(heavier.overBudget).toBe(true);
  }, 30_000);
});

describe('a page not yet within its budget', () => {
  const page: PageToWeigh = { site: 'speed', path: '/', budgetKb: 90, ceilingKb: 96 };
  const weighing = (gzipKb: number): PageWeight => ({
    page,
    url: 'http://localhost/',
    gzipKb,
    files: 1,
    scripts: [],
    overBudget: gzipKb > 90,
  });

  it('passes the check at or under its ceiling, and is reported over its budget meanwhile', () => {
    const held = weighing(95.2);
    expect(pagesOverBudget([held])).toEqual([]);
    expect(pagesOverTarget([held])).toEqual([held]);
  });

  it('fails the check once it weighs more than its ceiling', () => {
    const heavier = weighing(96.1);
    expect(pagesOverBudget([heavier])).toEqual([heavier]);
    expect(pagesOverTarget([heavier])).toEqual([]);
  });
});

describe('a page that fetched no script', () => {
  it('fails the check: a missing or half-written build is not a light page', () => {
    const empty: PageWeight = {
      page: { site: 'member', path: '/', budgetKb: 120 },
      url: 'http://localhost/',
      gzipKb: 0,
      files: 0,
      scripts: [],
      overBudget: false,
    };
    expect(pagesOverBudget([empty])).toEqual([empty]);
  });
});
