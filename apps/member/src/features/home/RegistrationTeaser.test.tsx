import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteRoutes } from '@lotus/app-shell/routing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@lotus/app-shell';
import type { FakeHandler } from '../../test/fake-api.ts';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { RegistrationTeaser } from './RegistrationTeaser.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

function renderTeaser(handle: FakeHandler = () => undefined) {
  const fetchMock = serveFakeApi(handle);
  renderPage(
    <SiteRoutes
      routes={[
        {
          path: '/',
          element: (
            <>
              <p>home page</p>
              <RegistrationTeaser />
            </>
          ),
        },
        { path: '/register', element: <h1>register page</h1> },
      ]}
    />,
  );
  return fetchMock;
}

const bonus = (amount: string | null) => (request: { url: URL }) =>
  request.url.pathname === '/wps/promotions/registration-bonus'
    ? { value: { amount, currency: 'VND', promotionId: amount ? '1' : null } }
    : undefined;

describe('the registration teaser', () => {
  it('names the welcome bonus the operator runs', async () => {
    renderTeaser(bonus('58000'));
    expect(
      await screen.findByRole('heading', { name: /^Lần đầu đến với Lotus\? Tặng 58\.000\s₫ chào mừng$/ }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('registration-teaser')).toHaveTextContent(
      /nhận 58\.000\s₫ tiền thưởng chào mừng/,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Đăng ký' }));
    expect(await screen.findByRole('heading', { name: 'register page' })).toBeInTheDocument();
  });

  it('names no figure when no registration bonus runs', async () => {
    const fetchMock = renderTeaser(bonus(null));
    const teaser = await screen.findByTestId('registration-teaser');
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String(input instanceof Request ? input.url : input).includes('registration-bonus'),
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('heading', { name: 'Lần đầu đến với Lotus?' })).toBeInTheDocument();
    // No figure at all (product notes: no made-up numbers).
    expect(teaser.textContent).not.toMatch(/\d/);
  });

  it('names no figure when the bonus cannot be read', async () => {
    renderTeaser();
    const teaser = await screen.findByTestId('registration-teaser');
    expect(screen.getByRole('heading', { name: 'Lần đầu đến với Lotus?' })).toBeInTheDocument();
    expect(teaser.textContent).not.toMatch(/\d/);
  });

  it('is not shown to a member, who asks nothing for it', async () => {
    useSessionStore.getState().signIn('test-token', '0');
    const fetchMock = renderTeaser(bonus('58000'));
    await screen.findByText('home page');
    expect(screen.queryByTestId('registration-teaser')).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([input]) =>
        String(input instanceof Request ? input.url : input).includes('registration-bonus'),
      ),
    ).toBe(false);
  });
});
