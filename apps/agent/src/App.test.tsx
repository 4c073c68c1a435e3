import { serveStatus, statusFixture } from '@lotus/app-shell/testing';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
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
});
