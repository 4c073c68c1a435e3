import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date-time.ts';

const vietnam = 'Asia/Ho_Chi_Minh';
// 17:30 UTC is 00:30 the next day in Vietnam (UTC+7): the day itself moves.
const lateEvening = '2026-11-26T17:30:00Z';

describe('instants on the brand’s clock', () => {
  it('shows Vietnam time, in Vietnamese and English, whatever the device’s zone', () => {
    expect(formatDateTime(lateEvening, { language: 'vi', timeZone: vietnam })).toBe('00:30 27 thg 11, 2026');
    expect(formatDateTime(lateEvening, { language: 'en', timeZone: vietnam })).toMatch(
      /^Nov 27, 2026, 12:30\sAM$/,
    );
    expect(formatDate(lateEvening, { language: 'vi', timeZone: vietnam })).toBe('27 thg 11, 2026');
    expect(formatTime(lateEvening, { language: 'vi', timeZone: vietnam })).toBe('00:30');
    expect(formatTime(lateEvening, { language: 'vi', timeZone: vietnam }, true)).toBe('00:30:00');
  });

  it('another brand’s zone moves the same instant', () => {
    expect(formatDate(lateEvening, { language: 'en', timeZone: 'UTC' })).toBe('Nov 26, 2026');
  });

  it('leaves an unreadable instant as it came, and survives an unknown zone', () => {
    expect(formatDateTime('not a date', { language: 'vi', timeZone: vietnam })).toBe('not a date');
    expect(formatDate(lateEvening, { language: 'en', timeZone: 'Mars/Olympus' })).toMatch(/2026/);
  });
});
