import { decryptPayload } from '@lotus/api-client';
import type { BankAccount } from '@lotus/contract/bank-accounts';
import type { Withdrawal, WithdrawalOverview } from '@lotus/contract/withdrawals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { FakeEventSource } from '../../test/fake-event-source.ts';
import { paidWithdrawal as paid } from '../../test/withdrawals.ts';
import { WithdrawPage } from './WithdrawPage.tsx';

const overview: WithdrawalOverview = {
  balance: '1200000',
  currency: 'VND',
  limits: { minAmount: '100000', maxAmount: '500000000', dailyCount: 5, dailyAmount: '1000000000' },
  today: { count: 1, amount: '200000' },
  available: '1200000',
  turnoverRemaining: '0',
  turnoverMultiplier: 1,
  paymentPasswordSet: true,
  autoReceiptMinutes: 30,
};
const account: BankAccount = {
  id: '3',
  bankCode: 'VCB',
  bankName: 'Vietcombank',
  bin: '970436',
  accountNumber: '******6789',
  payeeName: 'Nguyen Van An',
  createdAt: '2026-03-01T08:00:00.000Z',
  inUse: false,
};

function server(options: {
  overview?: Partial<WithdrawalOverview>;
  accounts?: BankAccount[];
  list?: Withdrawal[];
  request?: (form: Record<string, unknown>) => FakeAnswer;
}) {
  const requests: Array<Record<string, unknown>> = [];
  const handle = (request: FakeRequest): FakeAnswer | undefined => {
    const path = request.url.pathname;
    if (path === '/wps/member/withdrawals/overview') return { value: { ...overview, ...options.overview } };
    if (path === '/wps/member/bank-accounts') {
      return { value: { content: options.accounts ?? [account], max: 5, payeeName: 'Nguyen Van An' } };
    }
    if (path === '/wps/member/withdrawals' && request.method === 'GET') {
      const list = options.list ?? [];
      return { value: { content: list, page: 1, size: 10, total: list.length } };
    }
    if (path === '/wps/member/withdrawals' && request.method === 'POST') {
      const form = decryptPayload((request.body as { data: string }).data, 'lotus-dev-payload-key') as Record<
        string,
        unknown
      >;
      requests.push(form);
      return options.request?.(form) ?? { value: { ...paid, status: 'pending', amount: form.amount } };
    }
    return undefined;
  };
  return { handle, requests };
}

signInForEachTest();

