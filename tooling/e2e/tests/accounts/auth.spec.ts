import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import {
  lastSmsCode,
  logInByUsername,
  newUsername,
  registerByMobile,
  registerByUsername,
} from '../accounts.ts';
import { operatorCall } from '../operator.ts';

// Registration switches change what every visitor sees: these run one at a time.
test.describe.configure({ mode: 'serial' });

test('a new member registers by username after seeing translated field errors, logs out and logs in again', async ({
  page,
}) => {
  const username = `lan${randomInt(100_000, 999_999)}`;
  await page.goto(`${e2eSites.member}/register`);
  const form = page.getByTestId('register-form');
  // The brand asks for the security check at registration: the browser does it, nothing to type.
  const check = form.getByRole('group', { name: 'Kiểm tra bảo mật' });
  await expect(check).toBeVisible();
  await form.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(form.getByText('Tên đăng nhập không được để trống')).toBeVisible();
  await expect(form.getByText('Bạn phải từ đủ 18 tuổi để đăng ký')).toBeVisible();

  await form.getByRole('textbox', { name: 'Tên đăng nhập' }).fill('9lives');
  await form.getByLabel(/^Mật khẩu/).fill('Matkhau123');
  await form.getByLabel(/^Xác nhận mật khẩu/).fill('Matkhau124');
  await form.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(form.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(/Hai lần nhập không khớp/)).toBeVisible();

  await form.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await form.getByLabel(/^Xác nhận mật khẩu/).fill('Matkhau123');
  await form.getByLabel('Tôi từ đủ 18 tuổi trở lên').check();
  await form.getByLabel('Tôi đồng ý với điều khoản dịch vụ và chính sách bảo mật').check();
  await expect(check).toContainText('Đã kiểm tra bảo mật xong');
  await form.getByRole('button', { name: 'Đăng ký' }).click();

  await expect(page).toHaveURL(`${e2eSites.member}/`);
  await expect(page.getByTestId('signed-in-as')).toHaveText(username);

  await page.getByTestId('logout').click();
  await expect(page.getByTestId('open-login')).toBeVisible();

  await page.getByTestId('open-login').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await dialog.getByLabel(/^Mật khẩu/).fill('wrong-password-1');
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Sai tài khoản hoặc mật khẩu');
  await dialog.getByLabel(/^Mật khẩu/).fill('Matkhau123');
  await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('signed-in-as')).toHaveText(username);
});

