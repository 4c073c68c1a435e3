import { expect, test } from '@playwright/test';
import { e2eSites } from '../product.ts';

const sites = [
  { name: 'member', url: e2eSites.member },
  { name: 'agent', url: e2eSites.agent },
  { name: 'speed', url: e2eSites.speed },
] as const;

for (const site of sites) {
  test.describe(`${site.name} site`, () => {
    test('loads in Vietnamese on the dark theme with no console errors', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(site.url);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(errors).toEqual([]);
    });

    test('switches to the light theme and keeps it after a reload', async ({ page }) => {
      await page.goto(site.url);
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const dark = await background();
      await page.getByTestId('theme-toggle').first().click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await background()).not.toBe(dark);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });

    test('switches the language to English and keeps it after a reload', async ({ page }) => {
      await page.goto(site.url);
      await expect(page.getByRole('banner')).toBeVisible();
      await page.getByTestId('language-select').first().selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByText('Skip to content')).toBeAttached();
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('fits a 360 px screen without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(site.url);
      await expect(page.getByRole('banner')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}

test('member: the login modal opens by keyboard, checks the fields in Vietnamese, and closes with Escape', async ({
  page,
}) => {
  await page.goto(e2eSites.member);
  const opener = page.getByTestId('open-login');
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(dialog.getByText('Tên đăng nhập không được để trống')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('member: an unknown page shows the not-found page with a way home', async ({ page }) => {
  await page.goto(`${e2eSites.member}/no/such/page`);
  await page.getByRole('button', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL(`${e2eSites.member}/`);
});

test('agent: without a session every page leads to the login page', async ({ page }) => {
  await page.goto(`${e2eSites.agent}/team`);
  await expect(page).toHaveURL(`${e2eSites.agent}/login`);
  await expect(page.getByTestId('agent-login-page')).toBeVisible();
  await expect(page.getByLabel(/^Mật khẩu/)).toBeVisible();
});

test('the API reference is served at /docs', async ({ page }) => {
  await page.goto(`${e2eSites.member}/docs`);
  await expect(page.getByText('Lotus platform API').first()).toBeVisible();
});
