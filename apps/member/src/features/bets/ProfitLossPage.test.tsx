import type { ProfitLoss } from '@lotus/contract/bets';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../lib/calendar-days.ts';
import { serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { ProfitLossPage } from './ProfitLossPage.tsx';

const report: ProfitLoss = {
  from: '2026-03-01',
  to: '2026-03-07',
  timeZone: 'Asia/Ho_Chi_Minh',
  currency: 'VND',
  days: [
    { date: '2026-03-02', rounds: 2, stake: '70000', payout: '40000', net: '-30000' },
    { date: '2026-03-01', rounds: 1, stake: '10000', payout: '25000', net: '15000' },
  ],
  gameTypes: [
    { gameType: 'live_casino', rounds: 1, stake: '50000', payout: '40000', net: '-10000' },
    { gameType: 'slots', rounds: 2, stake: '30000', payout: '25000', net: '-5000' },
  ],
  total: { rounds: 3, stake: '80000', payout: '65000', net: '-15000' },
};

const empty: ProfitLoss = {
  ...report,
  days: [],
  gameTypes: [],
  total: { rounds: 0, stake: '0', payout: '0', net: '0' },
};

function serveReport(answer: ProfitLoss | 'fail') {
  const seen: URLSearchParams[] = [];
  serveFakeApi((request) => {
    if (request.url.pathname !== '/wps/relay/bets/profit-loss') return undefined;
    seen.push(request.url.searchParams);
    return answer === 'fail' ? { error: 'error_system', status: 500 } : { value: answer };
  });
  return seen;
}

/** A row's cells as the reader sees them, the row's own heading first. */
const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' '));

signInForEachTest();

describe('ProfitLossPage', { timeout: 20_000 }, () => {
  it('shows stake, payout and net per day and per game type, each with the total', async () => {
    const seen = serveReport(report);
    renderPage(<ProfitLossPage />);
    const days = await screen.findByTestId('profit-loss-days');
    const dayRows = within(days).getAllByRole('row');
    // Header, two days, total.
    expect(dayRows).toHaveLength(4);
    expect(cells(dayRows[1] as HTMLElement)).toEqual([
      '2026-03-02',
      '2',
      '70.000 ₫',
      '40.000 ₫',
      '-30.000 ₫',
    ]);
    expect(cells(dayRows[2] as HTMLElement)).toEqual([
      '2026-03-01',
      '1',
      '10.000 ₫',
      '25.000 ₫',
      '+15.000 ₫',
    ]);
    expect(cells(dayRows[3] as HTMLElement)).toEqual(['Tổng cộng', '3', '80.000 ₫', '65.000 ₫', '-15.000 ₫']);

    const types = screen.getByTestId('profit-loss-game-types');
    const typeRows = within(types).getAllByRole('row');
    expect(cells(typeRows[1] as HTMLElement)).toEqual([
      'Sòng bài trực tiếp',
      '1',
      '50.000 ₫',
      '40.000 ₫',
      '-10.000 ₫',
    ]);
    expect(cells(typeRows[2] as HTMLElement)).toEqual(['Nổ hũ', '2', '30.000 ₫', '25.000 ₫', '-5.000 ₫']);
    // The tables scroll sideways on a narrow screen, by keyboard too.
    expect(screen.getByRole('region', { name: 'Theo ngày' })).toHaveAttribute('tabindex', '0');

    const today = todayIn('Asia/Ho_Chi_Minh');
    expect(seen[0]?.get('from')).toBe(addDays(today, -6));
    expect(seen[0]?.get('to')).toBe(today);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Khoảng thời gian' }), 'last30');
    await vi.waitFor(() => expect(seen.at(-1)?.get('from')).toBe(addDays(today, -29)));
  });

  it('says when nothing settled in the period, and when loading failed', async () => {
    serveReport(empty);
    const { unmount } = renderPage(<ProfitLossPage />);
    expect(
      await screen.findByRole('heading', {
        name: 'Không có ván nào được kết toán trong khoảng thời gian này',
      }),
    ).toBeInTheDocument();
    unmount();
    serveReport('fail');
    renderPage(<ProfitLossPage />);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Không tải được báo cáo lãi lỗ của bạn.' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
  });
});
