import { serveStatus, statusFixture } from '@lotus/app-shell/testing';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('line-detection page shell', () => {
  it('shows the page in its frame once the status is normal', async () => {
    serveStatus(() => statusFixture());
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Kiểm tra đường truyền' })).toBeInTheDocument();
    expect(screen.getByTestId('theme-toggle')).toBeInTheDocument();
  });

  it('shows the maintenance page instead while the site is down', async () => {
    serveStatus(() =>
      statusFixture({ status: 1, maintenance: { enabled: true, message: null, endsAt: null } }),
    );
    render(<App />);
    expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument();
  });
});
