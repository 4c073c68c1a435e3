import { useSessionStore } from '@lotus/app-shell';
import type { LaunchGame } from '@lotus/contract/games-catalog';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteRoutes, useLocation } from '@lotus/app-shell/routing';
import { afterEach, describe, expect, it } from 'vitest';
import { useInfoPopup } from '../../lib/info-popup-store.ts';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { lobbyGame } from '../../test/catalog-games.ts';
import { LotteryPage, VnLotteryPage } from '../lottery/LotteryPage.tsx';
import { GameFrame, themedFrameUrl } from './GameFrame.tsx';
import { useLaunchPopup } from '../../lib/launch-popup-store.ts';
import { PlayPage } from './PlayPage.tsx';
import { useLaunchGame } from '../../lib/use-launch-game.ts';
import { VassalagePopup } from '../lobby/index.ts';

function PlayButton() {
  const { launch } = useLaunchGame();
  return (
    <button type="button" onClick={() => launch({ code: 'the-game', name: 'The Game' })}>
      Play
    </button>
  );
}

function AddressBar() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/**
 * A page with a game to launch, the routes the launch may go to, and the server's answer to the
 * launch; the member holds 250,000 ₫, or 40,000 in play money when `guest`.
 */
function renderLaunch(answer: LaunchGame, options: { guest?: boolean } = {}) {
  const launches: URLSearchParams[] = [];
  serveFakeApi((request) => {
    if (request.url.pathname === '/wps/game/launchGame') {
      launches.push(request.url.searchParams);
      return { value: answer };
    }
    if (request.url.pathname === '/wps/v2/wallets/balance') {
      return {
        value: options.guest
          ? { balance: '40000', currency: 'XPM', points: '0', playMoney: true }
          : { balance: '250000', currency: 'VND', points: '0' },
      };
    }
    if (request.url.pathname === '/lgw/games')
      return { value: { content: [], page: 1, size: 200, total: 0 } };
    return undefined;
  });
  renderPage(
    <>
      <SiteRoutes
        routes={[
          { path: '/lobby', element: <PlayButton /> },
          { path: '/play/:code', element: <PlayPage /> },
          { path: '/lottery', element: <LotteryPage /> },
          { path: '/vnlottery', element: <VnLotteryPage /> },
          { path: '*', element: <p>elsewhere</p> },
        ]}
      />
      <VassalagePopup />
      <AddressBar />
    </>,
    '/lobby',
  );
  return launches;
}

signInForEachTest();
afterEach(() => {
  act(() => {
    useLoginModal.getState().close();
    useInfoPopup.getState().hide();
    useLaunchPopup.getState().hide();
  });
});

