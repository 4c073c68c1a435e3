import { translateMessage } from '@lotus/i18n/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, signInForEachTest } from '../../../test/render-page.tsx';
import { HouseLottery } from './HouseLottery.tsx';
import { centralDraw, placedSlip, serveHouseLottery } from './house-test-server.ts';

signInForEachTest();

/** The central game on a Thursday with its three stations' draws taking bets (or those given). */
function serveCentral(
  options: { stations?: string[]; place?: Parameters<typeof serveHouseLottery>[0] } = {},
) {
  return serveHouseLottery({
    ...options.place,
    central: true,
    draws: () => {
      const now = Date.now();
      return {
        serverTime: new Date(now).toISOString(),
        draws: (options.stations ?? ['bdi', 'qt', 'qb']).map((station) => centralDraw(station, now)),
      };
    },
  });
}

async function typeCode(text: string) {
  renderPage(<HouseLottery code="central" name="Xổ Số Miền Trung" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Nhập mã' }));
  const box = await screen.findByRole('textbox', { name: 'Mã cược' });
  await screen.findAllByTestId('lottery-draw');
  await userEvent.type(box, text);
  return box;
}

const lines = () =>
  within(screen.getByRole('list', { name: 'Các cược đọc được từ mã' }))
    .getAllByRole('listitem')
    .map((line) => line.textContent);

describe('the code box of a regional game reads station words', { timeout: 20_000 }, () => {
  it('“2d de 68 10” places one slip on each of the day’s first two stations’ draws', async () => {
    const server = serveCentral();
    await typeCode('2d de 68 10');
    expect(lines()).toEqual(['Bình Định · Đề đặc biệt 68 × 10 điểm', 'Quảng Trị · Đề đặc biệt 68 × 10 điểm']);
    // Two đề of 10 points at 1,000 ₫ over both stations.
    expect(within(screen.getByTestId('slip-summary')).getByTestId('slip-stake')).toHaveTextContent(
      /^20\.000\s₫$/,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Đặt cược' }));
    expect(await screen.findByRole('heading', { name: 'Đã đặt cược' })).toBeInTheDocument();
    expect(server.slips.map(({ drawId, bets }) => ({ drawId, bets }))).toEqual([
      { drawId: 'R-bdi-20261126', bets: [{ type: 'de', numbers: ['68'], points: '10' }] },
      { drawId: 'R-qt-20261126', bets: [{ type: 'de', numbers: ['68'], points: '10' }] },
    ]);
    expect(server.slips[0]!.idempotencyKey).not.toBe(server.slips[1]!.idempotencyKey);
    const placed = screen.getAllByTestId('slip-result-slip').map((slip) => slip.firstChild?.textContent);
    expect(placed[0]).toMatch(/^Bình Định: phiếu s-R-bdi-20261126, kỳ quay R-bdi-20261126/);
    expect(placed[1]).toMatch(/^Quảng Trị: phiếu s-R-qt-20261126/);
  });

  it('marks a station word whose station has no draw taking bets, under that word', async () => {
    const server = serveCentral({ stations: ['bdi', 'qt'] });
    await typeCode('de 12 5{Enter}qb lo 34 5');
    expect(screen.getByTestId('code-problems')).toHaveTextContent(
      '1. «qb»: Đài này hiện không có kỳ quay nào nhận cược',
    );
    expect(
      within(screen.getByTestId('code-marked')).getByText('qb', { selector: 'mark', exact: false })
        .textContent,
    ).toBe('qb1');
    // The first line is on the chosen draw (the first station) and reads.
    expect(lines()).toEqual(['Bình Định · Đề đặc biệt 12 × 5 điểm']);
    expect(screen.getByRole('button', { name: 'Đặt cược' })).toBeDisabled();
    expect(server.slips).toEqual([]);
  });

  it('refuses đá 2 đài under its span: a slip is on one draw', async () => {
    serveCentral();
    await typeCode('2d da 12 34 5');
    expect(screen.getByTestId('code-problems')).toHaveTextContent(/^1\. «da 12 34 5»: Đá 2 đài tính trên/);
  });

  it('says which slip was placed and which refused, and a retry sends only the refused one with its key', async () => {
    let refuse = true;
    const server = serveCentral({
      place: {
        place: (slip) =>
          slip.drawId === 'R-qt-20261126' && refuse
            ? {
                error: 'error_draw_closed',
                status: 409,
                message: translateMessage('vi', 'errors.error_draw_closed'),
              }
            : { value: placedSlip(slip) },
      },
    });
    await typeCode('2d de 68 10');
    await userEvent.click(screen.getByRole('button', { name: 'Đặt cược' }));
    const outcomes = await screen.findByTestId('slip-outcomes');
    expect(outcomes).toHaveTextContent('Chưa đặt được tất cả các phiếu');
    expect(outcomes).toHaveTextContent('Đã đặt: Bình Định, phiếu s-R-bdi-20261126');
    expect(outcomes).toHaveTextContent('Chưa đặt: Quảng Trị. Kỳ quay này đã đóng cược');

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Đặt cược' }));
    expect(await screen.findByRole('heading', { name: 'Đã đặt cược' })).toBeInTheDocument();
    expect(server.slips.map((slip) => slip.drawId)).toEqual([
      'R-bdi-20261126',
      'R-qt-20261126',
      'R-qt-20261126',
    ]);
    expect(server.slips[2]!.idempotencyKey).toBe(server.slips[1]!.idempotencyKey);
    expect(screen.getAllByTestId('slip-result-slip')).toHaveLength(2);
  });
});
