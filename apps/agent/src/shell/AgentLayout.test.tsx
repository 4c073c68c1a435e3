import { AppProviders, SystemStatusGate, useSessionStore } from '@lotus/app-shell';
import { MemoryRouter, useLocation } from '@lotus/app-shell/routing';
import { statusFixture } from '@lotus/app-shell/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentLayout } from './AgentLayout.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      if (pathname === '/wps/system/status') return json({ success: true, value: statusFixture() });
      if (pathname === '/wps/member/info')
        return json({
          success: true,
          value: {
            id: '7',
            account: 'demo_agent',
            nickname: null,
            type: 1,
            toUpline: null,
            clubLabel: null,
            firstTimeLogin: false,
            isDemo: false,
            hasPassword: true,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        });
      return json({ success: false, value: null, error: { code: 'error_not_found', message: '' } });
    }),
  );
}

function Address() {
  const { pathname } = useLocation();
  return <output data-testid="address">{pathname}</output>;
}

function renderFrame(path: string) {
  return render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <MemoryRouter initialEntries={[path]}>
          <AgentLayout />
          <Address />
          <button type="button">outside</button>
        </MemoryRouter>
      </SystemStatusGate>
    </AppProviders>,
  );
}

beforeEach(() => useSessionStore.getState().signIn('agent-token', '7'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

describe('the agent frame', { timeout: 20_000 }, () => {
  it('names every section in the header, the current one marked', async () => {
    serve();
    renderFrame('/transfers');
    const nav = await screen.findByRole('navigation', { name: 'Các mục trung tâm đại lý' });
    expect(within(nav).getByRole('link', { name: 'Chuyển tiền' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Tổng quan' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Đội nhóm' })).toHaveAttribute('href', '/team');
    expect(within(nav).getByRole('link', { name: 'Bảo mật' })).toHaveAttribute('href', '/security');
    expect(await screen.findByTestId('signed-in-as')).toHaveTextContent('demo_agent');
  });

  it('opens a phone’s menu from the keyboard and closes it with Escape, the focus back on its button', async () => {
    serve();
    renderFrame('/transfers');
    const button = await screen.findByRole('button', { name: 'Danh mục' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('agent-menu-panel')).not.toBeInTheDocument();

    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByTestId('agent-menu-panel');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    const menuNav = within(panel).getByRole('navigation', { name: 'Các mục trung tâm đại lý' });
    const links = within(menuNav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Tổng quan', 'Đội nhóm', 'Chuyển tiền', 'Bảo mật']),
    );
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([
      within(menuNav).getByRole('link', { name: 'Chuyển tiền' }),
    ]);
    expect(within(panel).getByText('Đang đăng nhập: demo_agent')).toBeInTheDocument();

    // Tab moves into the panel, from the button to its first link; Escape closes from there.
    await userEvent.tab();
    expect(within(menuNav).getByRole('link', { name: 'Tổng quan' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('agent-menu-panel')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    // Space opens it too; following a link goes there and closes it.
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    expect(
      within(screen.getByTestId('agent-menu-panel')).getByRole('link', { name: 'Đội nhóm' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/team');
    expect(screen.queryByTestId('agent-menu-panel')).not.toBeInTheDocument();
  });

  it('closes the menu when the focus or a press goes outside it', async () => {
    serve();
    renderFrame('/');
    const button = await screen.findByRole('button', { name: 'Danh mục' });
    await userEvent.click(button);
    expect(screen.getByTestId('agent-menu-panel')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByTestId('agent-menu-panel')).not.toBeInTheDocument();

    await userEvent.click(button);
    await userEvent.click(button);
    expect(screen.queryByTestId('agent-menu-panel')).not.toBeInTheDocument();
  });
});
