import { useSessionStore } from '@lotus/app-shell';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { signInForEachTest } from '../../test/render-page.tsx';
import { lotteryLaunch } from './lottery-test-games.ts';
import { renderLottery, serveLottery } from './lottery-test-render.tsx';

const cardNames = async () =>
  within(await screen.findByRole('list', { name: 'Các loại xổ số' }))
    .getAllByRole('button', { name: /^Chơi / })
    .map((button) => button.getAttribute('aria-label')?.slice(5));

signInForEachTest();
afterEach(() => {
  act(() => useLoginModal.getState().close());
});

describe('/lottery', { timeout: 20_000 }, () => {
  it('lists the lotteries (not the Vietnamese regional draws), and a choice opens it in the game frame', async () => {
    const server = serveLottery();
    renderLottery('/lottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Xổ số' })).toBeInTheDocument();
    expect(await cardNames()).toEqual(['Nhanh 3', 'May Mắn 5 Phút', 'Keno GPI']);

    await userEvent.click(screen.getByRole('button', { name: 'Chơi Nhanh 3' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/lottery?gameCode=fast-3&playType=K3');
    const frame = await screen.findByTitle('Trò chơi: Nhanh 3');
    expect(frame).toHaveAttribute('src', 'https://vendor.test/vendor-sim/play?game=fast-3&token=t1');
    expect(screen.getByRole('heading', { level: 1, name: 'Nhanh 3' })).toBeInTheDocument();
    expect(await screen.findByTestId('game-frame-balance')).toHaveTextContent(/250\.000\s₫/);
    expect(server.launches).toEqual(['fast-3']);

    // The lotteries stay as tabs above the game, the open one marked.
    const tabs = screen.getByRole('navigation', { name: 'Các loại xổ số' });
    expect(within(tabs).getByRole('link', { name: 'Nhanh 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(tabs).getByRole('link', { name: 'Keno GPI' }));
    expect(screen.getByTestId('address')).toHaveTextContent('/lottery?gameCode=gpi-keno&playType=KENO');
    // A GPI game's launch answers its frame address: it plays here too.
    expect(await screen.findByTitle('Trò chơi: Keno GPI')).toHaveAttribute(
      'src',
      'https://vendor.test/vendor-sim/play?game=gpi-keno&token=t2',
    );
    expect(server.launches).toEqual(['fast-3', 'gpi-keno']);
  });

  it('does nothing when the game already at the address is chosen again: no navigation, no new launch', async () => {
    const server = serveLottery();
    const { navigations } = renderLottery('/lottery?gameCode=lucky-5&playType=SSC');
    const frame = await screen.findByTitle('Trò chơi: May Mắn 5 Phút');
    const tab = within(screen.getByRole('navigation', { name: 'Các loại xổ số' })).getByRole('link', {
      name: 'May Mắn 5 Phút',
    });
    await userEvent.click(tab);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('address')).toHaveTextContent('/lottery?gameCode=lucky-5&playType=SSC');
    expect(navigations).toEqual([]);
    expect(screen.getByTitle('Trò chơi: May Mắn 5 Phút')).toBe(frame);
    expect(server.launches).toEqual(['lucky-5']);
  });

  it('goes back from the game to the list with the frame’s Back button', async () => {
    serveLottery();
    renderLottery('/lottery?gameCode=fast-3&playType=K3');
    await screen.findByTitle('Trò chơi: Nhanh 3');
    await userEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/lottery$/);
    expect(await cardNames()).toHaveLength(3);
  });

  it('says when a lottery has no vendor address right now, and keeps the others at hand', async () => {
    serveLottery({ launch: (code) => ({ value: lotteryLaunch(code, null) }) });
    renderLottery('/lottery?gameCode=fast-3&playType=K3');
    expect(await screen.findByRole('heading', { name: 'Xổ số này hiện không khả dụng' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nhanh 3' })).toBeInTheDocument();
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Các loại xổ số' })).toBeInTheDocument();
  });

  it('shows the server’s own words when it refuses the launch, and asks again on retry', async () => {
    let refuse = true;
    const server = serveLottery({
      launch: (code) =>
        refuse
          ? { error: 'error_game_unavailable', status: 403, message: 'Trò chơi này tạm thời không mở' }
          : { value: lotteryLaunch(code, 'https://vendor.test/again') },
    });
    renderLottery('/lottery?gameCode=fast-3&playType=K3');
    expect(
      await screen.findByRole('heading', { name: 'Trò chơi này tạm thời không mở' }),
    ).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTitle('Trò chơi: Nhanh 3')).toHaveAttribute('src', 'https://vendor.test/again');
    expect(server.launches).toEqual(['fast-3', 'fast-3']);
  });

  it('shows a visitor the lotteries and asks for a login to play one, launching nothing', async () => {
    act(() => useSessionStore.getState().signOut());
    const server = serveLottery();
    renderLottery('/lottery');
    await userEvent.click(await screen.findByRole('button', { name: 'Chơi Nhanh 3' }));
    expect(useLoginModal.getState().showLoginWrap).toBe(true);
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/lottery$/);
    expect(server.launches).toEqual([]);
  });

  it('asks a visitor who follows a link to a lottery to log in, and opens it once signed in', async () => {
    act(() => useSessionStore.getState().signOut());
    const server = serveLottery();
    renderLottery('/lottery?gameCode=fast-3&playType=K3');
    expect(await screen.findByRole('heading', { name: 'Đăng nhập để chơi Nhanh 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(useLoginModal.getState().showLoginWrap).toBe(true);
    expect(server.launches).toEqual([]);

    act(() => useSessionStore.getState().signIn('test-token', '0'));
    expect(await screen.findByTitle('Trò chơi: Nhanh 3')).toBeInTheDocument();
    expect(server.launches).toEqual(['fast-3']);
  });

  it('says when the lotteries could not be loaded, and loads them again on retry', async () => {
    let fail = true;
    serveLottery({ failList: () => fail });
    renderLottery('/lottery');
    expect(
      await screen.findByRole('heading', { name: 'Không tải được danh sách xổ số' }),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await cardNames()).toEqual(['Nhanh 3', 'May Mắn 5 Phút', 'Keno GPI']);
  });
});
