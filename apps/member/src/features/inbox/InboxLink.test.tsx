import { AppProviders, SystemStatusGate, useSessionStore } from '@lotus/app-shell';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@lotus/app-shell/routing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import { InboxLink } from './InboxLink.tsx';

function renderLink() {
  return render(
    <AppProviders retryDelayMs={0}>
      <SystemStatusGate>
        <MemoryRouter>
          <InboxLink />
        </MemoryRouter>
      </SystemStatusGate>
    </AppProviders>,
  );
}

function serveUnread(count: number) {
  return serveFakeApi((request) =>
    request.url.pathname === '/wps/relay/inbox/unread-count' ? { value: { count } } : undefined,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
  window.localStorage.clear();
});

describe('InboxLink', { timeout: 20_000 }, () => {
  it('shows the unread count as a badge and says it to screen readers', async () => {
    useSessionStore.getState().signIn('test-token', '0');
    serveUnread(3);
    renderLink();
    expect(await screen.findByTestId('inbox-unread-badge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Mở hộp thư (3 thư chưa đọc)' })).toHaveAttribute(
      'href',
      '/inbox',
    );
  });

  it('shows no badge when everything is read', async () => {
    useSessionStore.getState().signIn('test-token', '0');
    const fetchMock = serveUnread(0);
    renderLink();
    expect(await screen.findByRole('link', { name: 'Mở hộp thư' })).toBeInTheDocument();
    // Once the count has been asked and answered, still no badge.
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String(input instanceof Request ? input.url : input).includes('unread-count'),
        ),
      ).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('inbox-unread-badge')).not.toBeInTheDocument();
  });
});
