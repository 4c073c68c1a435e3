import { expect, test } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { e2eOperatorSecret, e2eSites } from '../../product.ts';
import { newUsername, registerByUsername } from '../accounts.ts';
import { addBankAccount, askForWithdrawal, creditByAdjustment, setPaymentPassword, vnd } from '../wallet.ts';
import { enterPassword, expectNoSidewaysScroll, screenshots, signInFirstTime } from './console.ts';

// One journey across the member site and the console, steps in order.
test.describe.configure({ mode: 'serial' });

test('the owner creates a finance operator, who signs in with TOTP and approves a withdrawal; the audit shows both', async ({
  page,
  browser,
}) => {
  test.slow();
  // A member asks for a withdrawal on the member site.
  const member = newUsername();
  await registerByUsername(page, member, 'Matkhau123');
  await creditByAdjustment(member, 1_000_000);
  await setPaymentPassword(page, 'Matkhau123', '135790');
  const accountNumber = await addBankAccount(page, 'TRAN THI BICH');
  await askForWithdrawal(page, 300_000, '135790');

  // The owner, made by `pnpm operator:create` before the product started, signs in for the first time.
  const ownerBrowser = await browser.newContext();
  const owner = await ownerBrowser.newPage();
  await owner.goto(e2eSites.operator);
  await expect(owner).toHaveURL(`${e2eSites.operator}/sign-in`);
  await expect(owner.getByRole('heading', { name: 'Đăng nhập nhà vận hành' })).toBeVisible();
  await expectNoSidewaysScroll(owner, 360);
  await screenshots(owner, 'sign-in');
  await signInFirstTime(owner, e2eOperatorSecret('ownerUsername'), e2eOperatorSecret('ownerPassword'));
  const ownerNav = owner.getByRole('navigation', { name: 'Các mục quản trị' });
  await expect(ownerNav.getByRole('link')).toHaveText([
    'Rút tiền',
    'Phê duyệt',
    'Duyệt đổi điểm',
    'Đơn khuyến mãi',
    'Đơn đăng ký đại lý',
    'Công cụ đại lý',
    'Cửa hàng điểm',
    'Khuyến mãi',
    'Chương trình quà tặng',
    'Cấp VIP',
    'Hoàn trả',
    'Nhà vận hành',
    'Nhật ký',
    'Tài khoản của tôi',
  ]);

  // The owner adds a finance operator and reads their one-time password.
  await ownerNav.getByRole('link', { name: 'Nhà vận hành' }).click();
  const financeUsername = `fin${randomInt(100_000, 999_999)}`;
  const create = owner.getByTestId('create-operator-form');
  await create.getByRole('textbox', { name: /^Tên đăng nhập/ }).fill(financeUsername);
  await create.getByRole('textbox', { name: /^Họ tên/ }).fill('Hoà Tài chính');
  await create.getByRole('combobox', { name: /^Vai trò/ }).selectOption({ label: 'Tài chính' });
  await create.getByRole('button', { name: 'Tạo nhà vận hành' }).click();
  const created = owner.getByRole('dialog', { name: 'Hoà Tài chính có thể đăng nhập ngay' });
  const initialPassword = (await created.getByTestId('initial-password').textContent())?.trim() ?? '';
  expect(initialPassword).toMatch(/^\S{12,}$/);
  await created.getByRole('button', { name: 'Xong' }).click();
  const financeRow = owner.locator(`[data-testid="operator-row"][data-username="${financeUsername}"]`);
  await expect(financeRow).toContainText('Chưa thiết lập xác thực');
  await expect(financeRow).toContainText('Chưa từng đăng nhập');
  await expect(financeRow.getByRole('combobox', { name: 'Vai trò của Hoà Tài chính' })).toHaveValue(
    'finance',
  );
  await expectNoSidewaysScroll(owner, 360);
  await screenshots(owner, 'operators');

  // The finance operator, in a browser of their own, signs in for the first time and enrols TOTP.
  const financeBrowser = await browser.newContext();
  const finance = await financeBrowser.newPage();
  await signInFirstTime(finance, financeUsername, initialPassword);
  await expect(finance).toHaveURL(`${e2eSites.operator}/withdrawals`);
  await expect(finance.getByTestId('signed-in-operator')).toContainText('Tài chính');
  // Finance sees its sections only, and the owner's are closed to it.
  await expect(finance.getByRole('navigation', { name: 'Các mục quản trị' }).getByRole('link')).toHaveText([
    'Rút tiền',
    'Phê duyệt',
    'Duyệt đổi điểm',
    'Đơn khuyến mãi',
    'Đơn đăng ký đại lý',
    'Chương trình quà tặng',
    'Tài khoản của tôi',
  ]);
  await finance.goto(`${e2eSites.operator}/audit`);
  await expect(finance).toHaveURL(`${e2eSites.operator}/withdrawals`);

  // The member's withdrawal waits in the queue: amount, member, bank account; finance approves it.
  const pending = finance.locator(`[data-testid="pending-withdrawal"][data-member="${member}"]`);
  await expect(pending).toContainText(vnd(300_000));
  await expect(pending).toContainText(`Vietcombank · ${accountNumber} · TRAN THI BICH`);
  await expectNoSidewaysScroll(finance, 360);
  await screenshots(finance, 'withdrawals');
  await pending.getByRole('button', { name: 'Duyệt' }).click();
  const confirm = finance.getByRole('dialog', { name: 'Chi trả lệnh rút này?' });
  await expect(confirm).toContainText(
    `TRAN THI BICH, Vietcombank ${accountNumber}, của thành viên ${member}`,
  );
  await confirm.getByRole('button', { name: 'Duyệt và chi trả' }).click();
  await expect(
    finance.getByText(new RegExp(`Đã duyệt lệnh rút ${vnd(300_000).source} của ${member}`)),
  ).toBeVisible();
  await expect(pending).toHaveCount(0);

  // The owner reads the audit: the operator they created, and the withdrawal finance approved.
  await ownerNav.getByRole('link', { name: 'Nhật ký' }).click();
  const filters = owner.getByRole('form', { name: 'Lọc nhật ký' });
  await filters.getByRole('textbox', { name: /^Thao tác/ }).fill('operator.create');
  await filters.getByRole('button', { name: 'Lọc', exact: true }).click();
  const creation = owner
    .getByTestId('audit-entry')
    .filter({ hasText: `Đối tượng: operator ${financeUsername}` });
  await expect(creation).toHaveCount(1);
  await expect(creation).toContainText('operator.create');
  await expect(creation.getByTestId('audit-who')).toHaveText(e2eOperatorSecret('ownerUsername'));
  await expect(creation).toContainText('từ 127.0.0.1');
  const role = creation.getByTestId('audit-diff').getByRole('row', { name: /^role/ });
  await expect(role.getByRole('cell')).toHaveText(['—', 'finance']);
  await expectNoSidewaysScroll(owner, 360);
  await screenshots(owner, 'audit');

  await filters.getByRole('combobox', { name: 'Nhà vận hành' }).selectOption(financeUsername);
  await filters.getByRole('textbox', { name: /^Thao tác/ }).fill('cashier.withdrawal');
  await filters.getByRole('button', { name: 'Lọc', exact: true }).click();
  const approval = owner.getByTestId('audit-entry').filter({ hasText: 'cashier.withdrawal.approved' });
  await expect(approval).toHaveCount(1);
  await expect(approval.getByTestId('audit-who')).toHaveText(financeUsername);
  await expect(approval).toContainText('Đối tượng: withdrawal');
  // Before and after: it was pending and is paid; the member and the amount stayed as they were.
  const status = approval.getByTestId('audit-diff').getByRole('row', { name: /^status/ });
  await expect(status.getByRole('cell')).toHaveText(['pending', 'paid']);
  const unchanged = approval.getByTestId('audit-unchanged');
  await unchanged.getByText(/^Trường không đổi/).click();
  await expect(unchanged).toContainText(`username${member}`);
  await expect(unchanged).toContainText('amount300000');
  await expectNoSidewaysScroll(owner, 360);
  await screenshots(owner, 'audit-withdrawal');

  // A later sign-in asks for the authenticator's code, with a recovery code as the way out.
  await finance.getByTestId('sign-out').click();
  await expect(finance).toHaveURL(`${e2eSites.operator}/sign-in`);
  await enterPassword(finance, financeUsername, initialPassword);
  await expect(finance.getByRole('heading', { name: 'Mã xác thực' })).toBeVisible();
  await expect(finance.getByRole('button', { name: 'Dùng mã khôi phục' })).toBeVisible();

  await ownerBrowser.close();
  await financeBrowser.close();
});
