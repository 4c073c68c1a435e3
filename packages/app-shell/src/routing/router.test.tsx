import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useLocation, useNavigate, useParams, useSearchParams } from './hooks.ts';
import { lazyComponent } from './lazy-component.tsx';
import { Link, Navigate, NavLink } from './links.tsx';
import type { NavigationRecord } from './memory-history.ts';
import { PageBoundary } from './PageBoundary.tsx';
import { pageRoute } from './preload-routes.tsx';
import type { RouteObject } from './route-table.ts';
import { matchRoutes } from './route-table.ts';
import { MemoryRouter, StaticRouter } from './routers.tsx';
import { Outlet, SiteRoutes } from './SiteRoutes.tsx';

const Page = (props: { name: string }) => <h1>{props.name}</h1>;

function Params() {
  return <output data-testid="params">{JSON.stringify(useParams())}</output>;
}

function AddressBar() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const table: RouteObject[] = [
  { element: <Outlet />, children: [{ path: '/login', element: <Page name="login" /> }] },
  {
    path: '/',
    element: (
      <main>
        <Outlet />
      </main>
    ),
    children: [
      { index: true, element: <Page name="home" /> },
      { path: 'help/:articleId?', element: <Params /> },
      { path: 'play/:code', element: <Params /> },
      { path: 'account', children: [{ path: 'profile', element: <Page name="profile" /> }] },
      { path: '*', element: <Page name="not found" /> },
    ],
  },
];

const shown = (pathname: string) =>
  matchRoutes(table, pathname)?.map((match) => match.route.path ?? (match.route.index ? 'index' : 'layout'));

describe('route tables', () => {
  it('match the branch of layouts down to the page: index, nested, pathless layouts, the rest', () => {
    expect(shown('/')).toEqual(['/', 'index']);
    expect(shown('/login')).toEqual(['layout', '/login']);
    expect(shown('/account/profile')).toEqual(['/', 'account', 'profile']);
    expect(shown('/Account/Profile/')).toEqual(['/', 'account', 'profile']);
    // A layout with a path is also a page of its own address (its outlet empty), as in react-router.
    expect(shown('/account')).toEqual(['/', 'account']);
    expect(shown('/no/such/page')).toEqual(['/', '*']);
  });

  it('give a page its parameters, an optional one left out, each decoded', () => {
    expect(matchRoutes(table, '/help')?.at(-1)?.params).toEqual({ articleId: undefined });
    expect(matchRoutes(table, '/help/deposits')?.at(-1)?.params).toEqual({ articleId: 'deposits' });
    expect(matchRoutes(table, '/play/a%2Fb')?.at(-1)?.params).toEqual({ code: 'a/b' });
    expect(matchRoutes(table, '/nowhere')?.at(-1)?.params).toEqual({ '*': 'nowhere' });
  });

  it('render the page inside its layout, with its parameters', () => {
    render(
      <MemoryRouter initialEntries={['/play/lucky-5']}>
        <SiteRoutes routes={table} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByTestId('params'));
    expect(screen.getByTestId('params')).toHaveTextContent('{"code":"lucky-5"}');
  });
});

