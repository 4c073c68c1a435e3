import { useSessionStore } from '@lotus/app-shell';
import type { LotteryMyBet } from '@lotus/contract/lottery';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoginModal } from '../../../../lib/login-modal-store.ts';
import { renderPage, signInForEachTest } from '../../../../test/render-page.tsx';
import { MyBetsPanel } from './MyBetsPanel.tsx';
import { serveLotteryResults } from './results-test-server.ts';

function bet(id: string, changes: Partial<LotteryMyBet>): LotteryMyBet {
  return {
    betId: id,
    slipId: 'slip-1',
    drawId: 'R-qni-20260915',
    gameCode: 'north',
    station: 'qni',
    drawsAt: '2026-09-15T11:15:00.000Z',
    type: 'lo2',
    numbers: ['39'],
    points: '10',
    stake: '270000',
    maxWin: '21600000',
    status: 'open',
    winnings: null,
    placedAt: '2026-09-15T09:00:00.000Z',
    ...changes,
  };
}

const bets: LotteryMyBet[] = [
  bet('b-won', { status: 'won', winnings: '2400000' }),
  bet('b-lost', { type: 'xien2', numbers: ['12', '34'], status: 'lost', winnings: '0' }),
  bet('b-void', { type: 'de', numbers: ['29'], stake: '50000', status: 'void', winnings: '50000' }),
  bet('b-open', { type: 'truot4', numbers: ['01', '02', '03', '05'] }),
];

const entryOf = async (title: RegExp) =>
  (await screen.findAllByTestId('lottery-bet')).find((entry) =>
    title.test(entry.textContent ?? ''),
  ) as HTMLElement;

signInForEachTest();
afterEach(() => {
  act(() => useLoginModal.getState().close());
});

describe('my lottery bets', { timeout: 20_000 }, () => {
  it('tells each bet’s state truthfully: won with its winnings, lost, void as refunded, open waiting', async () => {
    const server = serveLotteryResults({ bets });
    renderPage(<MyBetsPanel gameCode="north" />);

    const won = await entryOf(/Lô 2 số/);
    expect(won).toHaveTextContent(/Thắng 2\.400\.000\s₫/);
    expect(within(won).getByText('R-qni-20260915')).toBeInTheDocument();
    expect(within(won).getByText('Quảng Ninh')).toBeInTheDocument();
    expect(won).toHaveTextContent(/270\.000\s₫/);
    expect(won).toHaveTextContent(/21\.600\.000\s₫/);

    const lost = await entryOf(/Xiên 2/);
    expect(lost).toHaveTextContent('12 - 34');
    expect(within(lost).getAllByText('Thua').length).toBeGreaterThan(0);
    expect(lost).not.toHaveTextContent(/Thắng \d/);

    const refunded = await entryOf(/Đề đặc biệt/);
    expect(refunded).toHaveTextContent(/Đã hủy: hoàn lại 50\.000\s₫/);

    const open = await entryOf(/Lô trượt 4/);
    expect(within(open).getAllByText('Chờ kết quả').length).toBeGreaterThan(0);

    expect(server.betQueries[0]?.get('game')).toBe('north');
    expect(server.betQueries[0]?.has('status')).toBe(false);
  });

  it('filters by status, asking the server for that status only', async () => {
    const server = serveLotteryResults({ bets });
    renderPage(<MyBetsPanel gameCode="north" />);
    await screen.findAllByTestId('lottery-bet');
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), 'Đã hủy');
    expect(await screen.findByText(/Đã hủy: hoàn lại/)).toBeInTheDocument();
    expect(screen.getAllByTestId('lottery-bet')).toHaveLength(1);
    expect(server.betQueries.at(-1)?.get('status')).toBe('void');
  });

  it('says when there are no bets on the game', async () => {
    serveLotteryResults({ bets });
    renderPage(<MyBetsPanel gameCode="F5" />);
    expect(await screen.findByRole('heading', { name: 'Chưa có cược nào' })).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    act(() => useSessionStore.getState().signOut());
    const server = serveLotteryResults({ bets });
    renderPage(<MyBetsPanel gameCode="north" />);
    expect(
      await screen.findByRole('heading', { name: 'Bạn chưa đăng nhập, vui lòng đăng nhập' }),
    ).toBeInTheDocument();
    expect(server.betQueries).toEqual([]);
  });
});
