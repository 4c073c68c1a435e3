import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { HomePage } from '../home/HomePage.tsx';
import { lobbyGame } from '../../test/catalog-games.ts';
import { RngPage } from './RngPage.tsx';

signInForEachTest();

describe('RngPage', { timeout: 20_000 }, () => {
  it('shows a lane of cards per vendor, each leading to the vendor’s slots', async () => {
    serveFakeApi((request) => {
      if (request.url.pathname !== '/wps/relay/games/vendorLanes') return undefined;
      expect(request.url.searchParams.get('category')).toBe('slots');
      return {
        value: {
          data: {
            lanes: [
              {
                title: 'Simulator Slots',
                vendor: 'SIM_SLOTS',
                total: 2,
                cards: [lobbyGame(1), lobbyGame(2)],
              },
              {
                title: 'Other Slots',
                vendor: 'OTHER',
                total: 1,
                cards: [lobbyGame(3, { vendor: 'OTHER', vendorName: 'Other' })],
              },
            ],
          },
        },
      };
    });
    renderPage(<RngPage />, '/rng');
    const lanes = await screen.findAllByTestId('vendor-lane');
    expect(lanes.map((lane) => within(lane).getByRole('heading').textContent)).toEqual([
      'Simulator Slots',
      'Other Slots',
    ]);
    expect(within(lanes[0] as HTMLElement).getAllByTestId('game-card')).toHaveLength(2);
    expect(within(lanes[1] as HTMLElement).getByRole('link', { name: 'Xem tất cả' })).toHaveAttribute(
      'href',
      '/games/slots?vendor=OTHER',
    );
  });

  it('says when the lanes could not be loaded, and loads them again on retry', async () => {
    let fail = true;
    serveFakeApi((request) => {
      if (request.url.pathname !== '/wps/relay/games/vendorLanes') return undefined;
      return fail ? { error: 'error_system', status: 500 } : { value: { data: { lanes: [] } } };
    });
    renderPage(<RngPage />, '/rng');
    expect(
      await screen.findByRole('heading', { name: 'Không tải được danh sách trò chơi' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(
      await screen.findByRole('heading', { name: 'Hiện chưa có nhà cung cấp nổ hũ' }),
    ).toBeInTheDocument();
  });
});

describe('HomePage', { timeout: 20_000 }, () => {
  it('keeps its welcome, and shows the hot and popular games and a way into every category', async () => {
    serveFakeApi((request) => {
      if (request.url.pathname === '/wps/relay/hotGames') {
        return {
          value: [
            { code: 'mines-gold', name: 'Mines Gold', imageUrl: '/m.svg', playUrl: '/game/mines-gold' },
          ],
        };
      }
      if (request.url.pathname === '/lgw/games/popular')
        return { value: [lobbyGame(1, { name: 'Lucky Lotus' })] };
      return undefined;
    });
    renderPage(<HomePage />);
    // The page first: until the status is in, the status gate's own page has a level-1 heading too.
    const hot = await screen.findByTestId('home-hot-games');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(hot).getByRole('button', { name: 'Chơi Mines Gold' })).toBeInTheDocument();
    const popular = await screen.findByTestId('home-popular-games');
    expect(within(popular).getByRole('button', { name: 'Chơi Lucky Lotus' })).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Danh mục trò chơi' });
    expect(within(categories).getAllByRole('link')).toHaveLength(9);
    expect(within(categories).getByRole('link', { name: 'Sòng bài trực tiếp' })).toHaveAttribute(
      'href',
      '/games/live_casino',
    );
  });
});
