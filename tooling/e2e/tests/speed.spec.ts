import { expect, test } from '@playwright/test';
import { e2ePorts, e2eSites } from '../product.ts';
import { closedPort, startDelayedLine } from './lines.ts';
import { operatorCall, operatorHeaders } from './operator.ts';

// These tests change the brand's lines and resources: one at a time.
test.describe.configure({ mode: 'serial' });

async function currentLines(): Promise<Array<{ domainName: string; description: string | null }>> {
  const response = await fetch(`${e2eSites.speed}/wps/system/domainRoute?device=3`);
  return (
    (await response.json()) as {
      value: { domainList: Array<{ domainName: string; description: string | null }> };
    }
  ).value.domainList;
}

test('measures three real lines: the quick one fast and first, the slow one slow, the dead one 9999 and last', async ({
  page,
}) => {
  const slowLine = await startDelayedLine(200, e2ePorts.member);
  const deadPort = await closedPort();
  const quick = `localhost:${e2ePorts.member}`;
  const slow = `127.0.0.1:${slowLine.port}`;
  const dead = `127.0.0.1:${deadPort}`;
  const original = await currentLines();
  // Configured in the worst order, so the page has to sort them.
  await operatorCall('PUT', '/admin/system/domain-routes/3', {
    domains: [{ domainName: dead }, { domainName: slow }, { domainName: quick }],
  });
  try {
    await page.goto(e2eSites.speed);
    const rows = page.getByTestId('line-row');
    await expect(rows).toHaveCount(3);
    // Every row is measured: no row still says it is testing.
    await expect(page.getByTestId('line-list').getByRole('status')).toHaveCount(0, { timeout: 20_000 });

    const first = rows.nth(0);
    await expect(first).toHaveAttribute('data-domain', quick);
    await expect(first).toContainText('Đường dây 3');
    await expect(first).toContainText('Nhanh');
    const quickFigure = Number(await first.getAttribute('data-speed'));
    expect(quickFigure).toBeLessThanOrEqual(80);
    await expect(first).toContainText(`${quickFigure} ms`);

    const second = rows.nth(1);
    await expect(second).toHaveAttribute('data-domain', slow);
    await expect(second).toContainText('Chậm');
    const slowFigure = Number(await second.getAttribute('data-speed'));
    expect(slowFigure).toBeGreaterThanOrEqual(200);
    expect(slowFigure).toBeLessThan(9999);
    await expect(second).toContainText(`${slowFigure} ms`);

    const last = rows.nth(2);
    await expect(last).toHaveAttribute('data-domain', dead);
    await expect(last).toContainText('9999 ms');
    await expect(last).toContainText('Chậm');

    // PLAY opens that line's domain in a new tab.
    const opened = page.waitForEvent('popup');
    await first.getByRole('button', { name: /Vào chơi qua đường dây 3/ }).click();
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(`http://${quick}/`);
    await tab.close();

    // "Test again" measures again and ends with the same order.
    await page.getByTestId('test-again').click();
    await expect(page.getByTestId('line-list').getByRole('status')).toHaveCount(0, { timeout: 20_000 });
    await expect(rows.nth(0)).toHaveAttribute('data-domain', quick);
    await expect(rows.nth(2)).toHaveAttribute('data-domain', dead);
  } finally {
    await operatorCall('PUT', '/admin/system/domain-routes/3', { domains: original });
    await slowLine.close();
  }
});

test('download items show their QR code once the operator adds the resource, and say so until then', async ({
  page,
}) => {
  await page.goto(e2eSites.speed);
  await page.getByTestId('download-Android').hover();
  await expect(
    page
      .getByRole('note')
      .filter({ hasText: /^Chưa có$/ })
      .first(),
  ).toBeVisible();
  await operatorCall('PUT', '/admin/system/resources/Android', {
    url: 'https://downloads.example/lotus.apk',
    title: 'Lotus cho Android',
  });
  try {
    await page.reload();
    const android = page.getByTestId('download-Android');
    await expect(android).toHaveAttribute('href', 'https://downloads.example/lotus.apk');
    await android.hover();
    const popover = page.getByTestId('download-Android-popover');
    await expect(popover).toBeVisible();
    await expect(popover).toContainText('Lotus cho Android');
    await expect(popover.locator('svg').first()).toHaveAttribute('width', '130');
  } finally {
    await fetch(`${e2eSites.operator}/admin/system/resources/Android`, {
      method: 'DELETE',
      headers: operatorHeaders(),
    });
  }
});

test('shows the banners, the real jackpot, and hot games that open the member site at the game', async ({
  page,
}) => {
  await page.goto(e2eSites.speed);
  await expect(page.getByTestId('speed-banners')).toBeVisible();
  // The counter shows the pool the ledger holds (the game journeys before this one fed it), never a
  // made-up figure: the same amount the jackpot call answers.
  const jackpot = await page.request.get(`${e2eSites.speed}/wps/relay/jackpot`);
  const pool = ((await jackpot.json()) as { value: { amount: string } }).value.amount;
  const counter = page.getByTestId('jackpot-amount');
  await expect(counter).toHaveText(/₫/);
  await expect.poll(async () => ((await counter.textContent()) ?? '').replace(/\D/g, '')).toBe(pool);
  // The hot games sit below the fold and load when the visitor scrolls to them.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const games = page.getByTestId('hot-game');
  await expect(games).toHaveCount(8);
  // Named as the catalog names the game in the page's language.
  await expect(games.first()).toContainText('Dò Mìn Vàng');
  await expect(games.first()).toHaveAttribute('href', `${e2eSites.member}/game/mines-gold`);
  const opened = page.waitForEvent('popup');
  await games.first().click();
  const tab = await opened;
  await expect(tab.getByRole('heading', { name: 'Dò Mìn Vàng' })).toBeVisible();
  await tab.close();
});

test('reads in English, and fits a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(e2eSites.speed);
  await page.getByTestId('language-select').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Line detection' })).toBeVisible();
  await expect(page.getByTestId('line-row').first()).toContainText(/Line \d/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
