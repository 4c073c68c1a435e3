import type { BetRound, BetRoundDetail } from '@lotus/contract/bet-rounds';
import type { BetRecord } from '@lotus/contract/bets';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageOf, serveFakeApi } from '../../test/fake-api.ts';
import { renderPage, signInForEachTest } from '../../test/render-page.tsx';
import { BettingRecordPage } from './BettingRecordPage.tsx';

const seed = 'a'.repeat(64);
const seedHash = 'b'.repeat(64);

function record(id: string, changes: Partial<BetRecord> = {}): BetRecord {
  return {
    id,
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

const vendorRound: BetRoundDetail = {
  kind: 'vendor',
  roundId: 'R1',
  transactions: [
    {
      kind: 'bet',
      transactionId: 'bet-77',
      amount: '20000',
      status: 'applied',
      createdAt: '2026-03-01T10:00:00.000Z',
    },
    {
      kind: 'win',
      transactionId: 'win-78',
      amount: '55000',
      status: 'applied',
      createdAt: '2026-03-01T10:01:00.000Z',
    },
  ],
};

function diceRound(serverSeed: string | null): BetRoundDetail {
  return {
    kind: 'house',
    round: {
      id: '9',
      game: 'dice',
      status: 'lost',
      stake: '1000',
      payout: '0',
      multiplier: 0,
      currency: 'VND',
      nonce: 4,
      serverSeedHash: seedHash,
      clientSeed: 'my-seed',
      serverSeed,
      createdAt: '2026-03-01T10:00:00.000Z',
      settledAt: '2026-03-01T10:00:00.000Z',
      params: { direction: 'under', targetHundredths: 5000 },
      outcome: { rollHundredths: 7312 },
    },
  };
}

function pappuRound(crashed: boolean): BetRoundDetail {
  return {
    kind: 'pappu',
    roundNumber: 812,
    autoCashOut: 20_000,
    cashedOutAt: crashed ? 20_000 : null,
    crashPoint: crashed ? 35_500 : null,
    serverSeedHash: seedHash,
    clientSeed: 'lotus-pappu-LOTUS',
    nonce: 812,
    serverSeed: crashed ? seed : null,
    crashedAt: crashed ? '2026-03-01T10:00:09.000Z' : null,
  };
}

/** The record holds `rounds`; each round's detail answers from `details` (while `failing()` is false). */
function serveRecord(rounds: BetRecord[], details: Record<string, BetRoundDetail>, failing = () => false) {
  const asked: string[] = [];
  serveFakeApi((request) => {
    const path = request.url.pathname;
    if (path === '/wps/relay/bets') {
      return {
        value: {
          ...pageOf(rounds, request.url.searchParams),
          from: '2026-03-01',
          to: '2026-03-07',
          timeZone: 'Asia/Ho_Chi_Minh',
        },
      };
    }
    const id = /^\/wps\/relay\/bets\/(\d+)$/.exec(path)?.[1];
    if (id === undefined) return undefined;
    asked.push(id);
    if (failing()) return { error: 'error_system', status: 500 };
    const found = rounds.find((round) => round.id === id);
    const detail = details[id];
    if (!found || !detail) return { error: 'error_not_found', status: 404 };
    const answer: BetRound = { ...found, detail };
    return { value: answer };
  });
  return asked;
}

async function entryOf(roundId: string): Promise<HTMLElement> {
  const entries = await screen.findAllByTestId('bet-entry');
  const entry = entries.find((element) => element.textContent?.includes(`Ván ${roundId}`));
  if (!entry) throw new Error(`no entry of round ${roundId}`);
  return entry;
}

signInForEachTest();

describe('a betting-record round, opened', { timeout: 20_000 }, () => {
  it('shows a vendor round’s bet and win, loaded only when opened, and closes again by keyboard', async () => {
    const asked = serveRecord([record('1')], { '1': vendorRound });
    renderPage(<BettingRecordPage />);
    const entry = await entryOf('R1');
    const toggle = within(entry).getByRole('button', { name: 'Chi tiết ván R1' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(asked).toEqual([]);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await within(entry).findByRole('list', { name: 'Các giao dịch của ván, cũ nhất trước' });
    const [bet, win] = within(list).getAllByTestId('round-transaction') as [HTMLElement, HTMLElement];
    expect(bet).toHaveTextContent(/Đặt cược20\.000\s₫/);
    expect(bet).toHaveTextContent('Hoàn tất');
    expect(bet).toHaveTextContent('Giao dịch bet-77');
    expect(win).toHaveTextContent(/Trả thưởng55\.000\s₫/);
    expect(entry).toHaveTextContent('Ván R1 tại SIM_SLOTS');
    expect(asked).toEqual(['1']);

    const hide = within(entry).getByRole('button', { name: 'Ẩn chi tiết ván R1' });
    hide.focus();
    await userEvent.keyboard('{Enter}');
    expect(hide).toHaveAttribute('aria-expanded', 'false');
    expect(within(entry).queryByRole('list')).not.toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(await within(entry).findByRole('list')).toBeInTheDocument();
  });

  it('links a house round to the verifier once its seed is revealed, and says how to reveal it before', async () => {
    serveRecord(
      [
        record('2', { vendor: 'LOTUS', gameCode: 'dice', gameType: 'mini_games', roundId: '9' }),
        record('3', { vendor: 'LOTUS', gameCode: 'dice', gameType: 'mini_games', roundId: '10' }),
      ],
      { '2': diceRound(seed), '3': diceRound(null) },
    );
    renderPage(<BettingRecordPage />);
    const revealed = await entryOf('9');
    await userEvent.click(within(revealed).getByRole('button', { name: 'Chi tiết ván 9' }));
    const verify = await within(revealed).findByRole('link', { name: 'Kiểm chứng ván này' });
    const query = new URL(verify.getAttribute('href') ?? '', 'http://member.test').searchParams;
    expect(query.get('game')).toBe('dice');
    expect(query.get('serverSeed')).toBe(seed);
    expect(query.get('clientSeed')).toBe('my-seed');
    expect(query.get('nonce')).toBe('4');
    expect(query.get('target')).toBe('50.00');
    expect(revealed).toHaveTextContent('Ra 73,12, cược dưới 50,00');
    expect(revealed).toHaveTextContent(seedHash);

    const hidden = await entryOf('10');
    await userEvent.click(within(hidden).getByRole('button', { name: 'Chi tiết ván 10' }));
    expect(await within(hidden).findByText(/Hạt giống máy chủ được giữ bí mật/)).toBeInTheDocument();
    expect(within(hidden).queryByRole('link', { name: 'Kiểm chứng ván này' })).not.toBeInTheDocument();
    expect(within(hidden).getByRole('link', { name: 'Mở Xúc Xắc' })).toHaveAttribute(
      'href',
      '/originals/dice',
    );
  });

  it('shows a PAPPU bet’s round, its seed and crash point only once it crashed', async () => {
    serveRecord(
      [
        record('4', { vendor: 'LOTUS', gameCode: 'pappu', gameType: 'mini_games', roundId: 'pappu-4' }),
        record('5', {
          vendor: 'LOTUS',
          gameCode: 'pappu',
          gameType: 'mini_games',
          roundId: 'pappu-5',
          status: 'open',
          net: null,
          settledAt: null,
        }),
      ],
      { '4': pappuRound(true), '5': pappuRound(false) },
    );
    renderPage(<BettingRecordPage />);
    const crashed = await entryOf('pappu-4');
    await userEvent.click(within(crashed).getByRole('button', { name: 'Chi tiết ván pappu-4' }));
    const verify = await within(crashed).findByRole('link', { name: 'Kiểm chứng ván này' });
    expect(verify).toHaveAttribute(
      'href',
      `/originals/verify?game=pappu&serverSeed=${seed}&clientSeed=lotus-pappu-LOTUS&nonce=812`,
    );
    expect(crashed).toHaveTextContent('Điểm nổ3,55×');
    expect(crashed).toHaveTextContent('Đã rút tại2,00×');

    const running = await entryOf('pappu-5');
    await userEvent.click(within(running).getByRole('button', { name: 'Chi tiết ván pappu-5' }));
    expect(await within(running).findByText('Được công bố khi ván nổ')).toBeInTheDocument();
    expect(running).toHaveTextContent('Chưa nổ');
    expect(within(running).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the details could not be loaded, and loads them on retry', async () => {
    let failing = true;
    serveRecord([record('6')], { '6': { ...vendorRound, roundId: 'R6' } }, () => failing);
    renderPage(<BettingRecordPage />);
    const entry = await entryOf('R6');
    await userEvent.click(within(entry).getByRole('button', { name: 'Chi tiết ván R6' }));
    expect(
      await within(entry).findByRole('heading', { name: 'Không tải được chi tiết ván.' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(entry).getByRole('button', { name: 'Thử lại' }));
    expect(await within(entry).findAllByTestId('round-transaction')).toHaveLength(2);
  });
});
