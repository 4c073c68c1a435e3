import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { fillBankTransferDeposit, operatorDeposits, vnd } from '../wallet.ts';

// Steps in order, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

test('a deposit above the limit the member set is refused beside the amount, saying what is left', async ({
  page,
}) => {
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');

  await page.goto(`${e2eSites.member}/responsible-gaming`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chơi có trách nhiệm' })).toBeVisible();
  const limits = page.getByRole('region', { name: 'Hạn mức nạp tiền' });
  const day = limits.getByTestId('deposit-24h');
  await expect(day).toContainText('Không giới hạn');
  // A first limit applies at once (only a raise waits 24 hours).
  await limits.getByRole('textbox', { name: '24 giờ (VND)' }).fill('200000');
  await limits.getByRole('button', { name: 'Lưu hạn mức' }).click();
  await expect(page.getByText('Đã lưu hạn mức của bạn.')).toBeVisible();
  await expect(day).toContainText(new RegExp(`Hạn mức ${vnd(200_000).source}`));
  await expect(day).toContainText(new RegExp(`Còn lại ${vnd(200_000).source}`));

  await page.goto(`${e2eSites.member}/deposit`);
  await fillBankTransferDeposit(page, '300000', 'NGUYEN VAN AN');
  const form = page.getByRole('region', { name: 'Nạp tiền mới' });
  const amount = form.getByRole('textbox', { name: 'Số tiền' });
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toHaveAccessibleDescription(
    new RegExp(
      `Khoản nạp này vượt hạn mức nạp tiền 24 giờ của bạn: hiện bạn chỉ có thể nạp thêm ${vnd(200_000).source}`,
    ),
  );
  await expect(
    form.getByText(
      new RegExp(
        `^Khoản nạp này vượt hạn mức nạp tiền 24 giờ của bạn: hiện bạn chỉ có thể nạp thêm ${vnd(200_000).source}$`,
      ),
    ),
  ).toBeVisible();

  // Nothing was made: still the form, no transfer details, no deposit for the operator.
  await expect(page.getByTestId('deposit-reference')).toHaveCount(0);
  await expect(page.getByText('Bạn chưa nạp tiền lần nào.')).toBeVisible();
  expect((await operatorDeposits(username)).total).toBe(0);
});
