import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { logInByUsername, newUsername, registerByUsername } from '../accounts.ts';
import { operatorCall } from '../operator.ts';

// Registration switches change what every visitor sees: these run one at a time.
test.describe.configure({ mode: 'serial' });

async function lastEmailCode(address: string): Promise<string> {
  const outbox = (await operatorCall('GET', `/admin/email/outbox?to=${encodeURIComponent(address)}`)) as {
    content: Array<{ text: string }>;
  };
  const code = outbox.content[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code ?? '';
}

test('a member binds an email, sets a payment password, then resets the login password by email', async ({
  page,
}) => {
  const username = newUsername();
  const email = `${username}@example.test`;
  await registerByUsername(page, username, 'Matkhau123');
  await page.goto(`${e2eSites.member}/account/security`);

  const contacts = page.getByTestId('contacts-section');
  await expect(contacts.getByTestId('contact-email')).toContainText('Chưa thêm');
  await contacts.getByTestId('contact-email').getByRole('button', { name: 'Thêm' }).click();
  const bind = contacts.getByTestId('bind-email-form');
  await bind.getByRole('textbox', { name: 'Email mới' }).fill('not-an-email');
  await bind.getByTestId('send-code').click();
  await expect(bind.getByRole('textbox', { name: 'Email mới' })).toHaveAttribute('aria-invalid', 'true');
  await bind.getByRole('textbox', { name: 'Email mới' }).fill(email);
  await bind.getByTestId('send-code').click();
  await expect(bind.getByTestId('send-code')).toContainText('Gửi lại sau');
  await bind.getByRole('textbox', { name: 'Mã email' }).fill(await lastEmailCode(email));
  await bind.getByLabel(/^Mật khẩu đăng nhập của bạn/).fill('Matkhau123');
  await bind.getByRole('button', { name: 'Lưu' }).click();
  await expect(contacts.getByTestId('contact-email')).toContainText(`${email.slice(0, 1)}***@example.test`);

  const payment = page.getByTestId('payment-password-section');
  await expect(payment).toContainText('Chưa đặt');
  await payment.getByTestId('set-payment-password').click();
  const setForm = payment.getByTestId('payment-password-set');
  await setForm.getByLabel(/^Mật khẩu đăng nhập của bạn/).fill('Matkhau123');
  await setForm.getByLabel(/^Mật khẩu thanh toán/).fill('123456');
  await setForm.getByLabel(/^Xác nhận mật khẩu thanh toán/).fill('654321');
  await setForm.getByRole('button', { name: 'Lưu' }).click();
  await expect(setForm.getByLabel(/^Xác nhận mật khẩu thanh toán/)).toHaveAttribute('aria-invalid', 'true');
  await setForm.getByLabel(/^Xác nhận mật khẩu thanh toán/).fill('123456');
  await setForm.getByRole('button', { name: 'Lưu' }).click();
  await expect(payment.getByText('Đã đặt', { exact: true })).toBeVisible();

  await page.getByTestId('logout').click();
  await page.goto(`${e2eSites.member}/forgot-password`);
  await page.getByRole('tab', { name: 'Email' }).click();
  const reset = page.getByTestId('email-reset-form');
  await reset.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(username);
  await reset.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  // If the bind code left less than the resend delay ago, the button counts down what is left of
  // it instead of sending; the member sends again once it shows "Gửi mã", until the code is sent.
  const send = reset.getByTestId('send-code');
  await expect(async () => {
    await expect(send).toHaveText('Gửi mã');
    await send.click();
    await expect(reset.getByText('Chúng tôi đã gửi mã qua email', { exact: false })).toBeVisible({
      timeout: 1500,
    });
  }).toPass({ timeout: 20_000 });
  await reset.getByRole('textbox', { name: 'Mã email' }).fill(await lastEmailCode(email));
  await reset.getByLabel(/^Mật khẩu mới/).fill('Moi2026abc');
  await reset.getByLabel(/^Xác nhận mật khẩu/).fill('Moi2026abc');
  await reset.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page.getByText('Đã đổi mật khẩu. Vui lòng đăng nhập bằng mật khẩu mới.')).toBeVisible();
  await logInByUsername(page, username, 'Moi2026abc');
  await expect(page.getByTestId('signed-in-as')).toHaveText(username);
});

test('a member fills in the profile, and an under-18 birthday is refused beside its field', async ({
  page,
}) => {
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');
  await page.goto(`${e2eSites.member}/account/profile`);
  const form = page.getByTestId('profile-form');
  await expect(page.getByText('Chưa đủ thông tin định danh')).toBeVisible();
  const thisYear = new Date().getFullYear();
  await form.getByLabel('Ngày sinh').fill(`${thisYear - 10}-05-01`);
  await form.getByRole('textbox', { name: 'Biệt danh' }).fill('Hoa Sen');
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(form.getByLabel('Ngày sinh')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Ngày sinh').fill(`${thisYear - 30}-05-01`);
  await form.getByRole('textbox', { name: 'Họ tên thật' }).fill('NGUYEN VAN AN');
  await form.getByRole('textbox', { name: 'Số CCCD/hộ chiếu' }).fill(`B${randomInt(1_000_000, 9_999_999)}`);
  await form.getByRole('combobox', { name: 'Quốc tịch' }).selectOption('VN');
  await form.getByRole('textbox', { name: 'Địa chỉ' }).fill('12 Lê Lợi, Quận 1, TP. Hồ Chí Minh');
  await form.getByRole('img', { name: 'Ảnh 3' }).click();
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã đủ thông tin định danh')).toBeVisible();
  await expect(page.getByTestId('profile-username')).toHaveText('Hoa Sen');
  await expect(form.getByRole('textbox', { name: 'Họ tên thật' })).toHaveAttribute('readonly', '');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Ảnh 3' })).toBeChecked();

  // Both account pages fit a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/account/profile', '/account/security']) {
    await page.goto(`${e2eSites.member}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('a visitor signs in with Google through the development provider, and a closed popup is reported', async ({
  page,
}) => {
  await page.goto(e2eSites.member);
  await page.getByTestId('open-login').click();
  const dialog = page.getByRole('dialog');

  // Closing the provider's window is "popup closed by user (login failed, retry)".
  const [abandoned] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Google' }).click(),
  ]);
  await abandoned.waitForLoadState();
  await abandoned.close();
  await expect(
    dialog.getByText('Cửa sổ đăng nhập đã bị đóng, đăng nhập thất bại, vui lòng thử lại'),
  ).toBeVisible();

  const email = `g${randomInt(100_000, 999_999)}@example.test`;
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Google' }).click(),
  ]);
  // The provider's page speaks the browser's language (English here), as Google's does.
  await popup.getByRole('radio', { name: 'Another identity' }).check();
  await popup.getByRole('textbox', { name: 'Name' }).fill('Lê Thị Hoa');
  await popup.getByRole('textbox', { name: 'Email' }).fill(email);
  await popup.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByTestId('signed-in-as')).toHaveText(/^gg[0-9a-f]{10}$/);

  await page.goto(`${e2eSites.member}/account/profile`);
  await expect(page.getByTestId('social-google')).toContainText(email);
});
