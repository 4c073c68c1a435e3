import { translateMessage } from '@lotus/i18n/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, signInForEachTest } from '../../../test/render-page.tsx';
import { renderLottery } from '../lottery-test-render.tsx';
import { HouseLottery } from './HouseLottery.tsx';
import { northDraw, serveHouseLottery } from './house-test-server.ts';

signInForEachTest();

const renderNorth = () => renderPage(<HouseLottery code="north" name="Xổ Số Miền Bắc" />);
const summary = () => within(screen.getByTestId('slip-summary'));

describe('the house lottery’s bet slip', { timeout: 20_000 }, () => {
  it('builds lô bets on the grid, shows their stake and most win, and places them as one slip', async () => {
    const server = serveHouseLottery();
    renderNorth();
    expect(await screen.findByRole('tab', { name: 'Đặt cược', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Hôm nay quay: Hà Nội')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: 'Lô 2 số' }));
    const grid = screen.getByRole('group', { name: 'Các số từ 00 đến 99' });
    await userEvent.click(within(grid).getByRole('button', { name: '12' }));
    await userEvent.click(within(grid).getByRole('button', { name: '34' }));
    const points = screen.getByLabelText('Số điểm');
    await userEvent.clear(points);
    await userEvent.type(points, '10');

    // Two bets of 10 points at 23,000 ₫; each can win 10 × 80,000 ₫ on all 27 numbers of the board.
    expect(summary().getByTestId('slip-count')).toHaveTextContent('2');
    expect(summary().getByTestId('slip-stake')).toHaveTextContent(/^460\.000\s₫$/);
    expect(summary().getByTestId('slip-max-win')).toHaveTextContent(/^43\.200\.000\s₫$/);

    await userEvent.click(screen.getByRole('button', { name: 'Đặt cược' }));
    expect(await screen.findByRole('heading', { name: 'Đã đặt cược' })).toBeInTheDocument();
    expect(server.slips).toHaveLength(1);
    expect(server.slips[0]).toMatchObject({
      drawId: northDraw(Date.now(), 0).drawId,
      bets: [
        { type: 'lo2', numbers: ['12'], points: '10' },
        { type: 'lo2', numbers: ['34'], points: '10' },
      ],
    });
    expect(server.slips[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const result = within(screen.getByTestId('slip-result'));
    expect(result.getByText(/Lô 2 số 12 × 10 điểm/)).toBeInTheDocument();
    expect(result.getByTestId('slip-balance')).toHaveTextContent(/^1\.000\.000\s₫$/);
  });

  it('picks exactly the legs of a xiên, and quick pick fills them', async () => {
    serveHouseLottery();
    renderNorth();
    await userEvent.click(await screen.findByRole('radio', { name: 'Xiên 2' }));
    expect(screen.getByText('Chọn đúng 2 số: đã chọn 0.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Chọn nhanh' }));
    expect(screen.getByText('Chọn đúng 2 số: đã chọn 2.')).toBeInTheDocument();
    const grid = screen.getByRole('group', { name: 'Các số từ 00 đến 99' });
    expect(within(grid).getAllByRole('button', { pressed: true })).toHaveLength(2);
    // A third number cannot be added to a xiên 2.
    expect(
      within(grid)
        .getAllByRole('button', { pressed: false })
        .every((cell) => cell.hasAttribute('disabled')),
    ).toBe(true);
    expect(summary().getByTestId('slip-count')).toHaveTextContent('1');
    expect(summary().getByTestId('slip-stake')).toHaveTextContent(/^1\.000\s₫$/);
  });

  it('reads the code box into slip lines, and marks the part it could not read with the reason', async () => {
    const server = serveHouseLottery();
    renderNorth();
    await userEvent.click(await screen.findByRole('button', { name: 'Nhập mã' }));
    const box = await screen.findByRole('textbox', { name: 'Mã cược' });
    await userEvent.type(box, '12 34 lo 10{Enter}de 5 50');

    const lines = screen.getByRole('list', { name: 'Các cược đọc được từ mã' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Hà Nội · Lô 2 số 12 × 10 điểm', 'Hà Nội · Lô 2 số 34 × 10 điểm']);
    // The "5" of "de 5 50" is one digit: that part is marked, and the reason is under the box.
    const marked = screen.getByTestId('code-marked');
    expect(within(marked).getByText('5', { selector: 'mark', exact: false }).textContent).toBe('51');
    expect(screen.getByTestId('code-problems')).toHaveTextContent(
      '1. «5»: Số này không đúng số chữ số của loại cược',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    // A slip is placed only as it reads in full.
    expect(screen.getByRole('button', { name: 'Đặt cược' })).toBeDisabled();

    await userEvent.clear(box);
    await userEvent.type(box, 'de 68 50');
    expect(screen.queryByTestId('code-problems')).not.toBeInTheDocument();
    expect(summary().getByTestId('slip-stake')).toHaveTextContent(/^50\.000\s₫$/);
    await userEvent.click(screen.getByRole('button', { name: 'Đặt cược' }));
    await screen.findByRole('heading', { name: 'Đã đặt cược' });
    expect(server.slips.map((slip) => slip.bets)).toEqual([[{ type: 'de', numbers: ['68'], points: '50' }]]);
  });

  it('says in words when the draw has closed, asks for the draws again, and a retry keeps the slip’s key', async () => {
    const server = serveHouseLottery({
      place: () => ({
        error: 'error_draw_closed',
        status: 409,
        message: translateMessage('vi', 'errors.error_draw_closed'),
      }),
    });
    renderNorth();
    const grid = await screen.findByRole('group', { name: 'Các số từ 00 đến 99' });
    await userEvent.click(within(grid).getByRole('button', { name: '68' }));
    await userEvent.click(screen.getByRole('button', { name: 'Đặt cược' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kỳ quay này đã đóng cược');
    await waitFor(() => expect(server.drawReads).toBeGreaterThanOrEqual(2));

    await userEvent.click(screen.getByRole('button', { name: 'Đặt cược' }));
    await waitFor(() => expect(server.slips).toHaveLength(2));
    expect(server.slips[1]!.idempotencyKey).toBe(server.slips[0]!.idempotencyKey);
  });

  it('counts down to the close on the server’s clock, not the browser’s', async () => {
    // This browser's clock is an hour ahead of the server's: by it, the draw closed long ago.
    serveHouseLottery({
      draws: () => {
        const serverNow = Date.now() - 3_600_000;
        return { serverTime: new Date(serverNow).toISOString(), draws: [northDraw(serverNow, 125)] };
      },
    });
    renderNorth();
    const countdown = await screen.findByTestId('lottery-countdown');
    expect(countdown).toHaveTextContent(/^Đóng cược sau 02:0[45]$/);
    expect(screen.getByRole('radio', { name: /Hà Nội/ })).toBeChecked();
  });

  it('says so when no draw takes bets, with when the next one is, and places nothing', async () => {
    const server = serveHouseLottery({ draws: () => ({ serverTime: new Date().toISOString(), draws: [] }) });
    renderNorth();
    expect(await screen.findByText('Hiện không có kỳ quay nào nhận cược')).toBeInTheDocument();
    expect(screen.getByText(/^Kỳ quay tiếp theo lúc \d{2}:\d{2}\.$/)).toBeInTheDocument();
    const grid = await screen.findByRole('group', { name: 'Các số từ 00 đến 99' });
    await userEvent.click(within(grid).getByRole('button', { name: '12' }));
    expect(screen.getByText('Hãy chọn một kỳ quay đang nhận cược.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đặt cược' })).toBeDisabled();
    expect(server.slips).toEqual([]);
  });
});

describe('the lottery pages open a house game on its own screen', { timeout: 20_000 }, () => {
  it('/vnlottery?code=north shows the house draws and slip, launching no vendor frame', async () => {
    const launches: string[] = [];
    serveHouseLottery({
      extra: (path) => {
        if (path === '/lgw/games') return { value: { content: [], page: 1, size: 200, total: 0 } };
        if (path === '/wps/game/launchGame') launches.push(path);
        return undefined;
      },
    });
    renderLottery('/vnlottery?code=north');
    expect(await screen.findByRole('heading', { level: 1, name: 'Xổ số Miền Bắc' })).toBeInTheDocument();
    expect(await screen.findByRole('tablist', { name: 'Các mục xổ số' })).toBeInTheDocument();
    expect(await screen.findByTestId('lottery-countdown')).toBeInTheDocument();
    expect(screen.queryByTestId('game-frame')).not.toBeInTheDocument();
    expect(launches).toEqual([]);
  });
});
