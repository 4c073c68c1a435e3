import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { screenshots } from '../console/console.ts';
import { operatorCall } from '../operator.ts';
import {
  addBankAccount,
  fillBankTransferDeposit,
  operatorDeposits,
  setPaymentPassword,
  statementPng,
  vnd,
} from '../wallet.ts';

// Journeys in steps, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

const password = 'Matkhau2026';
const paymentPassword = '246810';

/** The demo seed's promotions (apps/server/src/seed/demo-promotions.ts). */
const firstDepositMatch = 'Nạp lần đầu thưởng 100%';
const bigWin = 'Khoe thắng lớn';

test('a first deposit receives its match, and a withdrawal before its turnover is refused with what is left', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const username = newUsername();
  await registerByUsername(page, username, password);
  await setPaymentPassword(page, password, paymentPassword);

  await test.step('the member deposits 200,000 ₫, which the operator confirms', async () => {
    await page.goto(`${e2eSites.member}/deposit`);
    await fillBankTransferDeposit(page, '200000', 'NGUYEN VAN AN');
    await expect(page.getByTestId('deposit-status')).toHaveText('Đang chờ');
    const [deposit] = (await operatorDeposits(username, 'pending')).content;
    await operatorCall('POST', `/admin/cashier/deposits/${deposit?.id}/confirm`);
    await expect(page.getByTestId('deposit-status')).toHaveText('Đã cộng tiền');
  });

  await test.step('the activity centre offers the match: 100 % of it, claimed at once', async () => {
    await page.goto(`${e2eSites.member}/promotions`);
    const claim = page.getByRole('button', { name: `Nhận 200.000 ₫ từ ${firstDepositMatch}` });
    await expect(claim).toBeVisible();
    await screenshots(page, 'promotions-centre');
    await claim.click();
    await expect(page.getByText('Đã nhận 200.000 ₫').first()).toBeVisible();
    // (200,000 deposit + 200,000 bonus) × 5 to bet before a withdrawal.
    await expect(
      page.getByText(new RegExp(`Cần cược ${vnd(2_000_000).source} trước khi rút khoản này`)),
    ).toBeVisible();
  });

  await test.step('the reward centre shows the bonus and the turnover still to bet', async () => {
    await page.goto(`${e2eSites.member}/rewards`);
    await expect(page.getByText(vnd(2_000_000)).first()).toBeVisible();
    await expect(page.getByText(firstDepositMatch).first()).toBeVisible();
    await screenshots(page, 'reward-centre');
  });

  await test.step('a withdrawal is refused, naming the 2,000,000 ₫ left to bet; nothing is held', async () => {
    await addBankAccount(page, 'NGUYEN VAN AN');
    await page.goto(`${e2eSites.member}/withdraw`);
    const form = page.getByTestId('withdraw-form');
    await form.getByRole('textbox', { name: 'Số tiền' }).fill('300000');
    await form.getByLabel(/^Mật khẩu thanh toán/).fill(paymentPassword);
    await form.getByRole('button', { name: 'Rút tiền' }).click();
    const refused = page.getByTestId('withdraw-turnover-refused');
    await expect(refused).toContainText('Còn phải cược trước khi rút:');
    await expect(refused).toContainText(vnd(2_000_000));
    await expect(page.getByTestId('withdraw-balance')).toHaveText(vnd(400_000));
    await expect(page.getByTestId('recent-withdrawal')).toHaveCount(0);
  });
});

test('a member applies to a promotion with two images, and the operator grants it', async ({ page }) => {
  test.setTimeout(120_000);
  const username = newUsername();
  await registerByUsername(page, username, password);

  await test.step('the member opens the promotion and sends a comment with two images', async () => {
    await page.goto(`${e2eSites.member}/promotions`);
    await page.getByRole('link', { name: bigWin }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: bigWin })).toBeVisible();
    await page.getByLabel('Lời nhắn').fill('Nổ hũ 50 triệu ở ván quay tối qua, ảnh chụp màn hình đính kèm.');
    await page.getByTestId('application-file-input').setInputFiles([
      { name: 'thang-lon-1.png', mimeType: 'image/png', buffer: statementPng },
      { name: 'thang-lon-2.png', mimeType: 'image/png', buffer: statementPng },
    ]);
    await expect(page.getByText('Đã tải lên')).toHaveCount(2);
    await page.getByRole('button', { name: 'Gửi đơn' }).click();
    await expect(page.getByText('Đang xét duyệt').first()).toBeVisible();
    await screenshots(page, 'promotion-application');
  });

  await test.step('the operator sees both images and grants 150,000 ₫; the member is paid and told', async () => {
    const queue = (await operatorCall('GET', '/admin/promotions/applications?status=applying&size=100')) as {
      content: Array<{ id: string; username: string; images: Array<{ id: string; contentType: string }> }>;
    };
    const mine = queue.content.find((entry) => entry.username === username);
    expect(mine?.images.map((image) => image.contentType)).toEqual(['image/png', 'image/png']);
    await operatorCall('POST', `/admin/promotions/applications/${mine?.id}/approve`, {
      amount: '150000',
      remark: 'Chúc mừng bạn!',
    });
    await page.reload();
    await expect(page.getByText('Đã phát thưởng').first()).toBeVisible();
    await page.goto(`${e2eSites.member}/rewards`);
    await expect(page.getByText(bigWin).first()).toBeVisible();
    await expect(page.getByText(vnd(150_000)).first()).toBeVisible();
    await page.goto(`${e2eSites.member}/inbox`);
    await expect(page.getByText('Đơn tham gia đã được duyệt').first()).toBeVisible();
  });
});
