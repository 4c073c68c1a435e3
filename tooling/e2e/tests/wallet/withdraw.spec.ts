import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { operatorCall } from '../operator.ts';
import {
  creditByAdjustment,
  expectFitsPhone,
  onlyVnd,
  operatorDownload,
  operatorWithdrawals,
  setPaymentPassword,
  statementPng,
  vnd,
} from '../wallet.ts';

// Steps in order, in the journeys project (two journeys at a time, each with members of its own).
test.describe.configure({ mode: 'serial' });

test('a member withdraws, the operator pays, and the member reports it partly received with a statement image', async ({
  page,
}) => {
  test.slow();
  const username = newUsername();
  await registerByUsername(page, username, 'Matkhau123');
  await creditByAdjustment(username, 1_000_000);
  await setPaymentPassword(page, 'Matkhau123', '135790');

  // The first bank account also sets the real name the account holder must bear.
  await page.goto(`${e2eSites.member}/bank-accounts`);
  await expect(page.getByText('Bạn chưa thêm tài khoản ngân hàng nào.')).toBeVisible();
  const add = page.getByTestId('add-bank-account-form');
  const accountNumber = `0${randomInt(100_000_000, 999_999_999)}`;
  await add.getByRole('button', { name: 'Thêm tài khoản' }).click();
  await expect(add.getByText('Vui lòng chọn ngân hàng')).toBeVisible();
  await add
    .getByRole('combobox', { name: 'Ngân hàng' })
    .selectOption({ label: 'Vietcombank — Ngân hàng TMCP Ngoại thương Việt Nam' });
  await add.getByRole('textbox', { name: 'Số tài khoản' }).fill(accountNumber);
  await add.getByRole('textbox', { name: 'Chủ tài khoản' }).fill('NGUYEN VAN AN');
  await add.getByRole('button', { name: 'Thêm tài khoản' }).click();
  const bound = page.getByTestId('bank-account');
  await expect(bound).toHaveCount(1);
  await expect(bound).toContainText('Vietcombank');
  // Masked but for the last four digits.
  await expect(bound).toContainText(accountNumber.slice(-4));
  await expect(bound).not.toContainText(accountNumber);
  await expect(bound).toContainText('Chủ tài khoản: NGUYEN VAN AN');

  await page.getByRole('link', { name: 'Rút tiền' }).click();
  await expect(page).toHaveURL(`${e2eSites.member}/withdraw`);
  await expect(page.getByTestId('withdraw-balance')).toHaveText(onlyVnd(1_000_000));
  const form = page.getByTestId('withdraw-form');
  await expect(form.getByRole('combobox', { name: 'Tài khoản nhận' })).toContainText(
    `Vietcombank · ******${accountNumber.slice(-4)} · NGUYEN VAN AN`,
  );
  await form.getByRole('textbox', { name: 'Số tiền' }).fill('500000');
  await form.getByLabel(/^Mật khẩu thanh toán/).fill('135790');
  await form.getByRole('button', { name: 'Rút tiền' }).click();
  await expect(
    page.getByText(new RegExp(`Lệnh rút ${vnd(500_000).source} của bạn đang được xử lý`)),
  ).toBeVisible();
  // Held at once: gone from the balance, waiting for the operator.
  await expect(page.getByTestId('withdraw-balance')).toHaveText(onlyVnd(500_000));
  const entry = page.getByTestId('recent-withdrawal');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(vnd(500_000));
  await expect(entry).toContainText('Đang chờ xử lý');

  // The wallet pages fit a 360 px phone, with something in them.
  await expectFitsPhone(page, [
    { path: '/wallet', ready: (at) => at.getByTestId('wallet-main-balance') },
    { path: '/deposit', ready: (at) => at.getByRole('combobox', { name: 'Phương thức nạp' }) },
    { path: '/withdraw', ready: (at) => at.getByTestId('recent-withdrawal') },
  ]);

  const [withdrawal] = (await operatorWithdrawals(username)).content;
  expect(withdrawal).toMatchObject({ amount: '500000', status: 'pending' });
  const id = withdrawal?.id ?? '';
  const approved = (await operatorCall('POST', `/admin/cashier/withdrawals/${id}/approve`)) as {
    replayed: boolean;
    withdrawal: { status: string };
  };
  expect(approved).toMatchObject({ replayed: false, withdrawal: { status: 'paid' } });

  // The list follows the operator's payment at once (the live stream's cashier event), well
  // before its 15 s poll, and then asks for the answer.
  await expect(entry).toContainText('Đã chi trả, chờ bạn xác nhận', { timeout: 5_000 });
  await entry.getByRole('link', { name: 'Xác nhận nhận tiền' }).click();
  await expect(page).toHaveURL(`${e2eSites.member}/withdrawals/${id}/confirm`);
  await expect(page.getByRole('heading', { level: 1, name: 'Xác nhận rút tiền' })).toBeVisible();
  await expect(page.getByTestId('confirmation-amount')).toHaveText(onlyVnd(500_000));

  const confirmation = page.getByTestId('confirmation-form');
  await expect(
    confirmation.getByRole('group', { name: 'Tiền đã về tài khoản ngân hàng của bạn chưa?' }),
  ).toBeVisible();
  await confirmation.getByRole('radio', { name: 'Nhận một phần — chỉ nhận được một phần' }).check();
  await confirmation.getByRole('textbox', { name: 'Số tiền đã nhận' }).fill('350000');
  await expect(page.getByTestId('confirmation-remainder')).toHaveText(
    new RegExp(`^Còn thiếu: ${vnd(150_000).source}$`),
  );
  await confirmation.getByLabel('Ảnh sao kê ngân hàng (không bắt buộc)').setInputFiles({
    name: 'sao-ke.png',
    mimeType: 'image/png',
    buffer: statementPng,
  });
  const preview = confirmation.getByRole('img', { name: 'Ảnh đã chọn' });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(1);
  await confirmation.getByRole('button', { name: 'Gửi câu trả lời' }).click();

  await expect(page.getByText('Cảm ơn bạn, câu trả lời đã được ghi nhận.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nhận một phần' })).toBeVisible();
  await expect(page.getByTestId('confirmation-outcome')).toHaveText(
    new RegExp(
      `^Bạn đã báo nhận được ${vnd(350_000).source} và còn thiếu ${vnd(150_000).source}\\. Nhân viên của chúng tôi đang kiểm tra\\.$`,
    ),
  );
  // Only "the rest arrived after all" is left to say.
  await expect(confirmation.getByRole('radio')).toHaveCount(1);
  await expect(
    confirmation.getByRole('radio', { name: 'Đã nhận đủ — phần còn lại nay đã về' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Quay lại danh sách rút tiền' }).click();
  await expect(entry).toContainText('Nhận một phần');
  await expect(entry).toContainText(new RegExp(`Còn thiếu ${vnd(150_000).source}`));

  // Staff see the report with its proof, and the proof is the image the member attached.
  const seen = (await operatorCall('GET', `/admin/cashier/withdrawals/${id}`)) as {
    status: string;
    proofUrl: string | null;
    confirmation: unknown;
  };
  expect(seen).toMatchObject({
    status: 'partly_received',
    confirmation: { kind: 'partly_received', amountReceived: '350000', remainder: '150000', hasProof: true },
  });
  expect(seen.proofUrl).toBe(`/admin/cashier/withdrawals/${id}/proof`);
  const proof = await operatorDownload(`/admin/cashier/withdrawals/${id}/proof`);
  expect(proof.type).toMatch(/^image\/png/);
  expect(proof.bytes.equals(statementPng)).toBe(true);
});