describe('the withdraw page', { timeout: 20_000 }, () => {
  it('shows the balance, the limits and today’s use, and sends the form encrypted', async () => {
    const fake = server({});
    serveFakeApi(fake.handle);
    renderPage(<WithdrawPage />);
    expect(await screen.findByTestId('withdraw-balance')).toHaveTextContent(/1\.200\.000\s₫/);
    expect(screen.getByText(/1\/5 lần rút, 200\.000\s₫\/1\.000\.000\.000\s₫/)).toBeInTheDocument();
    const form = screen.getByTestId('withdraw-form');
    await userEvent.type(within(form).getByRole('textbox', { name: /Số tiền/ }), '99.000');
    await userEvent.type(within(form).getByLabelText(/Mật khẩu thanh toán/), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Rút tiền' }));
    expect(await screen.findByText(/Số tiền tối thiểu là 100\.000\s₫/)).toBeInTheDocument();
    expect(screen.getByText('Nhập mật khẩu thanh toán gồm 6 chữ số')).toBeInTheDocument();
    expect(fake.requests).toEqual([]);

    await userEvent.click(within(form).getByRole('button', { name: /Rút số tiền tối đa có thể/ }));
    expect(within(form).getByRole('textbox', { name: /Số tiền/ })).toHaveValue('1200000');
    await userEvent.type(within(form).getByLabelText(/Mật khẩu thanh toán/), '3579');
    await userEvent.click(within(form).getByRole('button', { name: 'Rút tiền' }));
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(fake.requests[0]).toEqual({
      bankAccountId: '3',
      amount: '1200000',
      paymentPassword: '123579',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('offers quick amounts up to what may be withdrawn now, and all of it', async () => {
    serveFakeApi(server({ overview: { available: '800000' } }).handle);
    renderPage(<WithdrawPage />);
    const form = await screen.findByTestId('withdraw-form');
    const chips = within(form).getByRole('group', { name: 'Chọn nhanh số tiền rút' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['100.000\u00a0₫', '200.000\u00a0₫', '500.000\u00a0₫', 'Tất cả']);
    const amount = within(form).getByRole('textbox', { name: /Số tiền/ });
    await userEvent.click(within(chips).getByRole('button', { name: /^200\.000/ }));
    expect(amount).toHaveValue('200000');
    await userEvent.click(within(chips).getByRole('button', { name: /Rút số tiền tối đa có thể/ }));
    expect(amount).toHaveValue('800000');
  });

  it('says an amount’s problem when the field is left, and drops it as the player corrects it', async () => {
    const fake = server({});
    serveFakeApi(fake.handle);
    renderPage(<WithdrawPage />);
    const form = await screen.findByTestId('withdraw-form');
    const amount = within(form).getByRole('textbox', { name: /Số tiền/ });
    await userEvent.type(amount, '99.000');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/Số tiền tối thiểu là 100\.000\s₫/);
    // The payment password, not yet typed in, says nothing.
    expect(within(form).getByLabelText(/Mật khẩu thanh toán/)).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150.000');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    expect(fake.requests).toEqual([]);
  });

  it('puts a refusal beside the field it is about', async () => {
    serveFakeApi(server({ request: () => ({ error: 'error_payment_password_wrong', status: 400 }) }).handle);
    renderPage(<WithdrawPage />);
    const form = await screen.findByTestId('withdraw-form');
    await userEvent.type(within(form).getByRole('textbox', { name: /Số tiền/ }), '200000');
    await userEvent.type(within(form).getByLabelText(/Mật khẩu thanh toán/), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Rút tiền' }));
    const password = within(form).getByLabelText(/Mật khẩu thanh toán/);
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription(/error_payment_password_wrong/));
  });

  it('shows the remaining bonus turnover', async () => {
    serveFakeApi(server({ overview: { turnoverRemaining: '150000' } }).handle);
    renderPage(<WithdrawPage />);
    expect(await screen.findByTestId('withdraw-turnover')).toHaveTextContent(
      /Bạn cần cược thêm 150\.000\s₫ \(doanh số cược tiền thưởng\)/,
    );
    expect(
      within(screen.getByTestId('withdraw-turnover')).getByRole('link', {
        name: 'Xem số tiền còn phải cược ở trung tâm phần thưởng',
      }),
    ).toHaveAttribute('href', '/rewards');
  });

  it('shows what is left to bet when a withdrawal is refused for bonus turnover, with the way to the reward centre', async () => {
    serveFakeApi(
      server({
        request: () => ({
          error: 'error_turnover_requirement_unmet',
          status: 400,
          message:
            'Bạn chưa hoàn thành doanh số cược của tiền thưởng: cần cược thêm 2.250.000 ₫ trước khi rút tiền',
          params: { remaining: '2250000', remainingText: '2.250.000 ₫' },
        }),
      }).handle,
    );
    renderPage(<WithdrawPage />);
    const form = await screen.findByTestId('withdraw-form');
    await userEvent.type(within(form).getByRole('textbox', { name: /Số tiền/ }), '200000');
    await userEvent.type(within(form).getByLabelText(/Mật khẩu thanh toán/), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Rút tiền' }));
    const left = await within(form).findByTestId('withdraw-turnover-refused');
    expect(left).toHaveTextContent(/Còn phải cược trước khi rút: 2\.250\.000\s₫/);
    expect(
      within(left).getByRole('link', { name: 'Xem số tiền còn phải cược ở trung tâm phần thưởng' }),
    ).toHaveAttribute('href', '/rewards');
    expect(within(form).getByRole('textbox', { name: /Số tiền/ })).toHaveAccessibleDescription(/2\.250\.000/);
    // Another amount is another request: the line goes until it is refused again.
    await userEvent.type(within(form).getByRole('textbox', { name: /Số tiền/ }), '0');
    expect(within(form).queryByTestId('withdraw-turnover-refused')).toBeNull();
  });

  it('sends a member without a payment password, or without an account, where to get one', async () => {
    serveFakeApi(server({ overview: { paymentPasswordSet: false } }).handle);
    const first = renderPage(<WithdrawPage />);
    expect(await screen.findByRole('link', { name: 'Mở trung tâm bảo mật' })).toHaveAttribute(
      'href',
      '/account/security',
    );
    first.unmount();

    serveFakeApi(server({ accounts: [] }).handle);
    renderPage(<WithdrawPage />);
    expect(await screen.findByRole('link', { name: 'Thêm tài khoản ngân hàng' })).toHaveAttribute(
      'href',
      '/bank-accounts',
    );
  });

  it('lists recent withdrawals; a paid one links to its confirmation', async () => {
    serveFakeApi(
      server({
        list: [
          paid,
          { ...paid, id: '6', status: 'rejected', paidAt: null, confirmBy: null, rejectReason: 'Sai tên' },
        ],
      }).handle,
    );
    renderPage(<WithdrawPage />);
    const entries = await screen.findAllByTestId('recent-withdrawal');
    expect(entries).toHaveLength(2);
    const first = entries[0] as HTMLElement;
    expect(within(first).getByText('Đã chi trả, chờ bạn xác nhận')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Xác nhận nhận tiền' })).toHaveAttribute(
      'href',
      '/withdrawals/7/confirm',
    );
    expect(within(entries[1] as HTMLElement).getByText('Lý do: Sai tên')).toBeInTheDocument();
  });

  it('follows the operator’s payment at once: the live stream’s cashier event asks the list again', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.opened = [];
    let list: Withdrawal[] = [{ ...paid, status: 'pending', paidAt: null, confirmBy: null }];
    const fake = server({});
    serveFakeApi((request) => {
      const path = request.url.pathname;
      if (path === '/wps/relay/events/ticket') {
        return { value: { ticket: 'T'.repeat(43), expiresAt: new Date().toISOString() } };
      }
      if (path === '/wps/member/withdrawals' && request.method === 'GET') {
        return { value: { content: list, page: 1, size: 10, total: list.length } };
      }
      return fake.handle(request);
    });
    renderPage(<WithdrawPage />);
    const entry = await screen.findByTestId('recent-withdrawal');
    expect(within(entry).getByText('Đang chờ xử lý')).toBeInTheDocument();

    list = [paid];
    await vi.waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    FakeEventSource.current().emit('cashier', { kind: 'withdrawal', id: paid.id, status: 'paid' });
    expect(await screen.findByText('Đã chi trả, chờ bạn xác nhận')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says what is left in game wallets, and brings it back to the main balance with one key per press', async () => {
    const fake = server({});
    let vendorBalance = 450_000n;
    const collects: unknown[] = [];
    serveFakeApi((request) => {
      if (request.url.pathname === '/wps/member/info/funds/consolidated') {
        return {
          value: {
            balance: '1200000',
            currency: 'VND',
            points: '0',
            vendorBalance: vendorBalance.toString(),
            dailysalreqtype: null,
            divtypereq: null,
            contracthoursalreq: null,
            contractDailySalaryInfo: null,
            contractHourlySalaryInfo: null,
            dailySalaryInfo: null,
            dividendInfo: null,
          },
        };
      }
      if (request.url.pathname === '/wps/relay/wallet/vendors/collect') {
        collects.push(request.body);
        const moved = vendorBalance;
        vendorBalance = 0n;
        return {
          value: {
            journalId: '12',
            replayed: false,
            vendors: [{ vendor: 'LOTUS', amount: moved.toString() }],
            moved: moved.toString(),
            main: '1650000',
            currency: 'VND',
          },
        };
      }
      return fake.handle(request);
    });
    renderPage(<WithdrawPage />);
    const notice = await screen.findByTestId('withdraw-vendor-balance');
    expect(notice).toHaveTextContent(/450\.000\s₫ vẫn còn trong ví trò chơi/);
    await userEvent.click(within(notice).getByRole('button', { name: 'Chuyển về ví chính' }));
    expect(await screen.findByText(/Đã chuyển 450\.000\s₫ về ví chính\./)).toBeInTheDocument();
    expect(collects).toEqual([{ idempotencyKey: expect.any(String) }]);
    await vi.waitFor(() => expect(screen.queryByTestId('withdraw-vendor-balance')).not.toBeInTheDocument());
  });

  it('shows no game-wallet notice while the game wallets hold nothing', async () => {
    serveFakeApi(server({}).handle);
    renderPage(<WithdrawPage />);
    expect(await screen.findByTestId('withdraw-balance')).toBeInTheDocument();
    expect(screen.queryByTestId('withdraw-vendor-balance')).not.toBeInTheDocument();
  });

  it('tells a free-play account it cannot withdraw', async () => {
    serveFakeApi(() => ({ error: 'error_operation_not_allowed', status: 403 }));
    renderPage(<WithdrawPage />);
    expect(
      await screen.findByRole('heading', { name: /Tài khoản chơi thử không thể rút tiền/ }),
    ).toBeInTheDocument();
  });
});