test('wrong passwords from one address slow it and bring the security check, which the browser does by itself', async ({
  page,
  browser,
}) => {
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');
  await page.getByTestId('logout').click();

  // Someone at another address (the loopback proxy passes X-Forwarded-For on) tries passwords.
  const elsewhere = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${randomInt(100, 250)}` },
  });
  try {
    const away = await elsewhere.newPage();
    await away.goto(e2eSites.member);
    await away.getByTestId('open-login').click();
    const dialog = away.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await dialog.getByLabel(/^Mật khẩu/).fill(`sai-mat-khau-${attempt}`);
      const answered = away.waitForResponse((response) => response.url().endsWith('/wps/session/login'));
      await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
      await answered;
      await expect(dialog.getByRole('alert')).toContainText('Sai tài khoản hoặc mật khẩu');
    }

    // The right password now: within two seconds of the third failure this address is told to
    // wait (no lock: the account's owner elsewhere is not held). Then the server asks for the check.
    await dialog.getByLabel(/^Mật khẩu/).fill('Matkhau123');
    const captchaFetched = away.waitForResponse((response) =>
      response.url().includes('/wps/captcha?purpose=login'),
    );
    const answered = away.waitForResponse((response) => response.url().endsWith('/wps/session/login'));
    await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
    if ((await answered).status() === 429) {
      await expect(dialog.getByRole('alert')).toContainText(
        /Đăng nhập sai quá nhiều lần từ nơi này, vui lòng thử lại sau \d+ giây/,
      );
      await away.waitForTimeout(2_000);
      await dialog.getByRole('button', { name: 'Đăng nhập' }).click();
    }
    // The browser fetches a challenge, works it out in a Web Worker and sends the login again: one click.
    expect((await captchaFetched).status()).toBe(200);
    await expect(away.getByTestId('signed-in-as')).toHaveText(username);
  } finally {
    await elsewhere.close();
  }
});

test('an agent signs in to the agent site, and a plain member is refused there', async ({ page }) => {
  await page.goto(`${e2eSites.agent}/login`);
  const form = page.getByTestId('login-form');
  await form.getByRole('textbox', { name: 'Tên đăng nhập' }).fill('demo_member');
  await form.getByLabel(/^Mật khẩu/).fill('Lotus2026');
  await form.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(form.getByRole('alert')).toContainText('Không phải tài khoản đại lý');
  await expect(page).toHaveURL(`${e2eSites.agent}/login`);

  await form.getByRole('textbox', { name: 'Tên đăng nhập' }).fill('demo_agent');
  await form.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(`${e2eSites.agent}/`);
  await expect(page.getByTestId('signed-in-as')).toHaveText('demo_agent');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(`${e2eSites.agent}/login`);
});

test('a new member registers by mobile number with the SMS code read from the development outbox', async ({
  page,
}) => {
  const mobile = `09${randomInt(10_000_000, 99_999_999)}`;
  await page.goto(`${e2eSites.member}/register`);
  await page.getByRole('tab', { name: 'Số điện thoại' }).click();
  const form = page.getByTestId('mobile-register-form');
  await form.getByRole('textbox', { name: 'Số điện thoại' }).fill('12345');
  await form.getByTestId('send-code').click();
  await expect(form.getByRole('textbox', { name: 'Số điện thoại' })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('textbox', { name: 'Số điện thoại' }).fill(mobile);
  await form.getByTestId('send-code').click();
  await expect(form.getByTestId('send-code')).toContainText('Gửi lại sau');
  const outbox = (await operatorCall('GET', `/admin/sms/outbox?to=${mobile}`)) as {
    content: Array<{ text: string }>;
  };
  const code = outbox.content[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  await form.getByRole('textbox', { name: 'Mã SMS' }).fill(code ?? '');
  await form.getByLabel(/^Mật khẩu/).fill('Matkhau123');
  await form.getByLabel(/^Xác nhận mật khẩu/).fill('Matkhau123');
  await form.getByLabel('Tôi từ đủ 18 tuổi trở lên').check();
  await form.getByLabel('Tôi đồng ý với điều khoản dịch vụ và chính sách bảo mật').check();
  await form.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page).toHaveURL(`${e2eSites.member}/`);
  await expect(page.getByTestId('signed-in-as')).toHaveText(mobile);
});

test('after the operator marks an account, its next login must change the password first', async ({
  page,
}) => {
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');
  await page.getByTestId('logout').click();

  await operatorCall('PUT', `/admin/members/${username}/first-time-login`, { enabled: true });
  await logInByUsername(page, username, 'Matkhau123');
  const forced = page.getByRole('dialog', { name: 'Đặt mật khẩu mới' });
  await expect(forced).toBeVisible();
  await forced.getByLabel(/^Mật khẩu hiện tại/).fill('Matkhau123');
  await forced.getByLabel(/^Mật khẩu mới/).fill('Moi2026abc');
  await forced.getByLabel(/^Xác nhận mật khẩu/).fill('Moi2026abc');
  await forced.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(forced).toBeHidden();
  await expect(page.getByTestId('signed-in-as')).toHaveText(username);

  await page.getByTestId('logout').click();
  await logInByUsername(page, username, 'Matkhau123');
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('Sai tài khoản hoặc mật khẩu');
  await page
    .getByRole('dialog')
    .getByLabel(/^Mật khẩu/)
    .fill('Moi2026abc');
  await page.getByRole('dialog').getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText(username);
});

test('free play opens a demo session from the login modal', async ({ page }) => {
  await page.goto(e2eSites.member);
  await page.getByTestId('open-login').click();
  await page.getByRole('dialog').getByTestId('free-play').click();
  await expect(page.getByTestId('signed-in-as')).toHaveText(/^guest/);
});

test('a member who forgot the password resets it with a code sent by SMS', async ({ page }) => {
  const mobile = `08${randomInt(10_000_000, 99_999_999)}`;
  // The account to recover, registered by mobile number (the reset code is the number's first).
  await registerByMobile(page, mobile, 'Matkhau123');
  await page.getByTestId('logout').click();

  await page.getByTestId('open-login').click();
  await page.getByRole('dialog').getByRole('link', { name: 'Quên mật khẩu?' }).click();
  const reset = page.getByTestId('reset-form');
  await reset.getByRole('textbox', { name: 'Số điện thoại' }).fill(mobile);
  await reset.getByTestId('send-code').click();
  await expect(reset.getByTestId('send-code')).toContainText('Gửi lại sau');
  await reset.getByRole('textbox', { name: 'Mã SMS' }).fill(await lastSmsCode(mobile));
  await reset.getByLabel(/^Mật khẩu mới/).fill('Moi2026abc');
  await reset.getByLabel(/^Xác nhận mật khẩu/).fill('Moi2026abc');
  await reset.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page.getByText('Đã đổi mật khẩu. Vui lòng đăng nhập bằng mật khẩu mới.')).toBeVisible();

  await logInByUsername(page, mobile, 'Moi2026abc');
  await expect(page.getByTestId('signed-in-as')).toHaveText(mobile);
});

test('a sixth SMS code to one number within the hour is refused: too many requests, retry after 5 minutes', async ({
  page,
}) => {
  const mobile = `05${randomInt(10_000_000, 99_999_999)}`;
  await registerByMobile(page, mobile, 'Matkhau123');
  await page.getByTestId('logout').click();
  await page.goto(`${e2eSites.member}/forgot-password`);
  const reset = page.getByTestId('reset-form');
  await reset.getByRole('textbox', { name: 'Số điện thoại' }).fill(mobile);
  const send = reset.getByTestId('send-code');
  for (let sent = 0; sent < 5; sent += 1) {
    // Each send waits out the resend countdown (2 s in these tests, 60 s for real).
    await expect(send).toHaveText('Gửi mã');
    await send.click();
    await expect(send).toContainText('Gửi lại sau');
  }
  const outbox = (await operatorCall('GET', `/admin/sms/outbox?to=${mobile}`)) as { total: number };
  expect(outbox.total).toBe(5);
  await expect(send).toHaveText('Gửi mã');
  await send.click();
  await expect(reset.getByText('Thao tác quá nhiều lần, vui lòng thử lại sau 5 phút')).toBeVisible();
  expect(((await operatorCall('GET', `/admin/sms/outbox?to=${mobile}`)) as { total: number }).total).toBe(5);
});

test('the security centre lists where the account is signed in and ends another session', async ({
  page,
  browser,
}) => {
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await otherPage.goto(e2eSites.member);
  await logInByUsername(otherPage, username, 'Matkhau123');
  await expect(otherPage.getByTestId('signed-in-as')).toHaveText(username);

  // The avatar's link (under 1440 px the name beside it is for screen readers only).
  await page.getByRole('banner').getByRole('link', { name: 'Hồ sơ của tôi' }).click();
  await expect(page).toHaveURL(`${e2eSites.member}/account/profile`);
  await page
    .getByRole('navigation', { name: 'Các mục tài khoản' })
    .getByRole('link', { name: 'Bảo mật' })
    .click();
  await expect(page).toHaveURL(`${e2eSites.member}/account/security`);
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('login-history').getByText('Đăng nhập thành công')).toHaveCount(2);
  await rows.getByRole('button', { name: 'Đăng xuất thiết bị đó' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Thiết bị này');
  await elsewhere.close();
});
