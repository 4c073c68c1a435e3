import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { e2eSites } from '../../product.ts';

/** The code an authenticator app shows now for this key (the server's shape: SHA-1, 6 digits, 30 s). */
export function totpCode(secretBase32: string): string {
  return new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  }).generate();
}

/** Signs in on the console with a username and password: the first step of every sign-in. */
export async function enterPassword(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${e2eSites.operator}/sign-in`);
  const form = page.getByTestId('sign-in-page');
  await form.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await form.getByLabel(/^Mật khẩu/).fill(password);
  await form.getByRole('button', { name: 'Tiếp tục' }).click();
}

/**
 * The first sign-in, as the operator does it: the one-time password, the authenticator set up from
 * the key the page shows (its code computed as the app would), the recovery codes acknowledged.
 */
export async function signInFirstTime(page: Page, username: string, password: string): Promise<void> {
  await enterPassword(page, username, password);
  const form = page.getByTestId('sign-in-page');
  await expect(form.getByRole('heading', { name: 'Thiết lập ứng dụng xác thực' })).toBeVisible();
  await expect(form.getByRole('img', { name: 'Mã QR khóa xác thực của bạn' })).toBeVisible();
  await screenshots(page, `enrol-${username}`);
  const secret = (await form.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}=*$/);
  await form.getByRole('textbox', { name: /^Mã/ }).fill(totpCode(secret));
  await form.getByRole('button', { name: 'Đăng nhập' }).click();
  // Shown once: ten codes, and the console opens only once they are said to be saved.
  await expect(form.getByTestId('recovery-code')).toHaveCount(10);
  const enter = form.getByRole('button', { name: 'Vào trang quản trị' });
  await expect(enter).toBeDisabled();
  await form.getByLabel('Tôi đã lưu các mã').check();
  await enter.click();
  await expect(page.getByTestId('signed-in-operator')).toBeVisible();
}

/** Nothing on the page scrolls sideways at this width once it shows what `ready` waits for. */
export async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} at ${width} px`).toBeLessThanOrEqual(0);
  if (before) await page.setViewportSize(before);
}

/**
 * Screenshots for a person to look at, at a phone's width and a desktop's, in the dark theme and
 * the light one, when LOTUS_E2E_SCREENSHOTS names a folder (never in the repository).
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  const folder = process.env.LOTUS_E2E_SCREENSHOTS;
  if (!folder) return;
  const before = page.viewportSize();
  for (const theme of ['dark', 'light']) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.screenshot({ path: `${folder}/${name}-${theme}-${width}.png`, fullPage: true });
    }
    // The header's switch names the theme it turns to.
    await page.getByTestId('theme-toggle').click();
  }
  if (before) await page.setViewportSize(before);
}
