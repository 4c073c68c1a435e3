import type { MemberInfo } from '@lotus/contract/auth';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DepositPage } from '../features/deposit/DepositPage.tsx';
import { StakeBalance } from '../features/originals/StakeBalance.tsx';
import { WalletPage } from '../features/wallet/WalletPage.tsx';
import { WithdrawPage } from '../features/withdraw/WithdrawPage.tsx';
import { HeaderWallet } from '../shell/HeaderWallet.tsx';
import type { FakeAnswer, FakeCall } from '../test/fake-api.ts';
import { serveFakeApiKeepingCalls } from '../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../test/render-page.tsx';

// Play money (decision 0018): a free-play guest's balance is labelled as play money wherever it
// shows, its top-up takes the deposit button's place, and real-money pages say free play cannot use them.

signInForEachTest();

const info = (isDemo: boolean): MemberInfo => ({
  id: '7',
  account: isDemo ? 'guestabcdefgh' : 'lan99',
  nickname: null,
  type: 0,
  toUpline: null,
  clubLabel: null,
  firstTimeLogin: false,
  isDemo,
  hasPassword: !isDemo,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** The server of a guest (play money) or of a real member. */
function serve(options: { guest: boolean; topUp?: FakeAnswer }) {
  let balance = options.guest ? '40000' : '1500000';
  return serveFakeApiKeepingCalls((call: FakeCall): FakeAnswer | undefined => {
    switch (call.path) {
      case '/wps/member/info':
        return { value: info(options.guest) };
      case '/wps/v2/wallets/balance':
        return {
          value: options.guest
            ? { balance, currency: 'XPM', points: '0', playMoney: true }
            : { balance, currency: 'VND', points: '0' },
        };
      case '/wps/member/wallet/play-money/top-up': {
        if (options.topUp) return options.topUp;
        balance = '1000000';
        return { value: { balance, currency: 'XPM', replayed: false } };
      }
      default:
        return undefined;
    }
  });
}

describe('play money on the member site', () => {
  it('labels a guest’s header balance as play money and tops it up where the deposit button was', async () => {
    const calls = serve({ guest: true });
    await act(async () => renderPage(<HeaderWallet />));
    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveAttribute('data-minor', '40000'));
    expect(within(balance).getByTestId('play-money-badge')).toHaveTextContent('Tiền chơi thử');
    expect(balance).toHaveTextContent('40.000');
    expect(balance).not.toHaveTextContent('₫');
    expect(screen.queryByTestId('header-deposit')).toBeNull();
    // Short on screen, in the deposit button's room; its name says it all.
    expect(screen.getByTestId('header-play-top-up')).toHaveTextContent('Nạp thêm');

    await userEvent.click(screen.getByRole('button', { name: 'Nạp tiền chơi thử' }));
    await waitFor(() => expect(balance).toHaveAttribute('data-minor', '1000000'));
    expect(balance).toHaveTextContent('1.000.000');
    const topUps = calls.filter((call) => call.path === '/wps/member/wallet/play-money/top-up');
    expect(topUps).toHaveLength(1);
    expect(topUps[0]?.body).toEqual({ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await screen.findByText('Đã nạp thêm tiền chơi thử')).toBeInTheDocument();
  });

  it('says why a top-up was refused, in the server’s words', async () => {
    serve({
      guest: true,
      topUp: {
        error: 'error_play_money_not_low',
        status: 409,
        message: 'Bạn vẫn còn tiền chơi thử: chỉ có thể nạp thêm khi số dư chơi thử sắp hết',
      },
    });
    await act(async () => renderPage(<HeaderWallet />));
    await userEvent.click(await screen.findByRole('button', { name: 'Nạp tiền chơi thử' }));
    expect(await screen.findByText(/Bạn vẫn còn tiền chơi thử/)).toBeInTheDocument();
    expect(screen.getByTestId('header-balance')).toHaveAttribute('data-minor', '40000');
  });

  it('shows a real member’s balance as money, unlabelled, with the deposit button', async () => {
    serve({ guest: false });
    await act(async () => renderPage(<HeaderWallet />));
    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('1.500.000 ₫'));
    expect(screen.queryByTestId('play-money-badge')).toBeNull();
    expect(screen.getByTestId('header-deposit')).toHaveTextContent('Nạp tiền');
  });

  it('labels the balance beside a game’s bet form', async () => {
    serve({ guest: true });
    await act(async () => renderPage(<StakeBalance />));
    const figure = await screen.findByTestId('originals-balance');
    expect(figure).toHaveTextContent('40.000');
    expect(screen.getByTestId('play-money-badge')).toHaveTextContent('Tiền chơi thử');
  });

  it('shows a guest’s wallet as play money, without the real-money pages', async () => {
    serve({ guest: true });
    await act(async () => renderPage(<WalletPage />, '/wallet'));
    expect(await screen.findByTestId('wallet-play-balance')).toHaveTextContent('40.000');
    expect(screen.getByText(/không phải tiền thật/)).toBeInTheDocument();
    expect(screen.getByTestId('wallet-play-top-up')).toHaveTextContent('Nạp tiền chơi thử');
    expect(screen.queryByRole('link', { name: /Rút tiền/ })).toBeNull();
    expect(screen.queryByTestId('wallet-main-balance')).toBeNull();
  });

  it('tells a guest that deposits and withdrawals need a real account, and offers to register or top up play money', async () => {
    serve({ guest: true });
    await act(async () => renderPage(<DepositPage />, '/deposit'));
    const notice = await screen.findByTestId('not-in-free-play');
    expect(notice).toHaveTextContent('Không dùng được ở chế độ chơi thử');
    expect(within(notice).getByRole('link', { name: 'Đăng ký tài khoản' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(notice).getByRole('button', { name: 'Nạp tiền chơi thử' })).toBeEnabled();
  });

  it('tells a guest the withdrawal page is not for free play', async () => {
    serve({ guest: true });
    await act(async () => renderPage(<WithdrawPage />, '/withdraw'));
    expect(await screen.findByTestId('not-in-free-play')).toHaveTextContent('rút tiền');
  });
});
