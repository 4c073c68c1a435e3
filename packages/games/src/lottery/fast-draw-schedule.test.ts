import { describe, expect, it } from 'vitest';
import { fastDrawById, fastDrawOpenAt } from './fast-draw-schedule.ts';

// 2026-11-26 09:30:10 in Vietnam is 02:30:10 UTC.
const at = (iso: string) => new Date(iso);

describe('the fast draws’ schedule', () => {
  it('names the open draw by its draw time in Vietnam and closes betting the configured seconds before', () => {
    expect(fastDrawOpenAt(1, at('2026-11-26T02:30:10Z'), 10)).toEqual({
      drawId: 'F1-20261126-0931',
      interval: 1,
      drawAt: at('2026-11-26T02:31:00Z'),
      opensAt: at('2026-11-26T02:29:50Z'),
      closesAt: at('2026-11-26T02:30:50Z'),
    });
    // At the close itself the bet goes to the next draw.
    expect(fastDrawOpenAt(1, at('2026-11-26T02:30:50Z'), 10).drawId).toBe('F1-20261126-0932');
    expect(fastDrawOpenAt(3, at('2026-11-26T02:31:00Z'), 30).drawId).toBe('F3-20261126-0933');
    expect(fastDrawOpenAt(5, at('2026-11-26T02:30:10Z'), 30).drawId).toBe('F5-20261126-0935');
  });

  it('runs over midnight in Vietnam into the next day’s ids', () => {
    // 23:58 in Vietnam is 16:58 UTC.
    const draw = fastDrawOpenAt(5, at('2026-11-26T16:58:00Z'), 30);
    expect(draw.drawId).toBe('F5-20261127-0000');
    expect(draw.drawAt).toEqual(at('2026-11-26T17:00:00Z'));
  });

  it('always has exactly one draw of each interval taking bets', () => {
    for (let step = 0; step < 500; step++) {
      const instant = new Date(Date.UTC(2026, 10, 26) + step * 7_919);
      for (const interval of [1, 3, 5] as const) {
        const draw = fastDrawOpenAt(interval, instant, 15);
        expect(draw.opensAt.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(draw.closesAt.getTime()).toBeGreaterThan(instant.getTime());
        expect(fastDrawById(draw.drawId, 15)).toEqual(draw);
      }
    }
  });

  it('knows no draw for an id that names none', () => {
    expect(fastDrawById('F3-20261126-0931', 10)).toBeUndefined(); // 31 is not a multiple of 3
    expect(fastDrawById('F1-20260230-0000', 10)).toBeUndefined();
    expect(fastDrawById('F1-20261126-2400', 10)).toBeUndefined();
    expect(fastDrawById('F2-20261126-0930', 10)).toBeUndefined();
    expect(fastDrawById('f1-20261126-0931', 10)).toBeUndefined();
  });

  it('refuses a close that is not inside the interval', () => {
    expect(() => fastDrawOpenAt(1, at('2026-11-26T02:30:10Z'), 60)).toThrow(RangeError);
    expect(() => fastDrawOpenAt(1, at('2026-11-26T02:30:10Z'), -1)).toThrow(RangeError);
    expect(() => fastDrawOpenAt(1, new Date(Number.NaN), 10)).toThrow(RangeError);
  });
});