describe('links and navigation', () => {
  it('mark the current section’s link with aria-current, the home link (or one with end) at its address only', async () => {
    const nav = (
      <nav>
        <NavLink to="/">home</NavLink>
        <NavLink to="/help">help</NavLink>
        <NavLink to="/chat">chat</NavLink>
        <NavLink to="/help/deposits" end>
          deposits
        </NavLink>
        <NavLink to="/help" end>
          help index
        </NavLink>
      </nav>
    );
    render(<MemoryRouter initialEntries={['/help/deposits']}>{nav}</MemoryRouter>);
    expect(screen.getByRole('link', { name: 'help' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'home' })).not.toHaveAttribute('aria-current');
    // With `end`, only the link's own address.
    expect(screen.getByRole('link', { name: 'deposits' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'help index' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'help' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'chat' })).toHaveAttribute('href', '/chat');
  });

  it('add a history entry, except a link to the address the reader is at, which replaces it', async () => {
    const navigations: NavigationRecord[] = [];
    render(
      <MemoryRouter initialEntries={['/wallet']} onNavigate={(record) => navigations.push(record)}>
        <Link to="/wallet">wallet</Link>
        <Link to="/inbox">inbox</Link>
        <Link to="/guide" target="_blank">
          guide
        </Link>
        <AddressBar />
      </MemoryRouter>,
    );
    // A link to another window is the browser's.
    await userEvent.click(screen.getByRole('link', { name: 'guide' }));
    await userEvent.click(screen.getByRole('link', { name: 'wallet' }));
    await userEvent.click(screen.getByRole('link', { name: 'inbox' }));
    expect(navigations.map((record) => [record.to, record.replace])).toEqual([
      ['/wallet', true],
      ['/inbox', false],
    ]);
    expect(screen.getByTestId('address')).toHaveTextContent('/inbox');
  });

  it('carry a navigation’s state on its entry, and go back to the entry before', async () => {
    function Launcher() {
      const navigate = useNavigate();
      const { state } = useLocation();
      return (
        <>
          <button type="button" onClick={() => navigate('/play/dice?demo=1', { state: { url: 'u' } })}>
            play
          </button>
          <button type="button" onClick={() => navigate(-1)}>
            back
          </button>
          <output data-testid="state">{JSON.stringify(state)}</output>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Launcher />
        <AddressBar />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/play/dice?demo=1');
    expect(screen.getByTestId('state')).toHaveTextContent('{"url":"u"}');
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
    expect(screen.getByTestId('state')).toHaveTextContent('null');
  });

  it('change the query from the current one, replacing the entry when asked', async () => {
    const onNavigate = vi.fn<(record: NavigationRecord) => void>();
    function Filter() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() =>
            setParams(
              (current) => {
                current.set('q', `${params.get('q') ?? ''}x`);
                current.delete('page');
                return current;
              },
              { replace: true },
            )
          }
        >
          filter
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/games/slots?q=a&page=2']} onNavigate={onNavigate}>
        <Filter />
        <AddressBar />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'filter' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/games/slots?q=ax');
    expect(onNavigate).toHaveBeenCalledWith({ to: '/games/slots?q=ax', replace: true, state: null });
  });

  it('send the reader on with Navigate, replacing the entry', () => {
    const onNavigate = vi.fn<(record: NavigationRecord) => void>();
    render(
      <MemoryRouter initialEntries={['/']} onNavigate={onNavigate}>
        <Navigate to="/login" replace />
        <AddressBar />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('address')).toHaveTextContent('/login');
    expect(onNavigate).toHaveBeenCalledWith({ to: '/login', replace: true, state: null });
  });
});

describe('pages loading on navigation', () => {
  it('shows the page’s skeleton while the next page’s code loads, busy for assistive technology', async () => {
    let arrive = () => {};
    const Wallet = lazyComponent(
      () => new Promise<() => ReactNode>((resolve) => (arrive = () => resolve(() => <h1>wallet</h1>))),
    );
    const routes: RouteObject[] = [
      {
        path: '/',
        element: (
          <>
            <Link to="/wallet">to wallet</Link>
            <PageBoundary>
              <Outlet />
            </PageBoundary>
          </>
        ),
        children: [
          { index: true, element: <h1>home</h1> },
          { path: 'wallet', ...pageRoute(Wallet) },
        ],
      },
    ];
    render(
      <MemoryRouter>
        <SiteRoutes routes={routes} />
      </MemoryRouter>,
    );
    // Followed as in a browser, outside act: act would hold the render back until the chunk came.
    const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = actGlobal.IS_REACT_ACT_ENVIRONMENT;
    actGlobal.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByRole('link', { name: 'to wallet' }).click();
      expect(await screen.findByTestId('page-loading')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('link', { name: 'to wallet' })).toBeInTheDocument();
      arrive();
      expect(await screen.findByRole('heading', { name: 'wallet' })).toBeInTheDocument();
    } finally {
      actGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
  });

  it('starts loading a page’s code when its link is pointed at or focused', async () => {
    let loads = 0;
    const Inbox = lazyComponent(async () => {
      loads += 1;
      return () => <h1>inbox</h1>;
    });
    const routes: RouteObject[] = [
      {
        path: '/',
        element: <Link to="/inbox?unread=1">to inbox</Link>,
        children: [{ path: 'inbox', ...pageRoute(Inbox) }],
      },
    ];
    render(
      <MemoryRouter>
        <SiteRoutes routes={routes} />
      </MemoryRouter>,
    );
    expect(loads).toBe(0);
    await userEvent.hover(screen.getByRole('link', { name: 'to inbox' }));
    expect(loads).toBe(1);
  });
});

describe('rendering in Node', () => {
  it('renders the route table at a given address, links with their addresses', () => {
    const html = renderToString(
      <StaticRouter location="/help/deposits?from=home">
        <SiteRoutes routes={table} />
        <NavLink to="/help">help</NavLink>
        <AddressBar />
      </StaticRouter>,
    );
    expect(html).toContain('{&quot;articleId&quot;:&quot;deposits&quot;}');
    expect(html).toMatch(/<a aria-current="page" href="\/help">help<\/a>/);
    expect(html).toContain('/help/deposits?from=home');
  });
});
