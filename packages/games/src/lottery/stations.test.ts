import { describe, expect, it } from 'vitest';
import { regionalDrawInstant, stationsDrawingOn, weekdayOf } from './stations.ts';

// 2026-11-22 is a Sunday; the week runs to Saturday 2026-11-28.
const week = [
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
];
const names = (region: 'north' | 'central' | 'south', date: string) =>
  stationsDrawingOn(region, date).map((station) => station.name);

describe('the regional calendars', () => {
  it('draw one north station a day, two or three central ones and three or four southern ones', () => {
    for (const date of week) {
      expect(names('north', date)).toHaveLength(1);
      expect(stationsDrawingOn('central', date).length).toBeGreaterThanOrEqual(2);
      expect(stationsDrawingOn('central', date).length).toBeLessThanOrEqual(3);
      expect(stationsDrawingOn('south', date).length).toBeGreaterThanOrEqual(3);
      expect(stationsDrawingOn('south', date).length).toBeLessThanOrEqual(4);
    }
  });

  it('name the stations a player expects on a given day', () => {
    expect(week.map((date) => names('north', date)[0])).toEqual([
      'Thái Bình',
      'Hà Nội',
      'Quảng Ninh',
      'Bắc Ninh',
      'Hà Nội',
      'Hải Phòng',
      'Nam Định',
    ]);
    expect(names('south', '2026-11-28')).toEqual(['TP. Hồ Chí Minh', 'Long An', 'Bình Phước', 'Hậu Giang']);
    expect(names('central', '2026-11-25')).toEqual(['Khánh Hòa', 'Đà Nẵng']);
    expect(names('south', '2026-11-25')).toEqual(['Đồng Nai', 'Cần Thơ', 'Sóc Trăng']);
  });

  it('give each region its result time in Vietnam time (UTC+7)', () => {
    expect(regionalDrawInstant('north', '2026-11-26').toISOString()).toBe('2026-11-26T11:15:00.000Z');
    expect(regionalDrawInstant('central', '2026-11-26').toISOString()).toBe('2026-11-26T10:15:00.000Z');
    expect(regionalDrawInstant('south', '2026-11-26').toISOString()).toBe('2026-11-26T09:15:00.000Z');
  });

  it('refuse a date that is not a calendar date', () => {
    expect(weekdayOf('2026-11-26')).toBe(4);
    expect(() => weekdayOf('2026-02-30')).toThrow(RangeError);
    expect(() => weekdayOf('26/11/2026')).toThrow(RangeError);
  });
});
