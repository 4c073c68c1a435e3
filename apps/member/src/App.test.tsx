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
});
