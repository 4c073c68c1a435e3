import type { Winner } from '@lotus/contract/house-games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source.ts';
import { serveFakeApiKeepingCalls } from '../../test/fake-api.ts';
import type { FakeAnswer } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { useLiveEvents } from '../../lib/live-events.ts';
import { HomePage } from './HomePage.tsx';
import { WinnersBoard } from './WinnersBoard.tsx';

// Intl separates currency and number with a no-break space: compare on plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const luckyLotus: Winner = {
  player: 'ng***n',
  game: 'Lucky Lotus',
  prize: '1500000',
  time: '2026-03-01T08:00:00.000Z',
  kind: 'win',
  gameCode: 'lucky-lotus',
  gameNames: { en: 'Lucky Lotus', vi: 'Hoa Sen May Mắn' },
};
const jackpotWin: Winner = {
  player: 'tr***a',
  game: 'Jackpot',
  prize: '25000000',
  time: '2026-03-01T07:30:00.000Z',
  kind: 'jackpot',
  gameCode: 'limbo',
  gameNames: { en: 'Limbo', vi: 'Limbo' },
};

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  // Motion reduced: the jackpot counter draws each new value at once.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

/** The board's call answers `board` (a list, or a failure); the jackpot answers `jackpot`. */
function serve(answers: { board: () => FakeAnswer; jackpot?: string }) {
  return serveFakeApiKeepingCalls((call) => {
    if (call.path === '/wps/relay/winners') return answers.board();
    if (call.path === '/wps/relay/jackpot' && answers.jackpot !== undefined) {
      return { value: { amount: answers.jackpot, currency: 'VND', updatedAt: '2026-03-01T08:00:00.000Z' } };
    }
    return undefined;
  });
}

const lines = () => screen.getAllByTestId('winner').map((line) => plain(line.textContent));

describe('the winners board', () => {
  it('shows the latest wins in Vietnamese: game names in the reader’s language, prizes in đồng, the brand’s time', async () => {
    serve({ board: () => ({ value: { list: [luckyLotus, jackpotWin] } }) });
    renderPage(<WinnersBoard />);
    const board = await screen.findByRole('region', { name: 'Thắng lớn' });
    const list = await within(board).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(plain(items[0]!.textContent)).toContain('ng***n thắng 1.500.000 ₫ ở Hoa Sen May Mắn');
    // 08:00 UTC is 15:00 in Hồ Chí Minh City.
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', luckyLotus.time);
    expect(plain(items[0]!.querySelector('time')?.textContent ?? '')).toContain('15:00');
    // A jackpot is named as the jackpot, with the game whose round triggered it.
    expect(plain(items[1]!.textContent)).toContain('tr***a thắng 25.000.000 ₫ ở Hũ tích lũy · Limbo');
  });

  it('puts a win pushed live on top, announces it politely, and keeps it once when the board refetches', async () => {
    let list = [luckyLotus];
    const calls = serve({ board: () => ({ value: { list } }) });
    renderPage(<WinnersBoard />);
    await screen.findByRole('list');
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    const pushed: Winner = {
      ...luckyLotus,
      player: 'ph***m',
      prize: '7200000',
      time: '2026-03-01T08:05:00.000Z',
      gameCode: 'dice',
      game: 'Dice',
      gameNames: { en: 'Dice', vi: 'Xúc Xắc' },
    };
    FakeEventSource.current().emit('winner', pushed);
    await waitFor(() => expect(lines()[0]).toContain('ph***m thắng 7.200.000 ₫ ở Xúc Xắc'));
    expect(lines()).toHaveLength(2);
    expect(plain(screen.getByRole('status').textContent)).toBe('ph***m thắng 7.200.000 ₫ ở Xúc Xắc');

    // The stream reconnects: the board asks again, and the server's board holds the pushed win too.
    list = [pushed, luckyLotus];
    const asked = calls.filter((call) => call.path === '/wps/relay/winners').length;
    FakeEventSource.current().emit('ready', { member: false });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/wps/relay/winners').length).toBe(asked + 1),
    );
    // The same win again (the board has it now), then a new one: the page shows each once.
    FakeEventSource.current().emit('winner', pushed);
    FakeEventSource.current().emit('winner', { ...jackpotWin, time: '2026-03-01T08:06:00.000Z' });
    await waitFor(() => expect(lines()[0]).toContain('tr***a'));
    expect(lines()).toHaveLength(3);
    expect(lines()[1]).toContain('ph***m');
  });

  it('says no big win yet when there is none, and invents no line', async () => {
    serve({ board: () => ({ value: { list: [] } }) });
    renderPage(<WinnersBoard />);
    expect(await screen.findByRole('heading', { name: 'Chưa có chiến thắng lớn nào' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a retry when the board cannot be loaded', async () => {
    let fails = true;
    serve({
      board: () => (fails ? { error: 'error_system', status: 500 } : { value: { list: [luckyLotus] } }),
    });
    renderPage(<WinnersBoard />);
    expect(
      await screen.findByRole('heading', { name: 'Không tải được các chiến thắng mới nhất' }),
    ).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('list')).toBeInTheDocument();
    expect(lines()[0]).toContain('Hoa Sen May Mắn');
  });
});

/** The home page as the layout holds it: the layout keeps the site's one live stream open. */
function HomeInLayout() {
  useLiveEvents();
  return <HomePage />;
}

describe('the home page’s live wins', () => {
  it('shows the jackpot counter moving to the value the server pushes', async () => {
    serve({ board: () => ({ value: { list: [] } }), jackpot: '12000000' });
    renderPage(<HomeInLayout />);
    const amount = await screen.findByTestId('jackpot-amount');
    expect(plain(amount.textContent)).toBe('12.000.000 ₫');
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    FakeEventSource.current().emit('jackpot', { value: '12345678' });
    await waitFor(() => expect(plain(screen.getByTestId('jackpot-amount').textContent)).toBe('12.345.678 ₫'));
    expect(screen.getByRole('heading', { name: 'Hũ tích lũy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thắng lớn' })).toBeInTheDocument();
  });
});
