import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { e2eSites } from '../product.ts';
import { operatorCall } from './operator.ts';

export const newUsername = () => `lan${randomInt(100_000, 999_999)}`;

/**
 * Registers through the member site's form, as a person does: the security check (a proof of work)
 * is the browser's own, done while the form is filled in.
 */
export async function registerByUsername(page: Page, username: string, password: string): Promise<void> {
  await page.goto(`${e2eSites.member}/register`);
  const form = page.getByTestId('register-form');
  await form.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await form.getByLabel(/^Mật khẩu/).fill(password);
  await form.getByLabel(/^Xác nhận mật khẩu/).fill(password);
  // On a loaded machine the form can still move under the pointer as its last parts render (a
  // click then lands beside the box): check() does not click a box already ticked, so ask again.
  for (const label of [
    'Tôi từ đủ 18 tuổi trở lên',
    'Tôi đồng ý với điều khoản dịch vụ và chính sách bảo mật',
  ]) {
    await expect(() => form.getByLabel(label).check({ timeout: 2_000 })).toPass();
  }
  await form.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText(username);
}

/** Logs in through the member site's login modal. */
export async function logInByUsername(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('open-login').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await dialog.getByLabel(/^Mật khẩu/).fill(password);
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
}

/**
 * Registers by mobile number through the member site's form, with a password. SMS registration is
 * switched off meanwhile, so the next code the number receives is the test's own (a number gets
 * one code a minute, whatever it is for).
 */
export async function registerByMobile(page: Page, mobile: string, password: string): Promise<void> {
  await operatorCall('PUT', '/admin/system/switches/register.mobile.sms', { enabled: false });
  try {
    await page.goto(`${e2eSites.member}/register`);
    await page.getByRole('tab', { name: 'Số điện thoại' }).click();
    const register = page.getByTestId('mobile-register-form');
    await register.getByRole('textbox', { name: 'Số điện thoại' }).fill(mobile);
    await register.getByLabel(/^Mật khẩu/).fill(password);
    await register.getByLabel(/^Xác nhận mật khẩu/).fill(password);
    await register.getByLabel('Tôi từ đủ 18 tuổi trở lên').check();
    await register.getByLabel('Tôi đồng ý với điều khoản dịch vụ và chính sách bảo mật').check();
    await register.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByTestId('signed-in-as')).toHaveText(mobile);
  } finally {
    await operatorCall('PUT', '/admin/system/switches/register.mobile.sms', { enabled: true });
  }
}

/** The newest code the development SMS gateway "sent" to the number. */
export async function lastSmsCode(mobile: string): Promise<string> {
  const outbox = (await operatorCall('GET', `/admin/sms/outbox?to=${mobile}`)) as {
    content: Array<{ text: string }>;
  };
  const code = outbox.content[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code ?? '';
}
