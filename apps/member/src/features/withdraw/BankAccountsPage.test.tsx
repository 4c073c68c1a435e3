import type { BankAccount } from '@lotus/contract/bank-accounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { BankAccountsPage } from './BankAccountsPage.tsx';

const banks = [
  { code: 'VCB', bin: '970436', shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại thương Việt Nam' },
  { code: 'TCB', bin: '970407', shortName: 'Techcombank', name: 'Ngân hàng TMCP Kỹ thương Việt Nam' },
];

function account(id: string, overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id,
    bankCode: 'VCB',
    bankName: 'Vietcombank',
    bin: '970436',
    accountNumber: `******${id.padStart(4, '0')}`,
    payeeName: 'Nguyen Van An',
    createdAt: '2026-03-01T08:00:00.000Z',
    inUse: false,
    ...overrides,
  };
}

/** The member's accounts as the server keeps them, changed by the page's calls. */
function fakeAccounts(start: BankAccount[], realName: string | null, refuse?: FakeAnswer) {
  const live = [...start];
  let name = realName;
  const added: Array<Record<string, unknown>> = [];
  const handle = (request: FakeRequest): FakeAnswer | undefined => {
    const path = request.url.pathname;
    if (path === '/wps/member/bank-accounts/banks') return { value: banks };
    if (path === '/wps/member/bank-accounts' && request.method === 'GET') {
      return { value: { content: live, max: 5, payeeName: name } };
    }
    if (path === '/wps/member/bank-accounts' && request.method === 'POST') {
      const body = request.body as Record<string, string>;
      added.push(body);
      if (refuse) return refuse;
      name ??= body.payeeName ?? null;
      const created = account(String(100 + live.length), { payeeName: name ?? '' });
      live.push(created);
      return { value: created };
    }
    const removed = /^\/wps\/member\/bank-accounts\/(\d+)$/.exec(path);
    if (removed && request.method === 'DELETE') {
      live.splice(
        live.findIndex((entry) => entry.id === removed[1]),
        1,
      );
      return { value: { removed: true } };
    }
    return undefined;
  };
  return { handle, added };
}

signInForEachTest();

describe('the bank accounts page', { timeout: 20_000 }, () => {
  it('lists the accounts masked, and adds one in the real name on file', async () => {
    const fake = fakeAccounts([account('6789')], 'Nguyen Van An');
    serveFakeApi(fake.handle);
    renderPage(<BankAccountsPage />);
    const entries = await screen.findAllByTestId('bank-account');
    expect(entries[0]).toHaveTextContent('Vietcombank ******6789');
    expect(screen.getByRole('heading', { name: '1/5 tài khoản' })).toBeInTheDocument();

    const form = await screen.findByTestId('add-bank-account-form');
    const holder = within(form).getByRole('textbox', { name: /Chủ tài khoản/ });
    expect(holder).toHaveValue('Nguyen Van An');
    expect(holder).toHaveAttribute('readonly');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm tài khoản' }));
    expect(await within(form).findByText('Vui lòng chọn ngân hàng')).toBeInTheDocument();
    expect(within(form).getByText('Nhập từ 6 đến 19 chữ số')).toBeInTheDocument();

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Ngân hàng/ }), 'TCB');
    await userEvent.type(within(form).getByRole('textbox', { name: /Số tài khoản/ }), '1903 4567 8901');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm tài khoản' }));
    await vi.waitFor(() => expect(fake.added).toEqual([{ bankCode: 'TCB', accountNumber: '190345678901' }]));
    await vi.waitFor(() => expect(screen.getAllByTestId('bank-account')).toHaveLength(2));
  });

  it('without a real name, asks for one by the real-name rule and sends it', async () => {
    const fake = fakeAccounts([], null);
    serveFakeApi(fake.handle);
    renderPage(<BankAccountsPage />);
    expect(
      await screen.findByRole('heading', { name: 'Bạn chưa thêm tài khoản ngân hàng nào.' }),
    ).toBeInTheDocument();
    const form = await screen.findByTestId('add-bank-account-form');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Ngân hàng/ }), 'VCB');
    await userEvent.type(within(form).getByRole('textbox', { name: /Số tài khoản/ }), '0123456789');
    const holder = within(form).getByRole('textbox', { name: /Chủ tài khoản/ });
    await userEvent.type(holder, 'Trần Văn Bình');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm tài khoản' }));
    expect(
      await within(form).findByText('Chỉ gồm chữ cái và khoảng trắng, không dấu, từ 2 đến 50 ký tự'),
    ).toBeInTheDocument();
    await userEvent.clear(holder);
    await userEvent.type(holder, 'Tran Van Binh');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm tài khoản' }));
    await vi.waitFor(() =>
      expect(fake.added).toEqual([
        { bankCode: 'VCB', accountNumber: '0123456789', payeeName: 'Tran Van Binh' },
      ]),
    );
  });

  it('puts a refused number beside its field', async () => {
    serveFakeApi(
      fakeAccounts([], 'Nguyen Van An', { error: 'error_bank_account_duplicate', status: 409 }).handle,
    );
    renderPage(<BankAccountsPage />);
    const form = await screen.findByTestId('add-bank-account-form');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Ngân hàng/ }), 'VCB');
    const number = within(form).getByRole('textbox', { name: /Số tài khoản/ });
    await userEvent.type(number, '0123456789');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm tài khoản' }));
    await vi.waitFor(() => expect(number).toHaveAccessibleDescription(/error_bank_account_duplicate/));
  });

  it('removes an account after asking, and not one a withdrawal is pending to', async () => {
    serveFakeApi(fakeAccounts([account('1111'), account('2222', { inUse: true })], 'Nguyen Van An').handle);
    renderPage(<BankAccountsPage />);
    await screen.findAllByTestId('bank-account');
    expect(screen.getByRole('button', { name: 'Xóa Vietcombank ******2222' })).toBeDisabled();
    expect(screen.getByText('Đang có lệnh rút chờ xử lý')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xóa Vietcombank ******1111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xóa tài khoản ngân hàng này?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('bank-account')).toHaveLength(1));
    expect(await screen.findByText('Đã xóa tài khoản ngân hàng.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and retries', async () => {
    serveFakeApi(() => ({ error: 'error_system', status: 500 }));
    renderPage(<BankAccountsPage />);
    expect(
      await screen.findByRole('heading', { name: 'Không tải được các tài khoản ngân hàng của bạn.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
