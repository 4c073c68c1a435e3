import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBenchServer } from './server-process.ts';

const categories = ['performance', 'accessibility', 'best-practices'] as const;

interface NetworkRequest {
  url: string;
  resourceType?: string;
}

export interface LighthouseFigures {
  url: string;
  scores: Record<(typeof categories)[number], number>;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** Every script the home page loaded until it settled, gzipped at level 9 as a CDN would serve it. */
  homeScriptsGzipKb: number;
  homeScripts: number;
}

/** The gzipped size of the member site's built scripts the page fetched (read from apps/member/dist). */
async function gzippedScripts(repositoryRoot: string, requests: NetworkRequest[], origin: string) {
  const dist = path.join(repositoryRoot, 'apps', 'member', 'dist');
  const scripts = requests.filter(
    (request) => request.resourceType === 'Script' && request.url.startsWith(origin),
  );
  let bytes = 0;
  for (const script of scripts) {
    const file = path.join(dist, new URL(script.url).pathname.replace(/^\//, ''));
    bytes += gzipSync(await readFile(file), { level: 9 }).length;
  }
  return { kb: bytes / 1024, count: scripts.length };
}

/**
 * Lighthouse (its default mobile profile: throttled CPU and network) on the built member home page,
 * in Debian's Chromium headless, on a fresh product with the demo data: the scores of performance,
 * accessibility and best practices, the paint metrics, and the home page's JavaScript.
 */
export async function measureLighthouse(repositoryRoot: string): Promise<LighthouseFigures> {
  const server = await startBenchServer({
    repositoryRoot,
    dataName: 'bench-lighthouse',
    basePort: 28280,
    postgresPort: 54370,
    fresh: true,
    clean: true,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const url = `${server.urls.member}/`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr } = result;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
      ?.items ?? []) as NetworkRequest[];
    const scripts = await gzippedScripts(repositoryRoot, requests, new URL(url).origin);
    return {
      url,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
      },
      firstContentfulPaintMs: metric('first-contentful-paint'),
      largestContentfulPaintMs: metric('largest-contentful-paint'),
      totalBlockingTimeMs: metric('total-blocking-time'),
      cumulativeLayoutShift: metric('cumulative-layout-shift'),
      homeScriptsGzipKb: scripts.kb,
      homeScripts: scripts.count,
    };
  } finally {
    chrome.kill();
    await server.stop();
  }
}
