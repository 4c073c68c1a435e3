import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteRoutes } from '@lotus/app-shell/routing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@lotus/app-shell';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { RegistrationTeaser } from './RegistrationTeaser.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().signOut();
});

function renderTeaser() {
  serveFakeApi(() => undefined);
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
}

describe('the registration teaser', () => {
  it('invites a visitor to register and names no amount the site does not pay', async () => {
    renderTeaser();
    const teaser = await screen.findByTestId('registration-teaser');
    expect(screen.getByRole('heading', { name: 'Lần đầu đến với Lotus?' })).toBeInTheDocument();
    // No figure at all: no registration bonus exists on the server (product notes: no made-up numbers).
    expect(teaser.textContent).not.toMatch(/\d/);
    await userEvent.click(screen.getByRole('link', { name: 'Đăng ký' }));
    expect(await screen.findByRole('heading', { name: 'register page' })).toBeInTheDocument();
  });

  it('is not shown to a member', async () => {
    useSessionStore.getState().signIn('test-token', '0');
    renderTeaser();
    await screen.findByText('home page');
    expect(screen.queryByTestId('registration-teaser')).not.toBeInTheDocument();
  });
});
