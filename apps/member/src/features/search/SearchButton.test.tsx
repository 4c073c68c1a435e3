// Runs isolated: in a worker shared with the other files, its first test at times waits past its
// 5 s on the search's answer after some other files ran first (in 2 of 4 runs of the whole member
// suite, never when run first or beside any one file alone); cause not found yet.
import type { CatalogSearch } from '@lotus/contract/games-catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteRoutes, useLocation } from '@lotus/app-shell/routing';
import { describe, expect, it } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import type { FakeAnswer } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { readRecentSearches } from '../../lib/recent-searches.ts';
import { SearchButton } from './SearchButton.tsx';

signInForEachTest();

const found: CatalogSearch = {
  games: [
    {
      nodeId: 7,
      code: 'dragon-tiger',
      name: 'Rồng Hổ',
      vendor: 'SIM_LIVE',
      vendorName: 'Lotus Simulator Live',
      category: 'live_casino',
      imageUrl: '/media/games/dragon-tiger.svg',
      isGame: true,
    },
    {
      nodeId: 8,
      code: 'dragon-pearl',
      name: 'Ngọc Rồng',
      vendor: 'SIM_SLOTS',
      vendorName: 'Lotus Simulator Slots',
      category: 'slots',
      imageUrl: '/media/games/dragon-pearl.svg',
      isGame: true,
    },
  ],
  vendors: [{ code: 'SIM_LIVE', name: 'Lotus Simulator Live', category: 'live_casino', gameCount: 12 }],
  categories: [{ category: 'slots', gameCount: 40 }],
};

/** The search answers `answer` (or what `answerFor` says for the query) and launches send a frame. */
function serveSearch(answerFor: (q: string) => FakeAnswer = () => ({ value: found })) {
  const searches: string[] = [];
  const launches: string[] = [];
  serveFakeApi((request) => {
    if (request.url.pathname === '/lgw/search') {
      const q = request.url.searchParams.get('q') ?? '';
      searches.push(q);
      return answerFor(q);
    }
    if (request.url.pathname === '/wps/game/launchGame') {
      const code = request.url.searchParams.get('code') ?? '';
      launches.push(code);
      return { value: { mode: 'frame', code, url: 'https://vendor.test/play', lottery: null } };
    }
    return undefined;
  });
  return { searches, launches };
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderHeader() {
  return renderPage(
    <>
      <SearchButton />
      <SiteRoutes routes={[{ path: '*', element: <Address /> }]} />
    </>,
    '/',
  );
}

async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Tìm kiếm' }));
  return screen.findByRole('combobox', { name: 'Tìm trò chơi, nhà cung cấp, danh mục' });
}

describe('SearchButton', () => {
  it('opens the search, finds by what is typed, groups the results and opens a game with the keyboard', async () => {
    const user = userEvent.setup();
    const { searches, launches } = serveSearch();
    renderHeader();
    const field = await openSearch(user);
    expect(field).toHaveFocus();
    await user.type(field, 'rong');
    const list = await screen.findByRole('listbox', { name: 'Tìm kiếm' });
    await within(list).findByRole('option', { name: /Rồng Hổ/ });
    expect(searches).toEqual(['rong']);
    expect(within(list).getByRole('group', { name: 'Trò chơi' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'Nhà cung cấp' })).toHaveTextContent(
      'Sòng bài trực tiếp · 12 trò chơi',
    );
    expect(within(list).getByRole('group', { name: 'Danh mục' })).toHaveTextContent('Nổ hũ');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getByRole('option', { name: /Ngọc Rồng/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/play/dragon-tiger'));
    expect(launches).toEqual(['dragon-tiger']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readRecentSearches()).toEqual(['rong']);
  });

  it('opens a provider’s and a category’s lobby', async () => {
    const user = userEvent.setup();
    serveSearch();
    renderHeader();
    await user.type(await openSearch(user), 'sim');
    await user.click(await screen.findByRole('option', { name: /^Lotus Simulator Live/ }));
    expect(screen.getByTestId('address')).toHaveTextContent('/games/live_casino?vendor=SIM_LIVE');

    await user.type(await openSearch(user), '{Control>}a{/Control}no hu');
    await user.click(await screen.findByRole('option', { name: /^Nổ hũ/ }));
    expect(screen.getByTestId('address')).toHaveTextContent('/games/slots');
  });

  it('shows the recent searches while the field is empty, runs one again when chosen, and clears them', async () => {
    const user = userEvent.setup();
    const { searches } = serveSearch();
    renderHeader();
    const field = await openSearch(user);
    // Nothing searched yet: no list.
    expect(screen.queryByRole('group', { name: 'Tìm kiếm gần đây' })).not.toBeInTheDocument();
    await user.type(field, 'rong');
    await screen.findByRole('option', { name: /Rồng Hổ/ });
    // Enter with nothing chosen opens the first result.
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openSearch(user);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    const recent = await screen.findByRole('group', { name: 'Tìm kiếm gần đây' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox')).toHaveValue('rong');
    await waitFor(() => expect(searches.length).toBeGreaterThanOrEqual(1));

    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox')).toHaveValue('');
    await user.click(
      within(await screen.findByRole('group', { name: 'Tìm kiếm gần đây' })).getByRole('button', {
        name: 'Xóa các tìm kiếm gần đây',
      }),
    );
    expect(recent).not.toBeInTheDocument();
    expect(readRecentSearches()).toEqual([]);
    // Escape on an empty field closes the search, and focus goes back to the button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tìm kiếm' })).toHaveFocus();
  });

  it('says when nothing is found and when the search fails, and asks again on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    serveSearch((q) =>
      q === 'zzzz'
        ? { value: { games: [], vendors: [], categories: [] } }
        : fail
          ? { error: 'error_system', status: 500 }
          : { value: found },
    );
    renderHeader();
    const field = await openSearch(user);
    await user.type(field, 'zzzz');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy “zzzz”' })).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'rong');
    expect(
      await screen.findByRole('heading', { name: 'Chưa tìm được, vui lòng thử lại' }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('option', { name: /Rồng Hổ/ })).toBeInTheDocument();
  });

  it('shows that it is searching while the answer is on its way', async () => {
    const user = userEvent.setup();
    serveSearch();
    renderHeader();
    await user.type(await openSearch(user), 'r');
    const status = within(screen.getByRole('dialog')).getByRole('status');
    expect(status).toHaveTextContent('Đang tìm…');
    await waitFor(() => expect(status).toHaveTextContent('4 kết quả'));
  });
});
