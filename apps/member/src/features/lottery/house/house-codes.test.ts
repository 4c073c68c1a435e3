import { describe, expect, it } from 'vitest';
import { houseLotteryCodeOf, isHouseLotteryCode } from './house-codes.ts';
import { clockOffsetOf, countdownText, nextDrawAfter, secondsUntil } from './server-clock.ts';

describe('the house lottery’s codes and clock', () => {
  it('knows the six house games and no vendor’s', () => {
    expect(['north', 'central', 'south', 'F1', 'F3', 'F5'].every(isHouseLotteryCode)).toBe(true);
    expect(['vn-lottery-north', 'fast-3', 'f1', ''].some(isHouseLotteryCode)).toBe(false);
  });

  it('reads the catalog’s lower-case codes as the house games', () => {
    expect(['north', 'central', 'south', 'f1', 'f3', 'f5'].map(houseLotteryCodeOf)).toEqual([
      'north',
      'central',
      'south',
      'F1',
      'F3',
      'F5',
    ]);
    expect(['vn-lottery-north', 'fast-3', 'f2', 'F1x'].map(houseLotteryCodeOf)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('counts on the server’s clock', () => {
    const offset = clockOffsetOf('2026-11-26T09:00:00.000Z', Date.parse('2026-11-26T10:00:00.000Z'));
    expect(offset).toBe(-3_600_000);
    const serverNow = Date.parse('2026-11-26T10:00:00.000Z') + offset;
    expect(secondsUntil('2026-11-26T09:04:59.200Z', serverNow)).toBe(300);
    expect(countdownText(299)).toBe('04:59');
    expect(countdownText(3_723)).toBe('1:02:03');
    expect(secondsUntil('2026-11-26T08:00:00.000Z', serverNow)).toBe(0);
  });

  it('names the next draw: a fast one on its next interval, a regional one today or tomorrow', () => {
    const at = Date.parse('2026-11-26T02:31:20.000Z'); // 09:31:20 in Vietnam
    expect(nextDrawAfter('F5', at).toISOString()).toBe('2026-11-26T02:35:00.000Z');
    // The north draws at 18:15 Vietnam time: 11:15 UTC, today before it and tomorrow after it.
    expect(nextDrawAfter('north', at).toISOString()).toBe('2026-11-26T11:15:00.000Z');
    expect(nextDrawAfter('north', Date.parse('2026-11-26T12:00:00.000Z')).toISOString()).toBe(
      '2026-11-27T11:15:00.000Z',
    );
  });
});
