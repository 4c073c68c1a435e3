import { SiteRoutes, useLocation } from '@lotus/app-shell/routing';
import { pageOf, serveFakeApi } from '../../test/fake-api.ts';
import type { FakeAnswer } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { lotteryGames, lotteryLaunch } from './lottery-test-games.ts';
import { LotteryPage, VnLotteryPage } from './LotteryPage.tsx';

/** Shows the address the page put itself at, as a person reads it in the address bar. */
function AddressBar() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

export interface LotteryServer {
  /** The codes the page asked the launch call for, in order. */
  launches: string[];
}

/**
 * The server behind the lottery pages: the catalog's lottery category (`list`, or a failure while
 * `failList` says so), and the launch call (`launch`: the answer for a code; by default the demo's
 * routing with the simulator's address).
 */
export function serveLottery(
  options: {
    failList?: () => boolean;
    launch?: (code: string) => FakeAnswer;
  } = {},
): LotteryServer {
  const launches: string[] = [];
  serveFakeApi((request) => {
    const query = request.url.searchParams;
    if (request.url.pathname === '/lgw/games') {
      if (options.failList?.()) return { error: 'error_system', status: 500 };
      const games = lotteryGames.filter((game) => game.category === query.get('category'));
      return { value: pageOf(games, query) };
    }
    if (request.url.pathname === '/wps/game/launchGame') {
      const code = query.get('code') ?? '';
      launches.push(code);
      if (options.launch) return options.launch(code);
      return {
        value: lotteryLaunch(
          code,
          `https://vendor.test/vendor-sim/play?game=${code}&token=t${launches.length}`,
        ),
      };
    }
    if (request.url.pathname === '/wps/v2/wallets/balance') {
      return { value: { balance: '250000', currency: 'VND', points: '0' } };
    }
    return undefined;
  });
  return { launches };
}

/**
 * Both lottery pages at their addresses, the site's other pages as "elsewhere", and the address bar;
 * `navigations` lists the addresses navigated to (one to the same address would reload the page).
 */
export function renderLottery(path: string): { navigations: string[] } {
  const navigations: string[] = [];
  renderPage(
    <>
      <SiteRoutes
        routes={[
          { path: '/lottery', element: <LotteryPage /> },
          { path: '/vnlottery', element: <VnLotteryPage /> },
          { path: '*', element: <p>elsewhere</p> },
        ]}
      />
      <AddressBar />
    </>,
    path,
    { onNavigate: (navigation) => navigations.push(navigation.to) },
  );
  return { navigations };
}
