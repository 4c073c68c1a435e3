import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { operatorCall } from '../operator.ts';
import { fillBankTransferDeposit, operatorDeposits, vnd } from '../wallet.ts';

test.describe.configure({ mode: 'serial' });
// A phone: the one-row header and the bottom bar.
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, a signed-in player deposits from the header’s button and the header’s balance follows', async ({
  page,
}) => {
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');

  // The header is one row, with the balance and the deposit button; the bottom bar is there.
  const header = page.getByRole('banner');
  const balance = header.getByTestId('header-balance');
  await expect(balance).toContainText(vnd(0));
  const headerBox = await header.boundingBox();
  expect(headerBox?.height ?? 999).toBeLessThanOrEqual(80);
  const bar = page.getByRole('navigation', { name: 'Mục chính' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('aria-current', 'page');
  // The home greets the player and asks for a first deposit, never for a login.
  await expect(page.getByRole('heading', { level: 1, name: `Xin chào, ${username}` })).toBeVisible();
  await expect(page.getByTestId('welcome-next')).toHaveText('Số dư đang trống: nạp tiền để bắt đầu chơi.');
  await expect(page.getByText('Đăng nhập để chơi')).toHaveCount(0);

  await header.getByTestId('header-deposit').click();
  await expect(page).toHaveURL(`${e2eSites.member}/deposit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nạp tiền' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Nạp tiền' })).toHaveAttribute('aria-current', 'page');
  await fillBankTransferDeposit(page, '150000', 'NGUYEN VAN AN');
  await expect(page.getByTestId('deposit-status')).toHaveText('Đang chờ');

  const queue = await operatorDeposits(username, 'pending');
  const deposit = queue.content[0];
  await operatorCall('POST', `/admin/cashier/deposits/${deposit?.id}/confirm`);

  // No reload: the live stream brings the new balance into the header.
  await expect(balance).toContainText(vnd(150_000));
  // The bar never covers the page's end: the footer scrolls clear of it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footer = await page.getByRole('contentinfo').boundingBox();
  const barBox = await bar.boundingBox();
  expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);
});
