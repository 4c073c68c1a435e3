import { describe, expect, it } from 'vitest';
import { addDays, bonusPeriodsOf, boundsOf, dayOf, isBirthdayOn, isDay, weekKeyOf } from './periods.ts';

describe('brand days', () => {
  it('are read on the brand’s clock: 23:30 UTC is the next day in Hồ Chí Minh City', () => {
    expect(dayOf(new Date('2026-11-26T23:30:00Z'), 'Asia/Ho_Chi_Minh')).toBe('2026-11-27');
    expect(boundsOf('2026-11-27', 'Asia/Ho_Chi_Minh')).toEqual({
      day: '2026-11-27',
      startsAt: new Date('2026-11-26T17:00:00Z'),
      endsAt: new Date('2026-11-27T17:00:00Z'),
    });
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-11-27')).toBe(true);
  });

  it('name ISO weeks by their Thursday’s year', () => {
    expect(weekKeyOf('2026-11-23')).toBe('WK-2026-W48');
    expect(weekKeyOf('2026-11-29')).toBe('WK-2026-W48');
    // 1 January 2027 is a Friday: it belongs to the last week of 2026 (W53).
    expect(weekKeyOf('2027-01-01')).toBe('WK-2026-W53');
    expect(weekKeyOf('2025-12-29')).toBe('WK-2026-W01');
  });

  it('pay the weekly bonus on Mondays for the week before, the monthly on the 1st for the month before', () => {
    expect(bonusPeriodsOf('2026-11-30')).toEqual({ weekly: 'WK-2026-W48', monthly: null });
    expect(bonusPeriodsOf('2026-12-01')).toEqual({ weekly: null, monthly: 'MO-2026-11' });
    expect(bonusPeriodsOf('2026-06-01')).toEqual({ weekly: 'WK-2026-W22', monthly: 'MO-2026-05' });
    expect(bonusPeriodsOf('2026-11-27')).toEqual({ weekly: null, monthly: null });
  });

  it('keep a 29 February birthday on the 28th in other years', () => {
    expect(isBirthdayOn('1990-11-27', '2026-11-27')).toBe(true);
    expect(isBirthdayOn('1990-11-27', '2026-11-28')).toBe(false);
    expect(isBirthdayOn('2000-02-29', '2026-02-28')).toBe(true);
    expect(isBirthdayOn('2000-02-29', '2028-02-28')).toBe(false);
    expect(isBirthdayOn('2000-02-29', '2028-02-29')).toBe(true);
  });
});
