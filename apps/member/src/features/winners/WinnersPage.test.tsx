import type { Winner } from '@lotus/contract/house-games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../test/fake-event-source.ts';
import { pageOf, serveFakeApi } from '../../test/fake-api.ts';
import type { FakeAnswer } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { WinnersPage } from './WinnersPage.tsx';

// Intl separates currency and number with a no-break space: compare on plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The n-th newest win: 1,000,000 + n đồng, a minute apart. */
const win = (n: number, overrides: Partial<Winner> = {}): Winner => ({
  player: 'ng***n',
  game: 'Lucky Lotus',
  prize: String(1_000_000 + n),
  time: new Date(Date.UTC(2026, 2, 1, 8, 0) - n * 60_000).toISOString(),
  kind: 'win',
  gameCode: 'lucky-lotus',
  gameNames: { en: 'Lucky Lotus', vi: 'Hoa Sen May Mắn' },
  ...overrides,
});

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

/** The list call answers `answer` for the page's query; the queries asked are kept, in order. */
function serve(answer: (query: URLSearchParams) => FakeAnswer) {
  const queries: string[] = [];
  serveFakeApi((request) => {
    if (request.url.pathname !== '/wps/relay/winners/list') return undefined;
    queries.push(request.url.searchParams.toString());
    return answer(request.url.searchParams);
  });
  return queries;
}

const lines = () => screen.getAllByTestId('winner').map((line) => plain(line.textContent));

describe('the winners page', () => {
  const wins = Array.from({ length: 25 }, (_, n) => win(n + 1));

  it('pages through the real wins, newest first, the players masked, in Vietnamese', async () => {
    const queries = serve((query) => ({ value: pageOf(wins, query) }));
    renderPage(<WinnersPage />, '/winners');
    expect(await screen.findByRole('heading', { name: 'Người thắng', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Các chiến thắng lớn, mới nhất trước' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(lines()[0]).toContain('ng***n thắng 1.000.001 ₫ ở Hoa Sen May Mắn');
    expect(queries[0]).toBe('page=1&size=20');
    expect(screen.getByText('Trang 1/2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cũ hơn' }));
    await waitFor(() => expect(lines()).toHaveLength(5));
    expect(lines()[0]).toContain('1.000.021 ₫');
    expect(queries.at(-1)).toBe('page=2&size=20');
    expect(screen.getByRole('link', { name: 'Thắng lớn nhất hôm nay và tuần này' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
  });

  it('puts a win pushed live on top of the first page and announces it, once', async () => {
    serve((query) => ({ value: pageOf(wins, query) }));
    renderPage(<WinnersPage />, '/winners');
    await screen.findByRole('list');
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    const pushed = win(0, {
      player: 'ph***m',
      prize: '7200000',
      time: '2026-03-01T08:05:00.000Z',
      gameCode: 'dice',
      game: 'Dice',
      gameNames: { en: 'Dice', vi: 'Xúc Xắc' },
    });
    FakeEventSource.current().emit('winner', pushed);
    FakeEventSource.current().emit('winner', pushed);
    await waitFor(() => expect(lines()[0]).toContain('ph***m thắng 7.200.000 ₫ ở Xúc Xắc'));
    expect(lines()).toHaveLength(20);
    expect(lines().filter((text) => text.includes('ph***m'))).toHaveLength(1);
    expect(plain(screen.getByRole('status').textContent)).toBe('ph***m thắng 7.200.000 ₫ ở Xúc Xắc');
    // Something that is not a win changes nothing.
    FakeEventSource.current().emit('winner', { player: 'x', prize: 'lots' });
    expect(lines()[0]).toContain('ph***m');
  });

  it('tells a reader on an older page that new wins came, without moving the lines', async () => {
    serve((query) => ({ value: pageOf(wins, query) }));
    renderPage(<WinnersPage />, '/winners');
    await screen.findByRole('list');
    await userEvent.click(screen.getByRole('button', { name: 'Cũ hơn' }));
    await waitFor(() => expect(lines()).toHaveLength(5));
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    FakeEventSource.current().emit('winner', win(0, { prize: '9900000', time: '2026-03-01T08:09:00.000Z' }));
    const newest = await screen.findByRole('button', {
      name: 'Có chiến thắng mới vừa được trả: xem mới nhất',
    });
    expect(lines()).toHaveLength(5);
    await userEvent.click(newest);
    await waitFor(() => expect(lines()).toHaveLength(20));
    expect(screen.queryByRole('button', { name: /Có chiến thắng mới/ })).not.toBeInTheDocument();
  });

  it('says there is no big win yet, and invents none', async () => {
    serve((query) => ({ value: pageOf([], query) }));
    renderPage(<WinnersPage />, '/winners');
    expect(await screen.findByRole('heading', { name: 'Chưa có chiến thắng lớn nào' })).toBeInTheDocument();
    expect(screen.queryAllByTestId('winner')).toHaveLength(0);
  });

  it('offers a retry when the wins cannot be loaded', async () => {
    let fails = true;
    serve((query) => (fails ? { error: 'error_system', status: 500 } : { value: pageOf(wins, query) }));
    renderPage(<WinnersPage />, '/winners');
    expect(
      await screen.findByRole('heading', { name: 'Không tải được các chiến thắng' }),
    ).toBeInTheDocument();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('list')).toBeInTheDocument();
  });
});
