import { describe, it, expect } from 'vitest';
import { matchesPattern, validateField } from './index.ts';
import type { PatternId } from './index.ts';

// Hostile 10,000-character values: long runs that almost match and fail at the very end, the shape that
// makes backtracking regular expressions explode. With linear patterns each answer is immediate; were a
// pattern catastrophic, these tests would hang instead of finishing.
const n = 10_000;
const hostile: readonly [PatternId, string, boolean][] = [
  [0, '!'.repeat(n), true],
  [1, 'a'.repeat(n - 1) + '!', false],
  [1, 'a'.repeat(n), true],
  [2, '山'.repeat(n - 1) + '1', false],
  [2, 'e\u0301'.repeat(n / 2), true],
  [3, 'a'.repeat(n - 1) + '@', false],
  [3, 'a@' + 'a.'.repeat(n / 2 - 1), false],
  [3, 'a.'.repeat(n / 2) + '@example.com', false],
  [3, 'a@' + 'a-'.repeat(n / 2 - 1) + '.com', false],
  [4, 'a'.repeat(n - 1) + '!', false],
  [4, 'a\u0301'.repeat(n / 2), true],
  [5, 'a'.repeat(n), false],
  [5, '1'.repeat(n), false],
  [6, '1'.repeat(n - 1) + 'a', false],
  [7, 'a'.repeat(n), false],
  [8, ' '.repeat(n - 1) + '1', false],
  [8, 'a '.repeat(n / 2), true],
  [9, 'a'.repeat(n - 1) + ' ', false],
  [10, '。'.repeat(n), false],
  [10, '张'.repeat(n - 1) + 'a', false],
  [11, '2'.repeat(n), false],
  [11, '2024-02-29'.repeat(n / 10), false],
  [12, 'a '.repeat(n / 2), false],
  [12, 'a'.repeat(n - 1) + '1', false],
  [12, 'ab '.repeat(n / 3) + 'a', true],
  [13, '1'.repeat(n), false],
  [14, 'a'.repeat(n - 1) + '_', false],
  [15, '김'.repeat(n - 1) + ' ', false],
  [16, 'ก'.repeat(n - 1) + ' ', false],
];

describe('10,000-character hostile values', () => {
  it.each(hostile.map(([id, value, expected]) => [id, value.length, expected, value] as const))(
    'kind %i, %i chars → %s',
    (id, _length, expected, value) => {
      expect(matchesPattern(id, value)).toBe(expected);
    },
  );

  it('validateField answers for every hostile value when maxLength allows it', () => {
    const results = hostile.map(([patternId, value]) =>
      validateField({ field: 'x', patternId, minLength: 0, maxLength: 20_000, required: true }, value),
    );
    expect(results.map((problem) => problem?.kind ?? 'ok')).toEqual(
      hostile.map(([, , expected]) => (expected ? 'ok' : 'pattern')),
    );
  });

  it('a 10,000-character value over maxLength is a length problem', () => {
    expect(
      validateField(
        { field: 'x', patternId: 3, minLength: 0, maxLength: 254, required: true },
        'a'.repeat(n),
      ),
    ).toEqual({ kind: 'length', min: 0, max: 254, patternId: 3 });
  });
});
