import type { Deposit, DepositChannel } from '@lotus/contract/deposits';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import type { FakeAnswer, FakeCall } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { DepositPage } from './DepositPage.tsx';
import { leaveFor } from './leave-site.ts';

vi.mock('./leave-site.ts', () => ({ leaveFor: vi.fn() }));

const channels: DepositChannel[] = [
  {
    id: '1',
    kind: 'bank_transfer',
    name: 'Vietcombank',
    minAmount: '50000',
    maxAmount: '100000000',
    currency: 'VND',
    bankName: 'Vietcombank',
  },
  {
    id: '2',
    kind: 'gateway',
    // The server names a channel in the reader's language (Vietnamese here).
    name: 'Thanh toán trực tuyến',
    minAmount: '20000',
    maxAmount: '50000000',
    currency: 'VND',
    bankName: null,
  },
];

function depositFixture(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: '7',
    reference: 'D7K2M9QX4A',
    channelId: '1',
    channelName: 'Vietcombank',
    kind: 'bank_transfer',
    amount: '150000',
    currency: 'VND',
    payerName: 'NGUYEN VAN AN',
    status: 'pending',
    reason: null,
    bankTransfer: {
      bankBin: '970436',
      bankName: 'Vietcombank',
      accountNumber: '1023456789',
      accountName: 'CONG TY LOTUS DEMO',
      vietQr: '00020101021238570010A00000072701270006970436011010234567890208QRIBFTTA53037045406150000',
    },
    paymentUrl: null,
    createdAt: '2026-05-01T03:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** A deposit server behind the real api-client; every call is kept. */
function serveDeposits(options: {
  create?: (body: Record<string, string>) => FakeAnswer;
  channels?: FakeAnswer;
  list?: Deposit[];
  one?: Deposit;
  payeeName?: string | null;
}) {
  const created: Deposit[] = [...(options.list ?? [])];
  return serveFakeApiKeepingCalls((call) => {
    if (call.path === '/wps/relay/deposits/channels') return options.channels ?? { value: channels };
    if (call.path === '/wps/member/profile') return { value: { payeeName: options.payeeName ?? null } };
    if (call.path === '/wps/relay/deposits' && call.method === 'GET') {
      if (options.channels && 'error' in options.channels) return options.channels;
      return { value: { content: created, page: 1, size: 10, total: created.length } };
    }
    if (call.path === '/wps/relay/deposits' && call.method === 'POST') {
      const result = options.create?.(call.body as Record<string, string>) ?? { value: depositFixture() };
      if ('value' in result) created.unshift(result.value as Deposit);
      return result;
    }
    const one = /^\/wps\/relay\/deposits\/(\d+)$/.exec(call.path);
    if (one) {
      const found = created.find((entry) => entry.id === one[1]) ?? options.one;
      return found ? { value: found } : { error: 'error_deposit_not_found', status: 404 };
    }
    return undefined;
  });
}

function renderDeposit(path = '/deposit') {
  return renderPage(<DepositPage />, path);
}

const posts = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/wps/relay/deposits')
    .map((call) => call.body);

signInForEachTest();
afterEach(() => vi.mocked(leaveFor).mockReset());

describe('DepositPage', { timeout: 20_000 }, () => {
  it('takes a bank transfer and shows where to send it, each value copyable, with its VietQR code', async () => {
    const user = userEvent.setup();
    const calls = serveDeposits({});
    renderDeposit();
    const amount = await screen.findByRole('textbox', { name: /Số tiền/ });
    expect(screen.getByText(/^Từ 50\.000\s₫ đến 100\.000\.000\s₫$/)).toBeInTheDocument();
    expect(await screen.findByText('Bạn chưa nạp tiền lần nào.')).toBeInTheDocument();
    await user.type(amount, '150.000');
    await user.type(screen.getByRole('textbox', { name: /Tên người chuyển/ }), 'Nguyen Van An');
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));

    expect(await screen.findByTestId('deposit-account-number')).toHaveTextContent('1023456789');
    expect(posts(calls)).toEqual([
      { channelId: '1', amount: '150000', payerName: 'Nguyen Van An', idempotencyKey: expect.any(String) },
    ]);
    expect(screen.getByTestId('deposit-account-name')).toHaveTextContent('CONG TY LOTUS DEMO');
    expect(screen.getByTestId('deposit-amount')).toHaveTextContent(/^150\.000\s₫$/);
    expect(screen.getByTestId('deposit-reference')).toHaveTextContent('D7K2M9QX4A');
    expect(screen.getByTestId('deposit-status')).toHaveTextContent('Đang chờ');
    expect(
      screen.getByRole('img', {
        name: /Mã VietQR: 150\.000\s₫ tới Vietcombank 1023456789, nội dung D7K2M9QX4A/,
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sao chép Nội dung chuyển khoản' }));
    expect(await navigator.clipboard.readText()).toBe('D7K2M9QX4A');
    await user.click(screen.getByRole('button', { name: 'Sao chép Số tiền' }));
    expect(await navigator.clipboard.readText()).toBe('150000');
    expect(await screen.findAllByText('Đã sao chép')).not.toHaveLength(0);

    // The recent list shows it, and "make another deposit" brings the form back.
    const recent = await screen.findByTestId('recent-deposit');
    expect(recent).toHaveTextContent(/150\.000\s₫/);
    expect(within(recent).getByText('Đang chờ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nạp thêm' }));
    expect(await screen.findByRole('textbox', { name: /Số tiền/ })).toHaveValue('');
  });

  it('checks the amount against the channel’s limits and the payer name against the rule before sending', async () => {
    const user = userEvent.setup();
    const calls = serveDeposits({});
    renderDeposit();
    await user.type(await screen.findByRole('textbox', { name: /Số tiền/ }), '10.000');
    await user.type(screen.getByRole('textbox', { name: /Tên người chuyển/ }), 'Nguyễn Văn An');
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    const amount = screen.getByRole('textbox', { name: /Số tiền/ });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/Số tiền phải từ 50\.000\s₫ đến 100\.000\.000\s₫/);
    expect(screen.getByRole('textbox', { name: /Tên người chuyển/ })).toHaveAccessibleDescription(
      /Chỉ gồm chữ cái và khoảng trắng, không dấu/,
    );
    expect(posts(calls)).toEqual([]);
  });

  it('fills the amount from a quick amount chosen by keyboard, only sums within the channel’s limits', async () => {
    const user = userEvent.setup();
    const calls = serveDeposits({});
    renderDeposit();
    const amount = await screen.findByRole('textbox', { name: /Số tiền/ });
    const chips = screen.getByRole('group', { name: 'Chọn nhanh số tiền nạp' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['100.000\u00a0₫', '200.000\u00a0₫', '500.000\u00a0₫', '1.000.000\u00a0₫', '5.000.000\u00a0₫']);
    within(chips)
      .getByRole('button', { name: /^500\.000/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(amount).toHaveValue('500000');
    expect(within(chips).getByRole('button', { name: /^500\.000/ })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByRole('textbox', { name: /Tên người chuyển/ }), 'Nguyen Van An');
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    await screen.findByTestId('deposit-account-number');
    expect(posts(calls)).toEqual([
      { channelId: '1', amount: '500000', payerName: 'Nguyen Van An', idempotencyKey: expect.any(String) },
    ]);
  });

  it('shows the server’s refusals beside their fields', async () => {
    const user = userEvent.setup();
    let refusal: FakeAnswer = {
      error: 'error_payer_name_mismatch',
      status: 400,
      message: 'Tên người chuyển phải trùng với họ tên thật trong tài khoản của bạn',
    };
    serveDeposits({ create: () => refusal });
    renderDeposit();
    await user.type(await screen.findByRole('textbox', { name: /Số tiền/ }), '200000');
    await user.type(screen.getByRole('textbox', { name: /Tên người chuyển/ }), 'Tran Thi Binh');
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    const payer = screen.getByRole('textbox', { name: /Tên người chuyển/ });
    await vi.waitFor(() =>
      expect(payer).toHaveAccessibleDescription(/Tên người chuyển phải trùng với họ tên thật/),
    );
    expect(payer).toHaveAttribute('aria-invalid', 'true');

    refusal = {
      error: 'error_deposit_amount_out_of_range',
      status: 400,
      message: 'Số tiền phải từ 100000 VND đến 200000 VND',
      params: { min: '100000', max: '150000' },
    };
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Số tiền/ })).toHaveAccessibleDescription(
        /Số tiền phải từ 100\.000\s₫ đến 150\.000\s₫/,
      ),
    );

    // A deposit limit: the window as the limits page names it, what is left in the site's format.
    refusal = {
      error: 'error_deposit_limit_exceeded',
      status: 400,
      message: 'Khoản nạp này vượt hạn mức nạp tiền 1 ngày của bạn: hiện bạn chỉ có thể nạp thêm 50 000 VND',
      params: { period: '24h', remaining: '50000', remainingText: '50 000 VND' },
    };
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Số tiền/ })).toHaveAccessibleDescription(
        /Khoản nạp này vượt hạn mức nạp tiền 24 giờ của bạn: hiện bạn chỉ có thể nạp thêm 50\.000\s₫/,
      ),
    );
  });

  it('sends a gateway deposit to the payment page', async () => {
    const user = userEvent.setup();
    const paymentUrl = 'http://localhost/dev-gateway/pay/abc';
    serveDeposits({
      create: (body) => ({
        value: depositFixture({
          id: '8',
          kind: 'gateway',
          channelId: body.channelId ?? '2',
          channelName: 'Thanh toán trực tuyến',
          bankTransfer: null,
          paymentUrl,
        }),
      }),
    });
    renderDeposit();
    const channel = await screen.findByRole('combobox', { name: 'Phương thức nạp' });
    // A channel named by its kind is named once; a bank by its name and its kind.
    expect(within(channel).getByRole('option', { name: 'Thanh toán trực tuyến' })).toBeInTheDocument();
    expect(
      within(channel).getByRole('option', { name: 'Vietcombank · Chuyển khoản ngân hàng' }),
    ).toBeInTheDocument();
    await user.selectOptions(channel, '2');
    expect(screen.getByText(/^Từ 20\.000\s₫ đến 50\.000\.000\s₫$/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Số tiền/ }), '20000');
    await user.type(screen.getByRole('textbox', { name: /Tên người chuyển/ }), 'Le Van C');
    await user.click(screen.getByRole('button', { name: 'Nạp tiền' }));
    expect(await screen.findByText('Đang chuyển bạn tới trang thanh toán…')).toBeInTheDocument();
    expect(leaveFor).toHaveBeenCalledWith(paymentUrl);
  });

  it('welcomes the payer back from the gateway and shows the outcome', async () => {
    serveDeposits({
      one: depositFixture({
        id: '9',
        kind: 'gateway',
        bankTransfer: null,
        paymentUrl: 'http://localhost/dev-gateway/pay/x',
        status: 'pending',
      }),
    });
    renderDeposit('/deposit?deposit=9&gatewayResult=paid');
    expect(
      await screen.findByText('Cảm ơn bạn. Chúng tôi đang chờ cổng thanh toán xác nhận khoản thanh toán.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('deposit-status')).toHaveTextContent('Đang chờ');
    expect(screen.queryByRole('link', { name: 'Mở trang thanh toán' })).not.toBeInTheDocument();
  });

  it('follows a pending deposit until it is credited, and then the list under it says so too', async () => {
    const watched = depositFixture({ id: '11', status: 'pending' });
    serveDeposits({ list: [watched] });
    renderDeposit('/deposit?deposit=11');
    expect(await screen.findByTestId('deposit-status')).toHaveTextContent('Đang chờ');
    const entry = await screen.findByTestId('recent-deposit');
    expect(entry).toHaveTextContent('Đang chờ');

    // The operator confirms meanwhile: the next poll (every 5 s) finds it credited.
    watched.status = 'credited';
    watched.bankTransfer = null;
    await vi.waitFor(() => expect(screen.getByTestId('deposit-status')).toHaveTextContent('Đã cộng tiền'), {
      timeout: 8000,
    });
    expect(screen.getByText('Tiền đã vào ví của bạn.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('recent-deposit')).toHaveTextContent('Đã cộng tiền'));
  });

  it('shows a rejected deposit with its reason', async () => {
    serveDeposits({
      one: depositFixture({
        id: '10',
        status: 'rejected',
        reason: 'No transfer arrived',
        decidedAt: '2026-05-01T04:00:00Z',
      }),
    });
    renderDeposit('/deposit?deposit=10');
    expect(await screen.findByText('Lý do: No transfer arrived')).toBeInTheDocument();
    expect(screen.getByTestId('deposit-status')).toHaveTextContent('Bị từ chối');
    expect(screen.queryByTestId('deposit-account-number')).not.toBeInTheDocument();
  });

  it('fills in the real name on file, without diacritics', async () => {
    serveDeposits({ payeeName: 'Nguyễn Văn An' });
    renderDeposit();
    const payer = await screen.findByRole('textbox', { name: /Tên người chuyển/ });
    await vi.waitFor(() => expect(payer).toHaveValue('Nguyen Van An'));
    expect(payer).toHaveAttribute('readonly');
  });

  it('tells a free-play account it cannot deposit', async () => {
    serveDeposits({ channels: { error: 'error_operation_not_allowed', status: 403 } });
    renderDeposit();
    expect(
      await screen.findByText(
        'Tài khoản chơi thử không thể nạp tiền. Hãy đăng ký tài khoản để chơi bằng tiền thật.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Số tiền/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Không tải được các giao dịch nạp tiền của bạn.')).not.toBeInTheDocument();
  });

  it('offers a retry when the channels cannot be loaded', async () => {
    serveDeposits({ channels: { error: 'error_system', status: 500 } });
    renderDeposit();
    expect(await screen.findByText('Không tải được các phương thức nạp tiền.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Thử lại' }).length).toBeGreaterThan(0);
  });
});
