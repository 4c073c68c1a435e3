import { useSessionStore } from '@lotus/app-shell';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { WalletPage } from './WalletPage.tsx';

const consolidated = {
  balance: '1250000',
  currency: 'VND',
  points: '3400',
  vendorBalance: '200000',
  dailysalreqtype: null,
  divtypereq: null,
  contracthoursalreq: null,
  contractDailySalaryInfo: null,
  contractHourlySalaryInfo: null,
  dailySalaryInfo: null,
  dividendInfo: null,
};

/** A wallet server: balances, the wallet mode and (when not single) two vendor wallets that transfers move. */
function serveWallet(isSingle: boolean, refuseTransfer?: FakeAnswer) {
  const wallets = { main: 1_250_000n, LIVE: 200_000n, SLOTS: 0n, OLD: 30_000n };
  const bodies: unknown[] = [];
  serveFakeApi((request: FakeRequest) => {
    switch (request.url.pathname) {
      case '/wps/member/info/funds/consolidated':
        return { value: { ...consolidated, balance: wallets.main.toString() } };
      case '/wps/relay/wallet/merchant':
        return { value: { isSingle } };
      case '/wps/relay/wallet/vendors':
        return {
          value: {
            isSingle,
            main: wallets.main.toString(),
            currency: 'VND',
            vendors: [
              {
                vendor: 'LIVE',
                name: 'Live Casino',
                balance: wallets.LIVE.toString(),
                currency: 'VND',
                canTransferIn: true,
              },
              {
                vendor: 'SLOTS',
                name: 'Slots',
                balance: wallets.SLOTS.toString(),
                currency: 'VND',
                canTransferIn: true,
              },
              // No game to play there any more: listed for the way back only.
              {
                vendor: 'OLD',
                name: 'Old Provider',
                balance: wallets.OLD.toString(),
                currency: 'VND',
                canTransferIn: false,
              },
            ],
          },
        };
      case '/wps/relay/wallet/transfer': {
        bodies.push(request.body);
        if (refuseTransfer) return refuseTransfer;
        const body = request.body as { from: string; to: string; amount: string };
        const amount = BigInt(body.amount);
        const vendor = (body.from === 'main' ? body.to : body.from) as 'LIVE' | 'SLOTS' | 'OLD';
        const sign = body.from === 'main' ? 1n : -1n;
        wallets.main -= sign * amount;
        wallets[vendor] += sign * amount;
        return {
          value: {
            journalId: '9',
            replayed: false,
            main: wallets.main.toString(),
            vendor,
            vendorBalance: wallets[vendor].toString(),
            currency: 'VND',
          },
        };
      }
      default:
        return undefined;
    }
  });
  return bodies;
}

signInForEachTest();

describe('WalletPage', { timeout: 20_000 }, () => {
  it('shows the main balance in đồng, the points, and a link to every wallet page', async () => {
    serveWallet(true);
    renderPage(<WalletPage />);
    expect(await screen.findByTestId('wallet-main-balance')).toHaveTextContent(/^1\.250\.000\s₫$/);
    expect(screen.getByTestId('wallet-points')).toHaveTextContent('3.400');
    const links = within(screen.getByRole('navigation', { name: 'Các trang ví' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/deposit',
      '/withdraw',
      '/bank-accounts',
      '/account-record',
      '/bonus-details',
      '/betting-record',
      '/profit-loss',
      '/responsible-gaming',
    ]);
    // A single-wallet brand has no game wallets to transfer to.
    expect(screen.queryByRole('heading', { name: 'Ví trò chơi' })).not.toBeInTheDocument();
  });

  it('moves money to a game wallet where the brand keeps one per vendor', async () => {
    const bodies = serveWallet(false);
    renderPage(<WalletPage />);
    expect(await screen.findByRole('heading', { name: 'Ví trò chơi' })).toBeInTheDocument();
    const vendors = await screen.findAllByTestId('vendor-wallet');
    expect(vendors[0]).toHaveTextContent(/Live Casino\s*200\.000\s₫/);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Đến' }), 'SLOTS');
    await userEvent.type(screen.getByRole('textbox', { name: 'Số tiền' }), '50.000');
    await userEvent.click(screen.getByRole('button', { name: 'Chuyển' }));
    expect(await screen.findByText(/Đã chuyển 50\.000\s₫\./)).toBeInTheDocument();
    expect(bodies).toEqual([
      { from: 'main', to: 'SLOTS', amount: '50000', idempotencyKey: expect.any(String) },
    ]);
    await vi.waitFor(() =>
      expect(screen.getByTestId('wallet-main-balance')).toHaveTextContent(/^1\.200\.000\s₫$/),
    );
    await vi.waitFor(() => expect(screen.getAllByTestId('vendor-wallet')[1]).toHaveTextContent(/50\.000\s₫/));
  });

  it('sends money only to a provider with games, and brings it back from any', async () => {
    const bodies = serveWallet(false);
    renderPage(<WalletPage />);
    const to = await screen.findByRole('combobox', { name: 'Đến' });
    const from = screen.getByRole('combobox', { name: 'Từ' });
    expect(within(to).queryByRole('option', { name: /Old Provider/ })).not.toBeInTheDocument();
    expect(within(from).getByRole('option', { name: /Old Provider/ })).toBeInTheDocument();

    await userEvent.selectOptions(from, 'OLD');
    expect(to).toHaveValue('main');
    await userEvent.type(screen.getByRole('textbox', { name: 'Số tiền' }), '30.000');
    await userEvent.click(screen.getByRole('button', { name: 'Chuyển' }));
    expect(await screen.findByText(/Đã chuyển 30\.000\s₫\./)).toBeInTheDocument();
    expect(bodies).toEqual([
      { from: 'OLD', to: 'main', amount: '30000', idempotencyKey: expect.any(String) },
    ]);
  });

  it('checks the amount before sending, and shows the server’s refusal', async () => {
    const bodies = serveWallet(false, { error: 'error_vendor_disabled', status: 403 });
    renderPage(<WalletPage />);
    const amount = await screen.findByRole('textbox', { name: 'Số tiền' });
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Chuyển' }));
    expect(screen.getByText('Nhập số tiền lớn hơn 0')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000000');
    await userEvent.click(screen.getByRole('button', { name: 'Chuyển' }));
    expect(screen.getByText('Số tiền vượt quá số dư của ví')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.click(screen.getByRole('button', { name: 'Chuyển' }));
    expect(await screen.findByText('Nhà cung cấp trò chơi này đang bị tắt')).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    useSessionStore.getState().signOut();
    serveWallet(true);
    renderPage(<WalletPage />);
    expect(await screen.findByRole('button', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-main-balance')).not.toBeInTheDocument();
  });
});
