import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { screenshots } from '../console/console.ts';
import { operatorCall } from '../operator.ts';
import { creditByAdjustment, fillBankTransferDeposit, onlyVnd, operatorDeposits } from '../wallet.ts';

// One journey in steps, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

const password = 'Matkhau2026';
const stake = 100_000;
const drops = 5;

/** The friend bets 500,000 ₫ on Plinko, a drop at a time, each drop's result awaited. */
async function betOnPlinko(page: Page): Promise<void> {
  await page.goto(`${e2eSites.member}/originals/plinko`);
  const form = page.getByRole('form', { name: 'Plinko' });
  await form.getByRole('textbox', { name: 'Tiền cược' }).fill(String(stake));
  const result = page.getByTestId('round-result');
  for (let drop = 0; drop < drops; drop += 1) {
    const before = (await result.count()) > 0 ? await result.getAttribute('data-round') : null;
    await form.getByRole('button', { name: 'Đặt cược' }).click();
    await expect
      .poll(async () => ((await result.count()) > 0 ? result.getAttribute('data-round') : null))
      .not.toBe(before);
    await expect(form.getByRole('button', { name: 'Đặt cược' })).toBeEnabled();
  }
}

test('a member invites a friend by its link; the friend deposits and bets; the member claims the reward', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // The demo rules (seed/demo-referral.ts), set again in case this database predates them.
  await operatorCall('PUT', '/admin/referral/rules', {
    reward: '50000',
    minDeposit: '200000',
    minValidBets: '500000',
    turnoverMultiplier: 1,
    active: true,
  });
  const username = newUsername();
  await registerByUsername(page, username, password);

  let link = '';
  let code = '';
  await test.step('the member opens /referral: its code, its link and the link’s QR code', async () => {
    await page.goto(`${e2eSites.member}/referral`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mời bạn bè' })).toBeVisible();
    code = (await page.getByTestId('referral-code').textContent()) ?? '';
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    link = (await page.getByTestId('referral-link').textContent()) ?? '';
    expect(link).toBe(`${e2eSites.member}/register?ref=${code}`);
    await expect(page.getByRole('img', { name: 'Mã QR của liên kết mời' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mời người bạn đầu tiên' })).toBeVisible();
    await screenshots(page, 'referral-empty');
  });

  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  const friendName = newUsername();
  await test.step('a friend registers through the link: the code is filled in', async () => {
    await friendPage.goto(link);
    const form = friendPage.getByTestId('register-form');
    await expect(form.getByRole('textbox', { name: 'Mã mời của bạn bè' })).toHaveValue(code);
    await form.getByRole('textbox', { name: 'Tên đăng nhập' }).fill(friendName);
    await form.getByLabel(/^Mật khẩu/).fill(password);
    await form.getByLabel(/^Xác nhận mật khẩu/).fill(password);
    for (const label of [
      'Tôi từ đủ 18 tuổi trở lên',
      'Tôi đồng ý với điều khoản dịch vụ và chính sách bảo mật',
    ]) {
      await expect(() => form.getByLabel(label).check({ timeout: 2_000 })).toPass();
    }
    await form.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(friendPage.getByTestId('signed-in-as')).toHaveText(friendName);
  });

  await test.step('the member sees the friend on its way', async () => {
    await page.reload();
    const row = page.getByTestId('referral-friend');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${friendName.slice(0, 2)}***${friendName.at(-1)}`);
    await expect(row).toContainText('Đang tiến hành');
  });

  await test.step('the friend deposits 200,000 ₫ (credited) and bets 500,000 ₫', async () => {
    await friendPage.goto(`${e2eSites.member}/deposit`);
    await fillBankTransferDeposit(friendPage, '200000', 'NGUYEN VAN BINH');
    await expect(friendPage.getByTestId('deposit-status')).toHaveText('Đang chờ');
    const deposit = (await operatorDeposits(friendName, 'pending')).content[0];
    await operatorCall('POST', `/admin/cashier/deposits/${deposit?.id}/confirm`);
    await creditByAdjustment(friendName, 500_000);
    await betOnPlinko(friendPage);
    await friend.close();
  });

  await test.step('the member claims the friend’s reward: 50,000 ₫ in its wallet', async () => {
    await page.reload();
    const row = page.getByTestId('referral-friend');
    await expect(row).toContainText('Có thể nhận');
    await screenshots(page, 'referral-qualified');
    await row.getByRole('button', { name: /Nhận 50\.000\s₫/ }).click();
    await expect(row).toContainText(/Mang về cho bạn 50\.000\s₫/);
    await expect(row).toContainText('Đã nhận');
    await expect(page.getByRole('banner').getByTestId('header-balance')).toContainText(/50\.000/);
    await page.goto(`${e2eSites.member}/wallet`);
    await expect(page.getByTestId('wallet-main-balance')).toHaveText(onlyVnd(50_000));
  });
});
