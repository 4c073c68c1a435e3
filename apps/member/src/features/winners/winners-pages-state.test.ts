import type { Winner } from '@lotus/contract/house-games';
import type { Leaderboard, WinnerPage } from '@lotus/contract/winners';
import { describe, expect, it } from 'vitest';
import {
  leaderboardSize,
  mayEnterLeaderboard,
  untilPeriodEnds,
  winnersListDepth,
  withPushedWinnerOnPage,
} from './winners-pages-state.ts';

const line = (n: number, overrides: Partial<Winner> = {}): Winner => ({
  player: 'ng***n',
  game: 'Lucky Lotus',
  prize: String(1_000_000 + n),
  time: new Date(Date.UTC(2026, 2, 2, 8, 0, n)).toISOString(),
  kind: 'win',
  gameCode: 'lucky-lotus',
  gameNames: { en: 'Lucky Lotus', vi: 'Hoa Sen May Mắn' },
  ...overrides,
});

const pageOf = (content: Winner[], total = content.length): WinnerPage => ({
  content,
  page: 1,
  size: 3,
  total,
});

describe('the winners list’s first page', () => {
  it('takes a pushed win on top, keeps its size, and counts it', () => {
    const page = pageOf([line(3), line(2), line(1)], 7);
    const next = withPushedWinnerOnPage(page, line(9));
    expect(next.content).toEqual([line(9), line(3), line(2)]);
    expect(next.total).toBe(8);
  });

  it('keeps one line for a win it shows already, and the total no deeper than the list', () => {
    const page = pageOf([line(3), line(2)]);
    expect(withPushedWinnerOnPage(page, line(3))).toBe(page);
    const deep = pageOf([line(3)], winnersListDepth);
    expect(withPushedWinnerOnPage(deep, line(4)).total).toBe(winnersListDepth);
  });

  it('leaves a full page alone for a win older than its lines', () => {
    const page = pageOf([line(30), line(20), line(10)]);
    expect(withPushedWinnerOnPage(page, line(1))).toBe(page);
  });
});

describe('the leaderboard and a pushed win', () => {
  const board = (prizes: number[]): Leaderboard => ({
    period: 'day',
    from: '2026-03-01T17:00:00.000Z',
    to: '2026-03-02T17:00:00.000Z',
    timeZone: 'Asia/Ho_Chi_Minh',
    list: prizes.map((prize, index) => ({ ...line(index), prize: String(prize), rank: index + 1 })),
  });

  it('asks again for a win of the period that has room or beats the last line', () => {
    expect(mayEnterLeaderboard(board([900_000]), line(1, { prize: '500000' }))).toBe(true);
    const full = board(Array.from({ length: leaderboardSize }, (_, n) => 2_000_000 - n));
    expect(mayEnterLeaderboard(full, line(1, { prize: '1999999' }))).toBe(true);
    expect(mayEnterLeaderboard(full, line(1, { prize: '1980001' }))).toBe(false);
  });

  it('ignores a win outside the period', () => {
    expect(mayEnterLeaderboard(board([]), line(1, { time: '2026-03-01T16:59:59.999Z' }))).toBe(false);
    expect(mayEnterLeaderboard(board([]), line(1, { time: '2026-03-02T17:00:00.000Z' }))).toBe(false);
    expect(mayEnterLeaderboard(board([]), line(1, { time: '2026-03-01T17:00:00.000Z' }))).toBe(true);
  });

  it('asks again when the period ends, never in a loop', () => {
    const now = Date.parse('2026-03-02T16:00:00.000Z');
    expect(untilPeriodEnds(board([]), now)).toBe(3_600_000);
    expect(untilPeriodEnds(board([]), Date.parse('2026-03-02T18:00:00.000Z'))).toBe(5_000);
    expect(untilPeriodEnds(undefined, now)).toBe(false);
  });
});
