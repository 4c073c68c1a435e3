import type { MemberInfo } from '@lotus/contract/auth';
import { SiteRoutes } from '@lotus/app-shell';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoginModal } from '../lib/login-modal-store.ts';
import { useSignedOut } from '../lib/signed-out-store.ts';
import { memberRoutes } from '../routes.tsx';
import { lobbyGame } from '../test/catalog-games.ts';
import type { FakeAnswer, FakeCall } from '../test/fake-api.ts';
import { serveFakeApiKeepingCalls } from '../test/fake-api.ts';
import { FakeEventSource } from '../test/fake-event-source.ts';
import { renderPage, signInForEachTest } from '../test/render-page.tsx';

const info: MemberInfo = {
  id: '7',
  account: 'lan99',
  nickname: 'Lan',
  type: 0,
  toUpline: null,
  clubLabel: null,
  firstTimeLogin: false,
  isDemo: false,
  hasPassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The server a signed-in page talks to; `refuse` refuses every call for the session (it is gone). */
function serveMember(options: { balance?: string; refuse?: boolean; recent?: unknown[] } = {}) {
  const answer = (call: FakeCall): FakeAnswer | undefined => {
    if (options.refuse === true && call.path !== '/wps/relay/events/ticket') {
      return { error: 'error_not_logged_in', status: 401 };
    }
    switch (call.path) {
      case '/wps/member/info':
        return { value: info };
      case '/wps/v2/wallets/balance':
        return { value: { balance: options.balance ?? '1500000', currency: 'VND', points: '0' } };
      case '/wps/relay/games/recent':
        return { value: options.recent ?? [lobbyGame(1, { name: 'Rồng Hổ' })] };
      case '/wps/relay/events/ticket':
        return { value: { ticket: 'T'.repeat(43), expiresAt: new Date().toISOString() } };
      case '/wps/relay/inbox/unread-count':
        return { value: { count: 0 } };
      default:
        return undefined;
    }
  };
  return serveFakeApiKeepingCalls(answer);
}

function renderSite(path = '/') {
  return renderPage(<SiteRoutes routes={memberRoutes} />, path);
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
});
afterEach(() => {
  act(() => {
    useLoginModal.getState().close();
    useSignedOut.getState().dismiss();
  });
});

describe('the member header and home, signed out', () => {
  it('offers log in, register and the menu in the header, and the bottom bar with home marked', async () => {
    serveMember();
    renderSite();
    const header = await screen.findByRole('banner');
    expect(within(header).getByTestId('open-login')).toHaveTextContent('Đăng nhập');
    expect(within(header).getByTestId('open-register')).toHaveTextContent('Đăng ký');
    expect(within(header).getByRole('button', { name: 'Mở danh mục' })).toBeInTheDocument();
    expect(within(header).queryByTestId('header-balance')).toBeNull();
    const bar = screen.getByRole('navigation', { name: 'Mục chính' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Trang chủ',
      'Trò chơi',
      'Xổ số',
      'Nạp tiền',
      'Tài khoản',
    ]);
    expect(within(bar).getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { level: 1, name: /Chào mừng đến với/ })).toBeInTheDocument();
  });

  it('opens the menu by keyboard, with the sections and the preferences', async () => {
    const user = userEvent.setup();
    serveMember();
    renderSite();
    const menu = await screen.findByRole('button', { name: 'Mở danh mục' });
    menu.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Danh mục' });
    expect(within(dialog).getByRole('link', { name: 'Người thắng' })).toHaveAttribute('href', '/winners');
    expect(within(dialog).getByTestId('theme-toggle')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('menu-logout')).toBeNull();
  });
});

describe('the member header and home, signed in', () => {
  signInForEachTest();

  it('shows the live balance and the deposit button on every page, and follows the stream’s balance', async () => {
    serveMember();
    renderSite('/help');
    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('1.500.000 ₫'));
    expect(balance).toHaveAttribute('href', '/wallet');
    expect(screen.getByTestId('header-deposit')).toHaveAttribute('href', '/deposit');
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    act(() => FakeEventSource.current().emit('balance', { balance: '2750000' }));
    await waitFor(() => expect(balance).toHaveTextContent('2.750.000 ₫'));
  });

  it('greets the player by name on the home, with the balance, what next and recent games, never a login prompt', async () => {
    serveMember();
    renderSite();
    expect(await screen.findByRole('heading', { level: 1, name: 'Xin chào, Lan' })).toBeInTheDocument();
    const welcome = screen.getByTestId('signed-in-welcome');
    await waitFor(() =>
      expect(within(welcome).getByTestId('welcome-balance')).toHaveTextContent('1.500.000 ₫'),
    );
    expect(within(welcome).getByTestId('welcome-next')).toHaveTextContent('Chơi tiếp trò bạn đang chơi');
    expect(await screen.findByText('Rồng Hổ')).toBeInTheDocument();
    expect(screen.queryByText(/Đăng nhập để chơi/)).toBeNull();
    expect(screen.queryByTestId('open-login')).toBeNull();
    expect(screen.queryByTestId('registration-teaser')).toBeNull();
  });

  it('asks a player with nothing to play with to deposit first', async () => {
    serveMember({ balance: '0', recent: [] });
    renderSite();
    const next = await screen.findByTestId('welcome-next');
    await waitFor(() => expect(next).toHaveTextContent('Số dư đang trống: nạp tiền để bắt đầu chơi.'));
    expect(
      within(screen.getByTestId('signed-in-welcome')).getByRole('link', { name: 'Nạp tiền' }),
    ).toHaveAttribute('href', '/deposit');
    expect(await screen.findByText('Các trò bạn chơi sẽ hiện ở đây.')).toBeInTheDocument();
  });
});

describe('a session ended elsewhere', () => {
  signInForEachTest();

  it('is said with its reason when the stream tells of it and the page’s own token is refused', async () => {
    serveMember();
    renderSite('/help');
    await screen.findByTestId('header-balance');
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    serveMember({ refuse: true });
    act(() => FakeEventSource.current().emit('session', { reason: 'revoked' }));
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' });
    const notice = within(dialog).getByTestId('signed-out-notice');
    expect(notice).toHaveTextContent('Bạn đã bị đăng xuất');
    expect(notice).toHaveTextContent('Phiên này đã được kết thúc từ trang bảo mật của tài khoản.');
    expect(await screen.findByTestId('open-login')).toBeInTheDocument();
    expect(screen.queryByTestId('header-balance')).toBeNull();
  });

  it('leaves a page whose own session goes on signed in (another session was ended)', async () => {
    serveMember();
    renderSite('/help');
    await screen.findByTestId('header-balance');
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    act(() => FakeEventSource.current().emit('session', { reason: 'revoked' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('header-balance')).toBeInTheDocument();
  });

  it('is said, without a reason, when any call is refused for the session (an expiry)', async () => {
    serveMember({ refuse: true });
    renderSite('/help');
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' });
    const notice = within(dialog).getByTestId('signed-out-notice');
    expect(notice).toHaveTextContent('Bạn đã bị đăng xuất');
    expect(notice).toHaveTextContent('Vui lòng đăng nhập lại để tiếp tục.');
    expect(screen.queryByText('Đang tải…')).toBeNull();
  });
});