describe('the launch flow', { timeout: 20_000 }, () => {
  it('asks a visitor to log in first and launches nothing', async () => {
    act(() => useSessionStore.getState().signOut());
    const launches = renderLaunch({
      mode: 'route',
      code: 'the-game',
      route: '/x',
      lottery: null,
      gameUrl: null,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(useLoginModal.getState().showLoginWrap).toBe(true);
    expect(launches).toHaveLength(0);
  });

  it('shows an agent account of type 4 the info popup instead', async () => {
    act(() => useSessionStore.getState().signIn('test-token', '4'));
    const launches = renderLaunch({
      mode: 'route',
      code: 'the-game',
      route: '/x',
      lottery: null,
      gameUrl: null,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(useInfoPopup.getState().open).toBe(true);
    expect(launches).toHaveLength(0);
  });

  it('goes to the route the server names (a house game, a lottery)', async () => {
    const launches = renderLaunch({
      mode: 'route',
      code: 'the-game',
      route: '/vnlottery?code=mb',
      lottery: null,
      gameUrl: null,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/vnlottery?code=mb'));
    expect(launches[0]?.get('code')).toBe('the-game');
    expect(launches[0]?.get('lang')).toBe('vi');
  });

  it('lands a lottery on its page, which plays the address the launch answered without launching again', async () => {
    const launches = renderLaunch({
      mode: 'route',
      code: 'the-game',
      route: '/lottery?gameCode=the-game&playType=K3',
      lottery: null,
      gameUrl: 'https://vendor.test/lotto?token=t1',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/lottery?gameCode=the-game&playType=K3'),
    );
    expect(await screen.findByTitle('Trò chơi: The Game')).toHaveAttribute(
      'src',
      'https://vendor.test/lotto?token=t1',
    );
    expect(launches).toHaveLength(1);
  });

  it('opens a vendor’s game in the game frame, under its name and the balance', async () => {
    renderLaunch({
      mode: 'frame',
      code: 'the-game',
      url: 'https://vendor.test/play?token=t1',
      lottery: null,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/play/the-game'));
    const frame = await screen.findByTitle('Trò chơi: The Game');
    expect(frame).toHaveAttribute('src', 'https://vendor.test/play?token=t1');
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen');
    expect(screen.getByRole('heading', { level: 1, name: 'The Game' })).toBeInTheDocument();
    // jsdom never loads a vendor's page: the frame stays "opening" until its load event.
    expect(screen.getByText('Đang mở trò chơi…', { selector: 'p' })).toBeInTheDocument();
    expect(await screen.findByTestId('game-frame-balance')).toHaveTextContent(/250\.000\s₫/);
    fireEvent.load(frame);
    expect(screen.queryByText('Đang mở trò chơi…', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('labels a free-play guest’s balance beside the game as play money', async () => {
    renderLaunch(
      { mode: 'frame', code: 'the-game', url: 'https://vendor.test/play?token=t1', lottery: null },
      { guest: true },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    const balance = await screen.findByTestId('game-frame-balance');
    expect(balance).toHaveTextContent('40.000');
    expect(balance).not.toHaveTextContent('₫');
    expect(within(balance).getByTestId('play-money-badge')).toHaveTextContent('Tiền chơi thử');
  });

  it('opens the popup list of a VASSALAGE game, whose games launch in turn; Escape closes it', async () => {
    renderLaunch({
      mode: 'popup',
      code: 'the-game',
      vassalage: 'SIM_COLLECTION',
      games: [lobbyGame(1, { name: 'Sub One' }), lobbyGame(2, { name: 'Sub Two' })],
    });
    const play = await screen.findByRole('button', { name: 'Play' });
    await userEvent.click(play);
    const dialog = await screen.findByRole('dialog', { name: 'The Game: chọn trò chơi' });
    expect(within(dialog).getAllByTestId('game-card')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Chơi Sub One' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(play).toHaveFocus();
    expect(screen.getByTestId('address')).toHaveTextContent('/lobby');
  });
});

describe('GameFrame', () => {
  it('says the page load timed out when the frame does not load in time, and tries again', async () => {
    serveFakeApi(() => undefined);
    // Long enough that the retried frame is surely on screen before its own wait runs out again (a
    // 50 ms wait lost that race on a loaded CI machine), short enough for a test.
    renderPage(<GameFrame url="https://vendor.test/slow" name="Slow" onBack={() => {}} timeoutMs={1_500} />);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Hết thời gian tải trang, vui lòng kiểm tra mạng hoặc liên hệ bộ phận hỗ trợ' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Trò chơi: Slow')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTitle('Trò chơi: Slow')).toBeInTheDocument();
  });

  it('passes the site’s theme to a game page the site serves itself, and leaves another vendor’s address as it came', async () => {
    const here = 'https://www.lotus.test/play/lucky-lotus';
    expect(themedFrameUrl('/vendor-sim/play?vendor=SIM_SLOTS&game=lucky-lotus', 'light', here)).toBe(
      '/vendor-sim/play?vendor=SIM_SLOTS&game=lucky-lotus&theme=light',
    );
    expect(themedFrameUrl('https://vendor.test/play?sig=abc', 'light', here)).toBe(
      'https://vendor.test/play?sig=abc',
    );
    serveFakeApi(() => undefined);
    renderPage(<GameFrame url="/vendor-sim/play?game=x" name="Sim" onBack={() => {}} />);
    expect((await screen.findByTitle('Trò chơi: Sim')).getAttribute('src')).toMatch(
      /^\/vendor-sim\/play\?game=x&theme=(dark|light)$/,
    );
  });
});

describe('PlayPage', () => {
  it('asks the server for a fresh launch when opened by its address, and names the game from the catalog', async () => {
    serveFakeApi((request) => {
      if (request.url.pathname === '/wps/game/launchGame') {
        return { value: { mode: 'frame', code: 'slot-1', url: 'https://vendor.test/fresh', lottery: null } };
      }
      if (request.url.pathname === '/lgw/games') {
        return { value: { content: [lobbyGame(1, { name: 'Lucky Lotus' })], page: 1, size: 20, total: 1 } };
      }
      return undefined;
    });
    renderPage(<SiteRoutes routes={[{ path: '/play/:code', element: <PlayPage /> }]} />, '/play/slot-1');
    expect(await screen.findByTitle('Trò chơi: Lucky Lotus')).toHaveAttribute(
      'src',
      'https://vendor.test/fresh',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Lotus' })).toBeInTheDocument();
  });
});
