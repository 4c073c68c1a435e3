import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, signInForEachTest } from '../../../../test/render-page.tsx';
import { fastResult, serveLotteryResults } from './results-test-server.ts';
import type { FinalResult } from './results-test-server.ts';
import { StatisticsPanel } from './StatisticsPanel.tsx';

/** A fast draw whose board holds exactly the given numbers (the statistics read any board). */
function drawWith(time: string, numbers: string[]): FinalResult {
  return { ...fastResult('2026-11-26', time, `seed-${time}`), board: { special: numbers } };
}

// Newest first: 45 came twice in the newest draw and once in the oldest; 12 in the middle and the
// oldest; 88 only in the oldest.
const draws = [
  drawWith('12:31', ['12345', '45', '07']),
  drawWith('12:30', ['99907', '12']),
  drawWith('12:29', ['00012', '88', '45']),
];

const cellText = (number: string) =>
  within(screen.getByRole('list', { name: 'Lô từ 00 đến 99' }))
    .getAllByRole('listitem')
    .find((cell) => cell.getAttribute('data-number') === number)
    ?.querySelector('span')?.textContent;

signInForEachTest();

describe('lottery number statistics', { timeout: 20_000 }, () => {
  it('shows each lô’s frequency and draws since seen over the last draws, the hot and cold ones named', async () => {
    const server = serveLotteryResults({ results: draws });
    renderPage(<StatisticsPanel gameCode="F1" />);

    const grid = await screen.findByRole('list', { name: 'Lô từ 00 đến 99' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByText(/trong 3 kỳ gần nhất/)).toBeInTheDocument();
    expect(cellText('45')).toBe('Lô 45: Về 3 lần; Về ở kỳ mới nhất (nóng)');
    expect(cellText('12')).toBe('Lô 12: Về 2 lần; 1 kỳ chưa về (nóng)');
    // Only four lô came at all: each is among the five hottest.
    expect(cellText('88')).toBe('Lô 88: Về 1 lần; 2 kỳ chưa về (nóng)');
    expect(cellText('50')).toBe('Lô 50: Về 0 lần; Chưa về trong 3 kỳ');
    expect(cellText('00')).toBe('Lô 00: Về 0 lần; Chưa về trong 3 kỳ (gan)');

    const hot = within(screen.getByRole('list', { name: 'Số nóng (về nhiều)' })).getAllByRole('listitem');
    expect(hot.map((item) => item.textContent)).toEqual([
      '45 · 3 lần',
      '07 · 2 lần',
      '12 · 2 lần',
      '88 · 1 lần',
    ]);
    const cold = within(screen.getByRole('list', { name: 'Lô gan (lâu chưa về)' })).getAllByRole('listitem');
    expect(cold[0]).toHaveTextContent('00 · Chưa về trong 3 kỳ');

    // Thirty draws asked for by default; ten on request.
    expect(server.resultQueries[0]?.get('game')).toBe('F1');
    expect(server.resultQueries[0]?.has('date')).toBe(false);
    await userEvent.selectOptions(screen.getByLabelText('Số kỳ thống kê'), '10 kỳ gần nhất');
    expect(await screen.findByRole('list', { name: 'Lô từ 00 đến 99' })).toBeInTheDocument();
    expect(server.resultQueries).toHaveLength(2);
  });

  it('orders the grid by frequency when asked', async () => {
    serveLotteryResults({ results: draws });
    renderPage(<StatisticsPanel gameCode="F1" />);
    const grid = await screen.findByRole('list', { name: 'Lô từ 00 đến 99' });
    expect(within(grid).getAllByRole('listitem')[0]).toHaveAttribute('data-number', '00');
    await userEvent.selectOptions(screen.getByLabelText('Sắp xếp'), 'Về nhiều nhất trước');
    const order = within(grid)
      .getAllByRole('listitem')
      .slice(0, 4)
      .map((cell) => cell.getAttribute('data-number'));
    expect(order).toEqual(['45', '07', '12', '88']);
  });

  it('says when the game has no final draws yet, and when the draws could not be loaded', async () => {
    serveLotteryResults({ results: [] });
    const { unmount } = renderPage(<StatisticsPanel gameCode="F3" />);
    expect(
      await screen.findByRole('heading', { name: 'Trò chơi này chưa có kỳ quay nào có kết quả' }),
    ).toBeInTheDocument();
    unmount();
    serveLotteryResults({ results: draws, failResults: () => true });
    renderPage(<StatisticsPanel gameCode="F1" />);
    expect(await screen.findByRole('heading', { name: 'Không tải được các kỳ quay' })).toBeInTheDocument();
  });
});
