import { randomInt, randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { e2eSites } from '../product.ts';
import { operatorCall, operatorHeaders } from './operator.ts';

/**
 * An amount in đồng as the member site writes it in Vietnamese ("150.000 ₫"): dots between
 * thousands, then the đồng sign after a (non-breaking) space.
 */
export function vnd(amount: number): RegExp {
  const grouped = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return new RegExp(`${grouped.replace(/\./g, '\\.')}\\s₫`);
}

/** The whole text is that amount in đồng, nothing more. */
export const onlyVnd = (amount: number) => new RegExp(`^${vnd(amount).source}$`);

/** A real 1 × 1 PNG (a phone's screenshot of a bank statement, in miniature). */
export const statementPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Fills the deposit form on /deposit: the bank-transfer channel, the amount, the payer's name. */
export async function fillBankTransferDeposit(page: Page, amount: string, payerName: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Nạp tiền mới' });
  await form
    .getByRole('combobox', { name: 'Phương thức nạp' })
    .selectOption({ label: 'Vietcombank · Chuyển khoản ngân hàng' });
  await form.getByRole('textbox', { name: 'Số tiền' }).fill(amount);
  await form.getByRole('textbox', { name: 'Tên người chuyển' }).fill(payerName);
  await form.getByRole('button', { name: 'Nạp tiền' }).click();
}

/** Sets the payment password in the security centre, as account-centre.spec.ts does. */
export async function setPaymentPassword(
  page: Page,
  loginPassword: string,
  paymentPassword: string,
): Promise<void> {
  await page.goto(`${e2eSites.member}/account/security`);
  const section = page.getByTestId('payment-password-section');
  await section.getByTestId('set-payment-password').click();
  const form = section.getByTestId('payment-password-set');
  await form.getByLabel(/^Mật khẩu đăng nhập của bạn/).fill(loginPassword);
  await form.getByLabel(/^Mật khẩu thanh toán/).fill(paymentPassword);
  await form.getByLabel(/^Xác nhận mật khẩu thanh toán/).fill(paymentPassword);
  await form.getByRole('button', { name: 'Lưu' }).click();
  await expect(section.getByText('Đã đặt', { exact: true })).toBeVisible();
}

/**
 * Binds a bank account on /bank-accounts as withdraw.spec.ts does (the first one also sets the real
 * name the holder must bear); answers its number.
 */
export async function addBankAccount(page: Page, payeeName: string): Promise<string> {
  await page.goto(`${e2eSites.member}/bank-accounts`);
  const add = page.getByTestId('add-bank-account-form');
  const accountNumber = `0${randomInt(100_000_000, 999_999_999)}`;
  await add
    .getByRole('combobox', { name: 'Ngân hàng' })
    .selectOption({ label: 'Vietcombank — Ngân hàng TMCP Ngoại thương Việt Nam' });
  await add.getByRole('textbox', { name: 'Số tài khoản' }).fill(accountNumber);
  await add.getByRole('textbox', { name: 'Chủ tài khoản' }).fill(payeeName);
  await add.getByRole('button', { name: 'Thêm tài khoản' }).click();
  await expect(page.getByTestId('bank-account')).toContainText(accountNumber.slice(-4));
  return accountNumber;
}

/** Asks for a withdrawal on /withdraw to the first bank account, as withdraw.spec.ts does; waits until it is held. */
export async function askForWithdrawal(page: Page, amount: number, paymentPassword: string): Promise<void> {
  await page.goto(`${e2eSites.member}/withdraw`);
  const form = page.getByTestId('withdraw-form');
  await form.getByRole('textbox', { name: 'Số tiền' }).fill(String(amount));
  await form.getByLabel(/^Mật khẩu thanh toán/).fill(paymentPassword);
  await form.getByRole('button', { name: 'Rút tiền' }).click();
  await expect(
    page.getByText(new RegExp(`Lệnh rút ${vnd(amount).source} của bạn đang được xử lý`)),
  ).toBeVisible();
}

/** The operator credits a member by a manual adjustment (audited, with a reason). */
export async function creditByAdjustment(username: string, amount: number): Promise<void> {
  await operatorCall('POST', '/admin/wallet/adjustments', {
    username,
    amount: String(amount),
    reason: 'E2E: opening balance for a withdrawal test',
    idempotencyKey: `e2e-${randomUUID()}`,
  });
}

type OperatorPage<T> = { content: T[]; total: number };
export type OperatorDeposit = { id: string; reference: string; amount: string; status: string };
export type OperatorWithdrawal = {
  id: string;
  amount: string;
  status: string;
  proofUrl: string | null;
  confirmation: {
    kind: string;
    amountReceived: string | null;
    remainder: string | null;
    hasProof: boolean;
  } | null;
};

export async function operatorDeposits(
  username: string,
  status?: string,
): Promise<OperatorPage<OperatorDeposit>> {
  const query = new URLSearchParams({ username, ...(status ? { status } : {}) });
  return (await operatorCall('GET', `/admin/cashier/deposits?${query}`)) as OperatorPage<OperatorDeposit>;
}

export async function operatorWithdrawals(username: string): Promise<OperatorPage<OperatorWithdrawal>> {
  return (await operatorCall(
    'GET',
    `/admin/cashier/withdrawals?username=${encodeURIComponent(username)}`,
  )) as OperatorPage<OperatorWithdrawal>;
}

/** An operator download that answers bytes rather than the JSON envelope (the proof image). */
export async function operatorDownload(path: string): Promise<{ type: string | null; bytes: Buffer }> {
  const response = await fetch(`${e2eSites.operator}${path}`, { headers: operatorHeaders() });
  expect(response.status, path).toBe(200);
  return { type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/**
 * Each page fits a 360 px phone: nothing scrolls sideways once its content (`ready`, what shows
 * when it has loaded) is up.
 */
export async function expectFitsPhone(
  page: Page,
  pages: Array<{ path: string; ready: (page: Page) => Locator }>,
): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  for (const { path, ready } of pages) {
    await page.goto(`${e2eSites.member}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(ready(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} at 360 px`).toBeLessThanOrEqual(0);
  }
  if (before) await page.setViewportSize(before);
}
