import { useSessionStore } from '@lotus/app-shell';
import { serveStatus, statusFixture } from '@lotus/app-shell/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';

/** Answers the status call with the demo brand and the calls in `values` by path; anything else is a 404. */
function serve(values: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      const value = pathname === '/wps/system/status' ? statusFixture() : values[pathname];
      const body =
        value === undefined
          ? { success: false, value: null, error: { code: 'error_not_found', message: '' } }
          : { success: true, value };
      return new Response(JSON.stringify(body), {
        status: value === undefined ? 404 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  window.sessionStorage.clear();
});

describe('agent site shell', () => {
  it('sends a visitor without a session to the login page', async () => {
    window.history.pushState({}, '', '/team');
    serveStatus(() => statusFixture());
    render(<App />);
    expect(await screen.findByTestId('agent-login-page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByRole('textbox', { name: 'Tên đăng nhập' })).toBeInTheDocument();
  });

  it('asks for the second step when the server does, in place of the password form', async () => {
    window.history.pushState({}, '', '/login');
    serve({
      '/wps/session/login': {
        verificationRequired: true,
        challengeId: '0b7d5b4e-6f55-4d59-a0c2-6c1d1f3e8a01',
        reason: 'new_ip',
        factors: ['payee'],
        mobileHint: null,
        emailHint: null,
        expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      },
    });
    render(<App />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tên đăng nhập' }), 'demo_agent');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'Lotus2026');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText(/thiết bị hoặc mạng mà tài khoản này chưa từng dùng/)).toBeInTheDocument();
    expect(screen.queryByTestId('login-form')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('shows a signed-in agent the agent centre in its frame', async () => {
    window.history.pushState({}, '', '/');
    useSessionStore.getState().signIn('agent-token', '1');
    serve({
      '/wps/member/info': {
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
    render(<App />);
    expect(await screen.findByTestId('nav-security')).toBeInTheDocument();
    expect(await screen.findByText('demo_agent')).toHaveAttribute('data-testid', 'signed-in-as');
  });
});
