import type { Winner } from '@lotus/contract/house-games';
import { describe, expect, it } from 'vitest';
import { readWinnerEvent, winnersBoardSize, withPushedWinner } from './winners-board-state.ts';

const line = (n: number, overrides: Partial<Winner> = {}): Winner => ({
  player: 'ng***n',
  game: 'Lucky Lotus',
  prize: String(1_000_000 + n),
  time: new Date(Date.UTC(2026, 2, 1, 8, 0, n)).toISOString(),
  kind: 'win',
  gameCode: 'lucky-lotus',
  gameNames: { en: 'Lucky Lotus', vi: 'Hoa Sen May Mắn' },
  ...overrides,
});

describe('the winners board state', () => {
  it('puts a pushed win on top and keeps at most a board’s worth of lines', () => {
    const board = { list: Array.from({ length: winnersBoardSize }, (_, n) => line(winnersBoardSize - n)) };
    const pushed = line(99);
    const next = withPushedWinner(board, pushed);
    expect(next.list[0]).toEqual(pushed);
    expect(next.list).toHaveLength(winnersBoardSize);
    expect(next.list.at(-1)).toEqual(line(2));
  });

  it('keeps one line for a win the board already shows', () => {
    const board = { list: [line(2), line(1)] };
    expect(withPushedWinner(board, line(2))).toBe(board);
  });

  it('reads a pushed event, and refuses what is not a board line', () => {
    expect(readWinnerEvent(line(1))).toEqual(line(1));
    expect(readWinnerEvent({ ...line(1), gameNames: { vi: 'Xúc Xắc', th: 5 } })?.gameNames).toEqual({
      vi: 'Xúc Xắc',
    });
    expect(readWinnerEvent({ ...line(1), prize: '1e9' })).toBeUndefined();
    expect(readWinnerEvent({ ...line(1), kind: 'bonus' })).toBeUndefined();
    expect(readWinnerEvent({ ...line(1), time: 'yesterday' })).toBeUndefined();
    expect(readWinnerEvent({ player: 'ab***c', prize: '900000' })).toBeUndefined();
    expect(readWinnerEvent(null)).toBeUndefined();
  });
});
