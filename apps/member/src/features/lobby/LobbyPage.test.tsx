import { useSessionStore } from '@lotus/app-shell';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteRoutes, useLocation } from '@lotus/app-shell/routing';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { pageOf, serveFakeApi } from '../../test/fake-api.ts';
import type { FakeAnswer, FakeRequest } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import type { LobbyGame } from '../../lib/catalog-queries.ts';
import { useFavouriteIds } from '../../lib/favourite-ids-store.ts';
import { lobbyGame } from '../../test/catalog-games.ts';
import { LobbyPage } from './LobbyPage.tsx';

const slots: LobbyGame[] = [
  lobbyGame(1, { name: 'Lucky Lotus' }),
  lobbyGame(2, { name: 'Golden Land' }),
  lobbyGame(3, { name: 'Lotus Queen', minBet: '100', lines: 10 }),
];

/**
 * The catalog as the server answers it: `/lgw/games` filtered by category, text, minimum bet and
 * lines, then paged; `more` answers the other calls. Returns every games query the page sent.
 */
function serveCatalog(
  games: LobbyGame[],
  more: (request: FakeRequest) => FakeAnswer | undefined = () => undefined,
) {
  const seen: URLSearchParams[] = [];
  serveFakeApi((request) => {
    if (request.url.pathname !== '/lgw/games') return more(request);
    const query = request.url.searchParams;
    seen.push(query);
    const q = query.get('q')?.toLowerCase() ?? '';
    const matching = games.filter(
      (game) =>
        game.category === query.get('category') &&
        game.name.toLowerCase().includes(q) &&
        BigInt(game.minBet) >= BigInt(query.get('minBet') ?? '0') &&
        (game.lines ?? 0) >= Number(query.get('minLines') ?? '0'),
    );
    return { value: pageOf(matching, query) };
  });
  return seen;
}

