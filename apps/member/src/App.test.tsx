import { serveStatus, statusFixture } from '@lotus/app-shell/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('member site shell', () => {
  it('shows the home page in Vietnamese and opens the login modal from the header', async () => {
    serveStatus(() => statusFixture());
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Chào mừng đến với Lotus' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('open-login'));
    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    expect(within(dialog).getByText('Tên đăng nhập không được để trống')).toBeInTheDocument();
    expect(within(dialog).getByText('Mật khẩu không được để trống')).toBeInTheDocument();
  });

  it('checks the username against the brand’s rule before sending anything', async () => {
    const fetchMock = serveStatus(() => statusFixture());
    render(<App />);
    await userEvent.click(await screen.findByTestId('open-login'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tên đăng nhập' }), '9lives');
    await userEvent.type(within(dialog).getByLabelText(/^Mật khẩu/, { selector: 'input' }), 'abc123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đăng nhập' }));
    expect(within(dialog).getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const calls = fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(calls.some((url) => url.includes('/wps/session/login'))).toBe(false);
  });
});
