import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf, serveFakeApi } from '../../test/fake-api.ts';
import { signInForEachTest } from '../../test/render-page.tsx';
import { lotteryGames } from './lottery-test-games.ts';
import { renderLottery, serveLottery } from './lottery-test-render.tsx';

signInForEachTest();

describe('/vnlottery', { timeout: 20_000 }, () => {
  it('lists the Vietnamese regional draws, and a choice opens it in the game frame under ?code=', async () => {
    const server = serveLottery();
    renderLottery('/vnlottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Xổ số ba miền' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Các loại xổ số' });
    expect(
      within(list)
        .getAllByTestId('lottery-card')
        .map((card) => card.dataset.code),
    ).toEqual(['vn-lottery-north', 'vn-lottery-south']);
    await userEvent.click(within(list).getByRole('button', { name: 'Chơi Xổ Số Miền Nam' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/vnlottery?code=vn-lottery-south');
    expect(await screen.findByTitle('Trò chơi: Xổ Số Miền Nam')).toHaveAttribute(
      'src',
      'https://vendor.test/vendor-sim/play?game=vn-lottery-south&token=t1',
    );
    // Chosen again from the tabs: already at that address, so nothing happens.
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Các loại xổ số' })).getByRole('link', {
        name: 'Xổ Số Miền Nam',
      }),
    );
    expect(server.launches).toEqual(['vn-lottery-south']);
  });

  it('opens the draw a link names, and sends a lottery of the other page to /lottery', async () => {
    const server = serveLottery();
    renderLottery('/vnlottery?code=fast-3');
    // The server routes fast-3 to /lottery: the page follows, and that page plays it.
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent('/lottery?gameCode=fast-3&playType=K3'),
    );
    expect(await screen.findByTitle('Trò chơi: Nhanh 3')).toBeInTheDocument();
    expect(server.launches[0]).toBe('fast-3');
  });

  it('says there are no regional draws right now when the catalog has none', async () => {
    serveFakeApi((request) =>
      request.url.pathname === '/lgw/games'
        ? { value: pageOf(lotteryGames.slice(0, 3), request.url.searchParams) }
        : undefined,
    );
    renderLottery('/vnlottery');
    expect(await screen.findByRole('heading', { name: 'Hiện chưa có xổ số nào' })).toBeInTheDocument();
  });
});
