import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../AppProviders.tsx';
import { lazyComponent } from './lazy-component.tsx';
import { Link } from './links.tsx';
import { PageBoundary } from './PageBoundary.tsx';
import { pageRoute, preloadRoutes } from './preload-routes.tsx';
import type { RouteObject } from './route-table.ts';
import { MemoryRouter } from './routers.tsx';
import { Outlet, SiteRoutes } from './SiteRoutes.tsx';

function Layout() {
  return (
    <>
      <Link to="/">home</Link>
      <PageBoundary fallback={<p>page loading</p>}>
        <Outlet />
      </PageBoundary>
    </>
  );
}

/** Renders inside an awaited act: a page that suspends is retried in the act queue. */
async function site(routes: RouteObject[], path: string, providers = true) {
  const tree = (
    <MemoryRouter initialEntries={[path]}>
      <SiteRoutes routes={routes} />
    </MemoryRouter>
  );
  await act(async () => {
    render(providers ? <AppProviders retryDelayMs={0}>{tree}</AppProviders> : tree);
  });
}

describe('lazy pages', () => {
  it('shows a preloaded first page on the first render, with no loading fallback', async () => {
    let loads = 0;
    const Home = lazyComponent(async () => {
      loads += 1;
      return () => <h1>home page</h1>;
    });
    const routes: RouteObject[] = [
      { path: '/', element: <Layout />, children: [{ index: true, ...pageRoute(Home) }] },
    ];

    await preloadRoutes(routes, '/');
    // No providers: nothing else may hold the first render back.
    render(
      <MemoryRouter initialEntries={['/']}>
        <SiteRoutes routes={routes} />
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { name: 'home page' })).toBeInTheDocument();
    expect(screen.queryByText('page loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('loads a page that was not preloaded when it is first shown', async () => {
    const Wallet = lazyComponent(async () => () => <h1>wallet page</h1>);
    const routes: RouteObject[] = [
      { path: '/', element: <Layout />, children: [{ path: 'wallet', ...pageRoute(Wallet) }] },
    ];

    await site(routes, '/wallet');

    expect(await screen.findByRole('heading', { name: 'wallet page' })).toBeInTheDocument();
  });

  it('shows the page error when a chunk fails, and clears it when the player navigates away', async () => {
    const Broken = lazyComponent<object>(() => Promise.reject(new Error('chunk gone after a deploy')));
    const Home = lazyComponent(async () => () => <h1>home page</h1>);
    const routes: RouteObject[] = [
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, ...pageRoute(Home) },
          { path: 'broken', ...pageRoute(Broken) },
        ],
      },
    ];

    await Home.preload();
    await site(routes, '/broken');

    expect(await screen.findByTestId('route-error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(await screen.findByRole('heading', { name: 'home page' })).toBeInTheDocument();
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument();
  });
});
