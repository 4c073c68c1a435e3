import { describe, expect, it } from 'vitest';
import { boardNumbers, boardShapeProblems } from './board.ts';
import type { LotteryBoard } from './board.ts';
import { northLayout, numbersOnBoard, southernLayout } from './prize-layouts.ts';

// The north's board of Tuesday 2026-09-15 (Quảng Ninh), as published (docs/lottery.md cites it).
const north20260915: LotteryBoard = {
  special: ['31429'],
  first: ['56141'],
  second: ['63539', '52989'],
  third: ['87180', '30479', '53919', '09896', '01566', '70239'],
  fourth: ['5782', '5790', '0227', '0122'],
  fifth: ['1322', '7963', '3404', '1478', '1458', '8914'],
  sixth: ['719', '652', '339'],
  seventh: ['27', '15', '44', '13'],
};

describe('the prize boards', () => {
  it('hold 27 numbers in the north and 18 in the central and south', () => {
    expect(numbersOnBoard(northLayout)).toBe(27);
    expect(numbersOnBoard(southernLayout)).toBe(18);
  });

  it('accept a published north board and list its numbers special prize first', () => {
    expect(boardShapeProblems(northLayout, north20260915)).toEqual([]);
    const numbers = boardNumbers(northLayout, north20260915);
    expect(numbers).toHaveLength(27);
    expect(numbers[0]).toEqual({ prize: 'special', value: '31429' });
    expect(numbers.at(-1)).toEqual({ prize: 'seventh', value: '13' });
  });

  it('name the exact prize and number of a board that is not shaped like its region’s', () => {
    const damaged = {
      ...north20260915,
      second: ['63539'],
      fifth: ['1322', '7963', '340', '1478', '1458', '8914'],
      seventh: ['27', '15', '44', '1x'],
      eighth: ['12'],
    };
    delete (damaged as Record<string, unknown>).sixth;
    expect(boardShapeProblems(northLayout, damaged)).toEqual([
      { prize: 'eighth', problem: 'unknown_prize' },
      { prize: 'second', problem: 'wrong_count', expected: 2 },
      { prize: 'fifth', index: 2, problem: 'wrong_digits', expected: 4 },
      { prize: 'sixth', problem: 'missing_prize', expected: 3 },
      { prize: 'seventh', index: 3, problem: 'wrong_digits', expected: 2 },
    ]);
  });
});