/** Shows the address the page put itself at, as a person reads it in the address bar. */
function AddressBar() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderLobby(path = '/games/slots') {
  return renderPage(
    <>
      <SiteRoutes routes={[{ path: '/games/:category', element: <LobbyPage /> }]} />
      <AddressBar />
    </>,
    path,
  );
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Nổ hũ' }))
    .getAllByTestId('game-card')
    .map((card) =>
      within(card)
        .getByRole('button', { name: /^Chơi / })
        .getAttribute('aria-label')
        ?.slice(5),
    );

signInForEachTest();
afterEach(() => {
  act(() => {
    useFavouriteIds.getState().clear();
    useLoginModal.getState().close();
  });
});

describe('LobbyPage', { timeout: 20_000 }, () => {
  it('shows the category’s games, and a search by name narrows them and goes into the address', async () => {
    const seen = serveCatalog([...slots, lobbyGame(9, { name: 'Lotus Baccarat', category: 'live_casino' })]);
    renderLobby();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nổ hũ' })).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['Lucky Lotus', 'Golden Land', 'Lotus Queen']));
    expect(screen.getByTestId('lobby-count')).toHaveTextContent('3 trò chơi');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm trò chơi' }), 'lotus');
    await waitFor(() => expect(cardNames()).toEqual(['Lucky Lotus', 'Lotus Queen']));
    expect(screen.getByTestId('address')).toHaveTextContent('/games/slots?q=lotus');
    // Debounced: one search for the whole word, not one per letter.
    expect(seen.map((query) => query.get('q'))).toEqual([null, 'lotus']);
    expect(seen.every((query) => query.get('category') === 'slots')).toBe(true);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm trò chơi' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'Không có trò chơi phù hợp' })).toBeInTheDocument();
  });

  it('filters slots by minimum bet and by 25 lines or more, and opens with the address’s search', async () => {
    const seen = serveCatalog(slots);
    renderLobby('/games/slots?q=lotus');
    expect(await screen.findByRole('searchbox', { name: 'Tìm trò chơi' })).toHaveValue('lotus');
    await waitFor(() => expect(cardNames()).toEqual(['Lucky Lotus', 'Lotus Queen']));

    const minBet = screen.getByRole('combobox', { name: 'Cược tối thiểu' });
    expect(
      within(minBet)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', '100', '1000']);
    await userEvent.selectOptions(minBet, '1000');
    await waitFor(() => expect(cardNames()).toEqual(['Lucky Lotus']));
    await userEvent.selectOptions(minBet, '');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Số dòng' }), '25');
    await waitFor(() => expect(cardNames()).toEqual(['Lucky Lotus']));
    expect(seen.at(-1)?.get('minLines')).toBe('25');
    expect(screen.getByTestId('address')).toHaveTextContent('minLines=25');
  });

  it('offers the live-casino game types as filters', async () => {
    const seen = serveCatalog([lobbyGame(1, { name: 'Baccarat A', category: 'live_casino' })]);
    renderLobby('/games/live_casino');
    const type = await screen.findByRole('combobox', { name: 'Loại trò chơi' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tất cả các loại', 'Bài Baccarat', 'Tài xỉu', 'Cò quay', 'Rồng hổ', 'Xì dách', 'Khác']);
    await userEvent.selectOptions(type, 'dragon_tiger');
    await waitFor(() => expect(seen.at(-1)?.get('tag')).toBe('dragon_tiger'));
  });

  it('toggles a favourite with the star, keeps the id list the server answers, and asks a visitor to log in', async () => {
    const asked: string[] = [];
    serveCatalog(slots, (request) => {
      const path = request.url.pathname;
      if (!path.startsWith('/wps/relay/games/favourites/')) return undefined;
      asked.push(`${path.split('/').at(-1)}:${request.url.searchParams.get('nodeId')}`);
      return { value: { ids: path.endsWith('/add') ? [2] : [] } };
    });
    renderLobby();
    const star = await screen.findByRole('button', { name: 'Yêu thích: Lucky Lotus' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(asked).toEqual(['add:2']);
    // The id list lives in the browser session (through the app's storage wrapper).
    expect(window.sessionStorage.getItem('lotus.favouriteIds')).toBe('[2]');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(asked).toEqual(['add:2', 'remove:2']);

    act(() => useSessionStore.getState().signOut());
    // Signed out, the list is asked again (without the member's stars).
    await userEvent.click(await screen.findByRole('button', { name: 'Yêu thích: Golden Land' }));
    expect(useLoginModal.getState().showLoginWrap).toBe(true);
    expect(asked).toHaveLength(2);
  });

  it('says when the games could not be loaded, and loads them again on retry', async () => {
    let fail = true;
    serveFakeApi((request) => {
      if (request.url.pathname !== '/lgw/games') return undefined;
      if (fail) return { error: 'error_system', status: 500 };
      return { value: pageOf(slots, request.url.searchParams) };
    });
    renderLobby();
    expect(
      await screen.findByRole('heading', { name: 'Không tải được danh sách trò chơi' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it('lists the favourites and the recent games of the category in their tabs', async () => {
    serveCatalog(slots, (request) => {
      if (request.url.pathname === '/wps/relay/games/favourites') {
        return {
          value: {
            ids: [3, 50],
            content: [slots[1], lobbyGame(49, { name: 'Live One', category: 'live_casino' })],
          },
        };
      }
      if (request.url.pathname === '/wps/relay/games/recent') return { value: [] };
      return undefined;
    });
    renderLobby();
    await userEvent.click(await screen.findByRole('tab', { name: 'Yêu thích' }));
    const favourites = await screen.findByRole('list', { name: 'Yêu thích' });
    expect(within(favourites).getAllByTestId('game-card')).toHaveLength(1);
    expect(within(favourites).getByRole('button', { name: 'Yêu thích: Golden Land' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('address')).toHaveTextContent('/games/slots?list=favourites');
    await userEvent.click(screen.getByRole('tab', { name: 'Gần đây' }));
    expect(await screen.findByRole('heading', { name: 'Chưa có trò chơi gần đây' })).toBeInTheDocument();
  });
});
