import { describe, expect, it } from 'vitest';
import { lowerBound, startOfDayIn, upperBound } from './days.ts';

describe('record date bounds', () => {
  it('reads a day in the brand’s time zone: Ho Chi Minh City is 7 hours ahead', () => {
    expect(startOfDayIn('2026-03-01', 'Asia/Ho_Chi_Minh').toISOString()).toBe('2026-02-28T17:00:00.000Z');
    expect(lowerBound('2026-03-01', 'Asia/Ho_Chi_Minh')?.toISOString()).toBe('2026-02-28T17:00:00.000Z');
    // `to` includes its whole day: the bound is the next day's start.
    expect(upperBound('2026-03-01', 'Asia/Ho_Chi_Minh')?.toISOString()).toBe('2026-03-01T17:00:00.000Z');
    expect(upperBound('2026-12-31', 'Asia/Ho_Chi_Minh')?.toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });

  it('follows summer time where the zone has it', () => {
    expect(startOfDayIn('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDayIn('2026-01-01', 'UTC').toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('keeps the years 0-99 as they are', () => {
    expect(startOfDayIn('0001-01-01', 'UTC').toISOString()).toBe('0001-01-01T00:00:00.000Z');
  });

  it('takes an ISO instant as it is, and nothing as nothing', () => {
    expect(lowerBound('2026-03-01T10:00:00+07:00', 'UTC')?.toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(upperBound(undefined, 'UTC')).toBeUndefined();
  });
});
