import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { operatorCall } from '../operator.ts';
import { fillBankTransferDeposit, onlyVnd, operatorDeposits, vnd } from '../wallet.ts';

// Steps in order, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

test('a member deposits by bank transfer, the operator confirms it, and the balance and the inbox show it', async ({
  page,
}) => {
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');

  await page.goto(`${e2eSites.member}/deposit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nạp tiền' })).toBeVisible();
  await expect(page.getByText('Bạn chưa nạp tiền lần nào.')).toBeVisible();
  await fillBankTransferDeposit(page, '150000', 'NGUYEN VAN AN');

  // The transfer instructions: where to send what, with which note, and the code that says it all.
  await expect(page.getByTestId('deposit-status')).toHaveText('Đang chờ');
  await expect(
    page.getByText('Chúng tôi đang chờ khoản thanh toán của bạn. Trang này tự cập nhật.'),
  ).toBeVisible();
  await expect(page.getByTestId('deposit-bank')).toHaveText('Vietcombank');
  await expect(page.getByTestId('deposit-account-number')).toHaveText('1023456789');
  await expect(page.getByTestId('deposit-account-name')).toHaveText('CONG TY LOTUS DEMO');
  await expect(page.getByTestId('deposit-amount')).toHaveText(onlyVnd(150_000));
  const reference = page.getByTestId('deposit-reference');
  await expect(reference).toHaveText(/^D[0-9A-Z]{9}$/);
  const shownReference = (await reference.textContent()) ?? '';
  await expect(page.getByRole('heading', { name: `Giao dịch nạp ${shownReference}` })).toBeVisible();
  const qr = page.getByRole('img', { name: /^Mã VietQR: / });
  await expect(qr).toHaveAccessibleName(
    new RegExp(`^Mã VietQR: ${vnd(150_000).source} tới Vietcombank 1023456789, nội dung ${shownReference}$`),
  );
  await expect(qr).toBeVisible();
  // A drawn code: an SVG of a fair size with its modules in it.
  expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  expect(await qr.locator('path').count()).toBeGreaterThan(0);
  const box = await qr.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(150);
  await expect(page.getByText('Quét bằng ứng dụng ngân hàng')).toBeVisible();

  // The operator finds the transfer by the member and the reference, and confirms it.
  const queue = await operatorDeposits(username, 'pending');
  expect(queue.total).toBe(1);
  const deposit = queue.content[0];
  expect(deposit).toMatchObject({ reference: shownReference, amount: '150000', status: 'pending' });
  const decision = (await operatorCall('POST', `/admin/cashier/deposits/${deposit?.id}/confirm`)) as {
    changed: boolean;
    deposit: { status: string };
  };
  expect(decision).toMatchObject({ changed: true, deposit: { status: 'credited' } });

  // The page follows the deposit by itself: no reload.
  await expect(page.getByTestId('deposit-status')).toHaveText('Đã cộng tiền');
  await expect(page.getByText('Tiền đã vào ví của bạn.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Mã VietQR: / })).toHaveCount(0);
  // And so does the header: the envelope counts the new message at once.
  const inboxLink = page.getByRole('link', { name: 'Mở hộp thư (1 thư chưa đọc)' });
  await expect(inboxLink).toBeVisible();
  await expect(page.getByTestId('inbox-unread-badge')).toHaveText('1');
  await expect(page.getByTestId('recent-deposit').first()).toContainText('Đã cộng tiền');

  await page.goto(`${e2eSites.member}/wallet`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ví tiền' })).toBeVisible();
  await expect(page.getByTestId('wallet-main-balance')).toHaveText(onlyVnd(150_000));

  await page.getByRole('link', { name: 'Mở hộp thư (1 thư chưa đọc)' }).click();
  await expect(page).toHaveURL(`${e2eSites.member}/inbox`);
  const message = page.getByTestId('inbox-message').filter({ hasText: 'Nạp tiền thành công' });
  await expect(message).toHaveCount(1);
  await expect(message).toHaveAttribute('data-unread', 'true');
  await expect(message.getByText('Chưa đọc')).toBeVisible();
  // Opening the message shows it and marks it read; the header's count falls with it.
  await message.getByRole('button', { name: /Nạp tiền thành công$/ }).click();
  await expect(
    message.getByText(new RegExp(`Khoản nạp ${vnd(150_000).source} của bạn đã vào tài khoản lúc`)),
  ).toBeVisible();
  await expect(message).toHaveAttribute('data-unread', 'false');
  await expect(page.getByRole('link', { name: 'Mở hộp thư', exact: true })).toBeVisible();
  await expect(page.getByTestId('inbox-unread-badge')).toHaveCount(0);
});
