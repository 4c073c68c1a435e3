import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { e2eSites } from '../../product.ts';
import {
  lastSmsCode,
  logInByUsername,
  newUsername,
  registerByMobile,
  registerByUsername,
} from '../accounts.ts';

// Registration switches change what every visitor sees: these run one at a time.
test.describe.configure({ mode: 'serial' });

test('a login from an IP the account has not used asks for a code sent to its phone', async ({
  page,
  browser,
}) => {
  const mobile = `07${randomInt(10_000_000, 99_999_999)}`;
  await registerByMobile(page, mobile, 'Matkhau123');
  await page.getByTestId('logout').click();

  // The same person, now on another network.
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' } });
  try {
    const away = await elsewhere.newPage();
    await away.goto(e2eSites.member);
    await logInByUsername(away, mobile, 'Matkhau123');
    const challenge = away.getByTestId('login-challenge');
    await expect(challenge.getByRole('heading', { name: 'Xác nhận đó là bạn' })).toBeVisible();
    await expect(away.getByTestId('signed-in-as')).toHaveCount(0);
    // The one factor this account has, its number masked (no real name or email is on file).
    const hint = `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
    await expect(challenge.getByText(`Xác nhận bằng: Mã SMS gửi tới ${hint}`)).toBeVisible();
    await challenge.getByTestId('send-code').click();
    await expect(challenge.getByTestId('send-code')).toContainText('Gửi lại sau');
    await challenge.getByRole('textbox', { name: 'Mã SMS' }).fill('000000');
    await challenge.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(challenge.getByRole('alert')).toContainText('Mã xác minh không hợp lệ');
    await challenge.getByRole('textbox', { name: 'Mã SMS' }).fill(await lastSmsCode(mobile));
    await challenge.getByRole('button', { name: 'Xác nhận' }).click();
    await expect(away.getByTestId('signed-in-as')).toHaveText(mobile);

    // From then on that network is known: the next login goes straight in.
    await away.getByTestId('logout').click();
    await logInByUsername(away, mobile, 'Matkhau123');
    await expect(away.getByTestId('signed-in-as')).toHaveText(mobile);
  } finally {
    await elsewhere.close();
  }
});

test('a member turns on an authenticator app, then logs in with a code from it', async ({ page }) => {
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');
  await page.goto(`${e2eSites.member}/account/security`);
  const section = page.getByTestId('authenticator-section');
  await section.getByTestId('totp-setup').click();
  await expect(section.getByRole('img', { name: 'Mã QR khóa xác thực của bạn' })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').textContent()) ?? '';
  const app = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  await section.getByRole('textbox', { name: 'Mã xác thực' }).fill(app.generate());
  await section.getByRole('button', { name: 'Bật' }).click();
  const codes = section.getByTestId('recovery-codes');
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: 'Tôi đã lưu' }).click();
  await expect(section.getByText('Còn 10 mã khôi phục')).toBeVisible();

  await page.getByTestId('logout').click();
  await logInByUsername(page, username, 'Matkhau123');
  const challenge = page.getByTestId('login-challenge');
  await expect(
    challenge.getByText('Tài khoản này được bảo vệ bằng ứng dụng xác thực.', { exact: false }),
  ).toBeVisible();
  // The code of the next 30-second step: the one used to turn it on cannot be used again.
  await challenge
    .getByRole('textbox', { name: 'Mã xác thực' })
    .fill(app.generate({ timestamp: Date.now() + 30_000 }));
  await challenge.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText(username);
});

test('an agent opens the security centre of the agent site', async ({ page }) => {
  await page.goto(`${e2eSites.agent}/login`);
  await page.getByRole('textbox', { name: 'Tên đăng nhập' }).fill('demo_agent');
  await page.getByLabel(/^Mật khẩu/).fill('Lotus2026');
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.getByRole('link', { name: 'Bảo mật' }).click();
  const securityPage = page.getByTestId('agent-security-page');
  await expect(securityPage.getByRole('heading', { name: 'Trung tâm bảo mật' })).toBeVisible();
  await expect(securityPage.getByTestId('session-row').filter({ hasText: 'Thiết bị này' })).toHaveCount(1);
  await expect(securityPage.getByTestId('authenticator-section')).toBeVisible();
});
