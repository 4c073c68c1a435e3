import { describe, expect, it } from 'vitest';
import { classify, failedScore, median, sortBySpeed, untestedRows, withResult } from './line-rows.ts';

describe('classify', () => {
  it.each([
    [0, 'fast'],
    [80, 'fast'],
    [81, 'normal'],
    [150, 'normal'],
    [151, 'slow'],
    [failedScore, 'slow'],
  ])('%i ms is %s', (speed, expected) => {
    expect(classify(speed)).toBe(expected);
  });
});

describe('median', () => {
  it('takes the middle of three measurements', () => {
    expect(median([40, 12, 15])).toBe(15);
  });
  it('lets two good pings outvote one failure, and two failures mark the line failed', () => {
    expect(median([20, failedScore, 30])).toBe(30);
    expect(median([20, failedScore, failedScore])).toBe(failedScore);
  });
  it('scores no measurement at all as failed', () => {
    expect(median([])).toBe(failedScore);
  });
});

describe('rows', () => {
  it('start untested at 0 and keep their line number when the list re-sorts', () => {
    let rows = untestedRows(['a.example', 'b.example', 'c.example']);
    expect(rows.every((row) => !row.tested && row.speed === 0 && row.type === null)).toBe(true);
    rows = withResult(rows, 3, 12);
    rows = withResult(rows, 1, failedScore);
    const sorted = sortBySpeed(rows);
    expect(sorted.map((row) => [row.idx, row.speed, row.type])).toEqual([
      [3, 12, 'fast'],
      [1, failedScore, 'slow'],
      [2, 0, null],
    ]);
  });
});
