import { chromium } from '@playwright/test';
import { startBenchServer } from './server-process.ts';

const loads = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The line-detection page in Debian's Chromium, each load in a fresh context (empty cache): time
 * from navigation start to the first paint and to the moment the list shows its rows (the page
 * marks `lotus:lines-rendered`). Median of 7 loads.
 */
export async function measureSpeedPage(repositoryRoot: string) {
  const server = await startBenchServer({
    repositoryRoot,
    dataName: 'bench-speed',
    basePort: 28180,
    postgresPort: 54360,
    fresh: true,
    clean: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const listMs: number[] = [];
  const paintMs: number[] = [];
  try {
    for (let load = 0; load < loads; load += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(server.urls.speed);
      await page.waitForFunction(
        () => performance.getEntriesByName('lotus:lines-rendered').length > 0,
        undefined,
        { timeout: 10_000 },
      );
      const figures = await page.evaluate(() => ({
        list: performance.getEntriesByName('lotus:lines-rendered')[0]?.startTime ?? Number.NaN,
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      }));
      listMs.push(figures.list);
      paintMs.push(figures.paint);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return { firstPaintMs: median(paintMs), listRenderedMs: median(listMs), loads };
}
