import { useSessionStore } from '@lotus/app-shell';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  central20250813DaNang,
  central20250813KhanhHoa,
  north20260915QuangNinh,
} from '../../../../../../../packages/games/src/lottery/fixtures/published-boards.ts';
import { addDays, todayIn } from '../../../../lib/calendar-days.ts';
import { useLoginModal } from '../../../../lib/login-modal-store.ts';
import { renderPage, signInForEachTest } from '../../../../test/render-page.tsx';
import { fastResult, serveLotteryResults, stationResult } from './results-test-server.ts';
import { ResultsPanel } from './ResultsPanel.tsx';

const today = todayIn('Asia/Ho_Chi_Minh');

/** A table's body rows as their cells' texts, as a reader goes along each row. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

signInForEachTest();
afterEach(() => {
  act(() => useLoginModal.getState().close());
});

describe('the lottery results panel', { timeout: 20_000 }, () => {
  it('shows today’s north board (the special prize first and marked) with its lô heads and tails', async () => {
    const server = serveLotteryResults({
      results: [stationResult('north', 'qni', today, north20260915QuangNinh)],
    });
    renderPage(<ResultsPanel gameCode="north" />);

    expect(await screen.findByRole('heading', { level: 3, name: 'Quảng Ninh' })).toBeInTheDocument();
    const board = screen.getByRole('table', { name: 'Bảng kết quả: Quảng Ninh' });
    const rows = rowsOf(board);
    expect(rows.map((row) => row[0])).toEqual([
      'Giải đặc biệt',
      'Giải nhất',
      'Giải nhì',
      'Giải ba',
      'Giải tư',
      'Giải năm',
      'Giải sáu',
      'Giải bảy',
    ]);
    expect(rows[0]).toEqual(['Giải đặc biệt', '31429']);
    expect(rows[3]?.[1]).toBe('871803047953919098960156670239');
    // The special prize stands out: its number is not set like the others.
    const special = within(board).getByText('31429');
    const first = within(board).getByText('56141');
    expect(special.className).not.toBe(first.className);
    expect(special.closest('tr')).toHaveAttribute('data-prize', 'special');

    const headsTails = screen.getByRole('table', { name: 'Bảng lô tô đầu đuôi: Quảng Ninh' });
    const table = rowsOf(headsTails);
    expect(table).toHaveLength(10);
    // Heads, digit, tails.
    expect(table[0]).toEqual(['04', '0', '80, 90']);
    expect(table[1]).toEqual(['13, 14, 15, 19, 19', '1', '41']);
    expect(table[3]).toEqual(['39, 39, 39', '3', '13, 63']);
    expect(table[9]).toEqual(['90, 96', '9', '19, 19, 29, 39, 39, 39, 79, 89']);

    expect(server.resultQueries[0]?.get('game')).toBe('north');
    expect(server.resultQueries[0]?.get('date')).toBe(today);
  });

  it('shows each station of a regional day under its name, and says when a day has no results', async () => {
    const server = serveLotteryResults({
      results: [
        stationResult('central', 'dng', addDays(today, -1), central20250813DaNang),
        stationResult('central', 'kh', addDays(today, -1), central20250813KhanhHoa),
      ],
    });
    renderPage(<ResultsPanel gameCode="central" />);
    expect(await screen.findByRole('heading', { name: 'Chưa có kết quả cho ngày này' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ngày sau' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Ngày trước' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Đà Nẵng' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Khánh Hòa' })).toBeInTheDocument();
    expect(screen.getByLabelText('Ngày quay')).toHaveValue(addDays(today, -1));
    // The southern layout: the eighth prize closes the board.
    const board = screen.getByRole('table', { name: 'Bảng kết quả: Đà Nẵng' });
    expect(rowsOf(board).at(-1)).toEqual(['Giải tám', '48']);
    expect(server.resultQueries.at(-1)?.get('date')).toBe(addDays(today, -1));
  });

  it('says when the results could not be loaded, and loads them on retry', async () => {
    let fail = true;
    serveLotteryResults({
      results: [stationResult('north', 'qni', today, north20260915QuangNinh)],
      failResults: () => fail,
    });
    renderPage(<ResultsPanel gameCode="north" />);
    expect(await screen.findByRole('heading', { name: 'Không tải được kết quả' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Quảng Ninh' })).toBeInTheDocument();
  });

  it('verifies a fast draw in the browser: a true seed matches, a tampered board does not', async () => {
    const honest = fastResult(today, '12:31', 'seed-of-the-honest-draw');
    const tampered = fastResult(today, '12:30', 'seed-of-the-tampered-draw');
    tampered.board = { ...tampered.board, special: ['00000'] };
    serveLotteryResults({ results: [honest, tampered] });
    renderPage(<ResultsPanel gameCode="F1" />);

    // The newest draw is open; the other waits to be opened.
    const draws = await screen.findAllByTestId('fast-draw-result');
    expect(draws).toHaveLength(2);
    const newest = draws[0] as HTMLElement;
    expect(within(newest).getByRole('heading', { name: 'Kỳ quay lúc 12:31' })).toBeInTheDocument();
    expect(within(newest).getByText(honest.seedHash ?? '')).toBeInTheDocument();
    expect(within(newest).getByText('seed-of-the-honest-draw')).toBeInTheDocument();
    await userEvent.click(within(newest).getByRole('button', { name: 'Kiểm tra' }));
    const verdict = within(newest).getByRole('status');
    expect(verdict).toHaveTextContent('Hạt giống khớp với mã băm đã công bố.');
    expect(verdict).toHaveTextContent('Bảng kết quả đúng là bảng mà hạt giống này quay ra.');

    const older = draws[1] as HTMLElement;
    expect(within(older).queryByRole('button', { name: 'Kiểm tra' })).not.toBeInTheDocument();
    await userEvent.click(within(older).getByRole('button', { name: 'Xem bảng kết quả: Kỳ quay lúc 12:30' }));
    expect(within(older).getByRole('table', { name: 'Bảng kết quả: Kỳ quay lúc 12:30' })).toBeInTheDocument();
    await userEvent.click(within(older).getByRole('button', { name: 'Kiểm tra' }));
    const mismatch = within(older).getByRole('status');
    expect(mismatch).toHaveTextContent('Hạt giống khớp với mã băm đã công bố.');
    expect(mismatch).toHaveTextContent('Bảng kết quả không phải là bảng mà hạt giống này quay ra.');
  });

  it('asks a visitor to log in, asking the server nothing', async () => {
    act(() => useSessionStore.getState().signOut());
    const server = serveLotteryResults();
    renderPage(<ResultsPanel gameCode="north" />);
    expect(
      await screen.findByRole('heading', { name: 'Bạn chưa đăng nhập, vui lòng đăng nhập' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(useLoginModal.getState().showLoginWrap).toBe(true);
    expect(server.resultQueries).toEqual([]);
  });
});
