import type { BetRecord } from '@lotus/contract/bets';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '../../lib/calendar-days.ts';
import { lobbyGame } from '../../test/catalog-games.ts';
import { pageOf, serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { typeDay } from '../../test/type-day.ts';
import { BettingRecordPage } from './BettingRecordPage.tsx';

function round(id: number, changes: Partial<BetRecord> = {}): BetRecord {
  return {
    id: String(id),
    vendor: 'SIM_SLOTS',
    gameCode: 'lucky-lotus',
    gameType: 'slots',
    roundId: `R${id}`,
    status: 'settled',
    stake: '20000',
    rolledBackStake: '0',
    payout: '55000',
    net: '35000',
    currency: 'VND',
    placedAt: '2026-03-01T10:00:00.000Z',
    settledAt: '2026-03-01T10:01:00.000Z',
    ...changes,
  };
}

/** Every record request the page makes, and a server holding `rounds` (filtered, paged). */
function serveRounds(rounds: BetRecord[], options: { fail?: boolean } = {}) {
  const seen: URLSearchParams[] = [];
  serveFakeApi((request) => {
    // The catalog names a vendor's games for the rows, which carry only codes.
    if (request.url.pathname === '/lgw/games' && request.url.searchParams.get('vendor') === 'SIM_LIVE') {
      const baccarat = lobbyGame(0, {
        code: 'baccarat',
        name: 'Baccarat Cổ Điển',
        vendor: 'SIM_LIVE',
        vendorName: 'Lotus Simulator Live',
      });
      return { value: pageOf([baccarat], request.url.searchParams) };
    }
    if (request.url.pathname !== '/wps/relay/bets') return undefined;
    const query = request.url.searchParams;
    seen.push(query);
    if (options.fail) return { error: 'error_system', status: 500 };
    const matching = rounds.filter(
      (entry) =>
        (!query.get('gameType') || entry.gameType === query.get('gameType')) &&
        (!query.get('status') || entry.status === query.get('status')),
    );
    return {
      value: {
        ...pageOf(matching, query),
        from: query.get('from'),
        to: query.get('to'),
        timeZone: 'Asia/Ho_Chi_Minh',
      },
    };
  });
  return seen;
}

signInForEachTest();

describe('BettingRecordPage', { timeout: 20_000 }, () => {
  it('shows each round’s game, status, stake, payout and result in đồng, for the last 7 days first', async () => {
    const seen = serveRounds([
      round(3, { status: 'open', payout: '0', net: null, settledAt: null }),
      round(2, {
        gameType: 'live_casino',
        vendor: 'SIM_LIVE',
        gameCode: 'baccarat',
        payout: '0',
        net: '-20000',
      }),
      round(1),
      round(0, {
        status: 'rolled_back',
        stake: '0',
        rolledBackStake: '20000',
        payout: '0',
        net: null,
        settledAt: null,
      }),
    ]);
    renderPage(<BettingRecordPage />);
    const entries = await screen.findAllByTestId('bet-entry');
    expect(entries).toHaveLength(4);
    const [open, lost, won, cancelled] = entries as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(open).getByText('Đang chờ')).toBeInTheDocument();
    expect(open).toHaveTextContent('Chưa kết toán');
    // Named by the catalog, never by its codes (SIM_LIVE, baccarat).
    expect(await within(lost).findByText('Baccarat Cổ Điển · Lotus Simulator Live')).toBeInTheDocument();
    expect(lost).toHaveTextContent(/-20\.000\s₫/);
    expect(won).toHaveTextContent(/Tiền thắng55\.000\s₫/);
    expect(won).toHaveTextContent(/\+35\.000\s₫/);
    expect(won).toHaveTextContent('Ván R1');
    expect(within(cancelled).getByText('Đã hủy')).toBeInTheDocument();
    expect(cancelled).toHaveTextContent(/Tiền cược đã hoàn20\.000\s₫/);

    const today = todayIn('Asia/Ho_Chi_Minh');
    expect(seen[0]?.get('to')).toBe(today);
    expect(seen[0]?.get('from')).toBe(addDays(today, -6));
    expect(seen[0]?.has('gameType')).toBe(false);
  });

  it('filters by game type, status and the last 30 days, and pages', async () => {
    const many = Array.from({ length: 23 }, (_, index) => round(100 - index));
    const seen = serveRounds([...many, round(1, { gameType: 'fishing' })]);
    renderPage(<BettingRecordPage />);
    expect(await screen.findAllByTestId('bet-entry')).toHaveLength(20);
    expect(screen.getByText('Trang 1/2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('bet-entry')).toHaveLength(4));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loại trò chơi' }), 'fishing');
    await vi.waitFor(() => expect(screen.getAllByTestId('bet-entry')).toHaveLength(1));
    expect(seen.at(-1)?.get('gameType')).toBe('fishing');
    expect(seen.at(-1)?.get('page')).toBe('1');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'open');
    await vi.waitFor(() => expect(seen.at(-1)?.get('status')).toBe('open'));
    expect(
      await screen.findByRole('heading', { name: 'Không có cược nào trong khoảng thời gian này' }),
    ).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Khoảng thời gian' }), 'last30');
    const today = todayIn('Asia/Ho_Chi_Minh');
    await vi.waitFor(() => expect(seen.at(-1)?.get('from')).toBe(addDays(today, -29)));
  });

  it('takes custom dates, refusing a range that runs backwards or is too long', async () => {
    const seen = serveRounds([round(1)]);
    renderPage(<BettingRecordPage />);
    await screen.findAllByTestId('bet-entry');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Khoảng thời gian' }), 'custom');
    await typeDay('Từ ngày', '2026-03-05');
    await typeDay('Đến ngày', '2026-03-01');
    expect(screen.getByText('Ngày bắt đầu không được sau ngày kết thúc')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Xem' })).toBeDisabled();
    await typeDay('Từ ngày', '2024-01-01');
    expect(screen.getByText('Chỉ chọn tối đa 366 ngày')).toBeInTheDocument();
    await typeDay('Từ ngày', '2026-02-20');
    await userEvent.click(screen.getByRole('button', { name: 'Xem' }));
    await vi.waitFor(() => expect(seen.at(-1)?.get('from')).toBe('2026-02-20'));
    expect(seen.at(-1)?.get('to')).toBe('2026-03-01');
  });

  it('says when there is nothing, and when loading failed', async () => {
    serveRounds([]);
    const { unmount } = renderPage(<BettingRecordPage />);
    expect(
      await screen.findByRole('heading', { name: 'Không có cược nào trong khoảng thời gian này' }),
    ).toBeInTheDocument();
    unmount();
    serveRounds([], { fail: true });
    renderPage(<BettingRecordPage />);
    expect(
      await screen.findByRole('heading', { name: 'Không tải được lịch sử cược của bạn.' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
