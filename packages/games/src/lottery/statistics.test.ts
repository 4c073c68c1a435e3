import { describe, expect, it } from 'vitest';
import type { LotteryBoard } from './board.ts';
import { north20260915QuangNinh } from './fixtures/published-boards.ts';
import { coldestNumbers, hottestNumbers, numberStatisticsOf } from './statistics.ts';

const statOf = (boards: readonly LotteryBoard[], number: string) =>
  numberStatisticsOf(boards).find((entry) => entry.number === number);

// Three small draws, newest first: what each lô did is easy to count by eye.
const newest: LotteryBoard = { special: ['12345'], seventh: ['45', '07'] };
const middle: LotteryBoard = { special: ['99907'], seventh: ['12'] };
const oldest: LotteryBoard = { special: ['00012'], seventh: ['88', '45'] };
const draws = [newest, middle, oldest];

describe('number statistics over the last draws', () => {
  it('answers every lô 00–99 once, in order', () => {
    const numbers = numberStatisticsOf(draws).map((entry) => entry.number);
    expect(numbers).toHaveLength(100);
    expect(numbers[0]).toBe('00');
    expect(numbers[7]).toBe('07');
    expect(numbers[99]).toBe('99');
  });

  it('counts every appearance by its last two digits, and the draws since the newest one', () => {
    // 45: twice in the newest draw (12345 and 45), once in the oldest.
    expect(statOf(draws, '45')).toEqual({ number: '45', frequency: 3, drawsSinceSeen: 0 });
    // 07: in the newest and the middle draw.
    expect(statOf(draws, '07')).toEqual({ number: '07', frequency: 2, drawsSinceSeen: 0 });
    // 12: in the middle and the oldest draw: one draw has passed since.
    expect(statOf(draws, '12')).toEqual({ number: '12', frequency: 2, drawsSinceSeen: 1 });
    // 88: only in the oldest draw.
    expect(statOf(draws, '88')).toEqual({ number: '88', frequency: 1, drawsSinceSeen: 2 });
    // 50: never.
    expect(statOf(draws, '50')).toEqual({ number: '50', frequency: 0, drawsSinceSeen: null });
  });

  it('counts a published north board’s 27 numbers: 39 three times, 19 twice', () => {
    const stats = numberStatisticsOf([north20260915QuangNinh]);
    expect(stats.reduce((total, entry) => total + entry.frequency, 0)).toBe(27);
    expect(stats.find((entry) => entry.number === '39')?.frequency).toBe(3);
    expect(stats.find((entry) => entry.number === '19')?.frequency).toBe(2);
    expect(stats.filter((entry) => entry.drawsSinceSeen === 0)).toHaveLength(22);
  });

  it('has nothing seen over no draws', () => {
    expect(
      numberStatisticsOf([]).every((entry) => entry.frequency === 0 && entry.drawsSinceSeen === null),
    ).toBe(true);
  });

  it('names the hottest lô by frequency, and the coldest: never seen first, then the longest gap', () => {
    const stats = numberStatisticsOf(draws);
    expect(hottestNumbers(stats, 3).map((entry) => entry.number)).toEqual(['45', '07', '12']);
    const cold = coldestNumbers(stats, 100);
    expect(cold[0]?.number).toBe('00');
    // 88 (gap 2) before 12 (gap 1); the newest draw's lô are never cold.
    expect(cold.slice(-2).map((entry) => entry.number)).toEqual(['88', '12']);
    expect(cold.some((entry) => entry.number === '45')).toBe(false);
  });
});
