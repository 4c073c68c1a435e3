import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { e2eSites } from '../product.ts';
import { operatorCall } from './operator.ts';

export const newUsername = () => `lan${randomInt(100_000, 999_999)}`;

/** Registers through the member site's form, as a person does (the captcha switched off meanwhile). */
export async function registerByUsername(page: Page, username: string, password: string): Promise<void> {
  await operatorCall('PUT', '/admin/system/switches/register.captcha', { enabled: false });
  try {
    await page.goto(`${e2eSites.member}/register`);
    const form = page.getByTestId('register-form');
    await form.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
    await form.getByLabel(/^Mật khẩu/).fill(password);
    await form.getByLabel(/^Xác nhận mật khẩu/).fill(password);
    await form.getByLabel('Tôi từ đủ 18 tuổi trở lên').check();
    await form.getByLabel('Tôi đồng ý với điều khoản dịch vụ và chính sách bảo mật').check();
    await form.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByTestId('signed-in-as')).toHaveText(username);
  } finally {
    await operatorCall('PUT', '/admin/system/switches/register.captcha', { enabled: true });
  }
}

/** Logs in through the member site's login modal. */
export async function logInByUsername(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('open-login').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await dialog.getByLabel(/^Mật khẩu/).fill(password);
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
}
