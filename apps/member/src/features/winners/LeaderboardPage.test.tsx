import type { Winner } from '@lotus/contract/house-games';
import type { Leaderboard, LeaderboardEntry, LeaderboardPeriod } from '@lotus/contract/winners';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source.ts';
import { serveFakeApi } from '../../test/fake-api.ts';
import type { FakeAnswer } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { LeaderboardPage } from './LeaderboardPage.tsx';

// Intl separates currency and number with a no-break space: compare on plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const luckyLotus: Winner = {
  player: 'ng***n',
  game: 'Lucky Lotus',
  prize: '9000000',
  time: '2026-03-02T08:00:00.000Z',
  kind: 'win',
  gameCode: 'lucky-lotus',
  gameNames: { en: 'Lucky Lotus', vi: 'Hoa Sen May Mắn' },
};
const jackpot: Winner = {
  player: 'tr***a',
  game: 'Jackpot',
  prize: '25000000',
  time: '2026-03-02T07:30:00.000Z',
  kind: 'jackpot',
  gameCode: 'limbo',
  gameNames: { en: 'Limbo', vi: 'Limbo' },
};

/** Monday 2 March 2026 in Hồ Chí Minh City (UTC+7), and its week. */
const periods = {
  day: { from: '2026-03-01T17:00:00.000Z', to: '2026-03-02T17:00:00.000Z' },
  week: { from: '2026-03-01T17:00:00.000Z', to: '2026-03-08T17:00:00.000Z' },
};
const boardOf = (period: LeaderboardPeriod, wins: Winner[]): Leaderboard => ({
  period,
  ...periods[period],
  timeZone: 'Asia/Ho_Chi_Minh',
  list: wins.map((winner, index): LeaderboardEntry => ({ ...winner, rank: index + 1 })),
});

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

/** The leaderboard call answers `answer` for the period asked; the periods asked are kept, in order. */
function serve(answer: (period: string) => FakeAnswer) {
  const asked: string[] = [];
  serveFakeApi((request) => {
    if (request.url.pathname !== '/wps/relay/winners/leaderboard') return undefined;
    const period = request.url.searchParams.get('period') ?? '';
    asked.push(period);
    return answer(period);
  });
  return asked;
}

const lines = () => screen.getAllByTestId('leaderboard-line').map((line) => plain(line.textContent));

describe('the leaderboard', () => {
  it('ranks today’s biggest wins, and this week’s on the other tab, in Vietnamese', async () => {
    const asked = serve((period) =>
      period === 'week'
        ? {
            value: boardOf('week', [
              jackpot,
              luckyLotus,
              { ...luckyLotus, player: 'ph***m', prize: '600000' },
            ]),
          }
        : { value: boardOf('day', [jackpot, luckyLotus]) },
    );
    renderPage(<LeaderboardPage />, '/leaderboard');
    expect(await screen.findByRole('heading', { name: 'Bảng xếp hạng', level: 1 })).toBeInTheDocument();
    const today = await screen.findByRole('list', { name: 'Các chiến thắng lớn nhất, lớn nhất trước' });
    expect(within(today).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Hôm nay' })).toHaveAttribute('aria-selected', 'true');
    expect(lines()[0]).toContain('Hạng 1: tr***a thắng 25.000.000 ₫ ở Hũ tích lũy · Limbo');
    expect(lines()[1]).toContain('Hạng 2: ng***n thắng 9.000.000 ₫ ở Hoa Sen May Mắn');
    // 08:00 UTC is 15:00 in Hồ Chí Minh City; the day began at midnight there.
    expect(
      plain(screen.getAllByTestId('leaderboard-line')[1]!.querySelector('time')?.textContent ?? ''),
    ).toContain('15:00');
    expect(plain(screen.getByText(/^Từ /).textContent)).toContain('00:00');
    expect(asked).toEqual(['day']);

    // The keyboard moves between the tabs.
    screen.getByRole('tab', { name: 'Hôm nay' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tuần này' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lines()).toHaveLength(3));
    expect(lines()[2]).toContain('Hạng 3: ph***m thắng 600.000 ₫');
    expect(asked).toEqual(['day', 'week']);
    expect(screen.getByRole('link', { name: 'Xem tất cả người thắng' })).toHaveAttribute('href', '/winners');
  });

  it('asks again when a pushed win may enter the board, and only then', async () => {
    let day = boardOf('day', [luckyLotus]);
    const asked = serve(() => ({ value: day }));
    renderPage(<LeaderboardPage />, '/leaderboard');
    await screen.findByRole('list');
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    // Yesterday's win, however big, is not today's.
    FakeEventSource.current().emit('winner', { ...jackpot, time: '2026-03-01T16:59:59.000Z' });
    const pushed = { ...luckyLotus, player: 'ph***m', prize: '12000000', time: '2026-03-02T09:00:00.000Z' };
    day = boardOf('day', [pushed, luckyLotus]);
    FakeEventSource.current().emit('winner', pushed);
    await waitFor(() => expect(lines()[0]).toContain('Hạng 1: ph***m thắng 12.000.000 ₫'));
    expect(asked).toEqual(['day', 'day']);
  });

  it('says when no big win was paid today or this week, and invents none', async () => {
    serve((period) => ({ value: boardOf(period === 'week' ? 'week' : 'day', []) }));
    renderPage(<LeaderboardPage />, '/leaderboard');
    expect(
      await screen.findByRole('heading', { name: 'Hôm nay chưa có chiến thắng lớn nào' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Tuần này' }));
    expect(
      await screen.findByRole('heading', { name: 'Tuần này chưa có chiến thắng lớn nào' }),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('leaderboard-line')).toHaveLength(0);
  });

  it('offers a retry when the leaderboard cannot be loaded', async () => {
    let fails = true;
    serve(() => (fails ? { error: 'error_system', status: 500 } : { value: boardOf('day', [luckyLotus]) }));
    renderPage(<LeaderboardPage />, '/leaderboard');
    expect(await screen.findByRole('heading', { name: 'Không tải được bảng xếp hạng' })).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
  });
});
