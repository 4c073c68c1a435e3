import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lastEndedPeriod,
  periodContaining,
  periodOfKey,
  periodUnits,
  periodsEndedBetween,
} from './periods.ts';

describe('settlement periods on the brand’s clock (UTC+7)', () => {
  it('starts a day at 17:00 UTC the day before', () => {
    expect(periodContaining('D', new Date('2026-11-26T16:59:59.999Z'))).toMatchObject({
      key: 'D-2026-11-26',
      startsAt: new Date('2026-11-25T17:00:00Z'),
      endsAt: new Date('2026-11-26T17:00:00Z'),
    });
    expect(periodContaining('D', new Date('2026-11-26T17:00:00Z')).key).toBe('D-2026-11-27');
  });

  it('splits a month at the 16th, the second half running to the month’s last day', () => {
    expect(periodContaining('H', new Date('2026-02-15T16:59:59Z')).key).toBe('H-2026-02-1');
    expect(periodContaining('H', new Date('2026-02-15T17:00:00Z'))).toMatchObject({
      key: 'H-2026-02-2',
      endsAt: new Date('2026-02-28T17:00:00Z'),
    });
    expect(periodContaining('M', new Date('2026-12-31T17:00:00Z')).key).toBe('M-2027-01');
  });

  it('numbers weeks the ISO way: Monday to Sunday, the year of the week’s Thursday', () => {
    expect(periodContaining('W', new Date('2027-01-03T16:00:00Z')).key).toBe('W-2026-53');
    expect(periodContaining('W', new Date('2027-01-03T17:00:00Z')).key).toBe('W-2027-01');
    expect(periodContaining('W', new Date('2025-12-29T00:00:00Z')).key).toBe('W-2026-01');
  });

  it('answers the last period ended, and every one a job missed while down, oldest first', () => {
    const now = new Date('2026-11-27T02:03:00Z'); // 09:03 in Vietnam
    expect(lastEndedPeriod('D', now).key).toBe('D-2026-11-26');
    expect(lastEndedPeriod('HR', now).key).toBe('HR-2026-11-27-08');
    expect(lastEndedPeriod('RT', now).key).toBe('RT-2026-11-27-0855');
    const missed = periodsEndedBetween('HR', new Date('2026-11-26T23:00:00Z'), now);
    expect(missed.map((period) => period.key)).toEqual([
      'HR-2026-11-27-06',
      'HR-2026-11-27-07',
      'HR-2026-11-27-08',
    ]);
    expect(periodsEndedBetween('D', now, now)).toEqual([]);
  });

  it('reads every key back to its period, and refuses keys that name none', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...periodUnits),
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (unit, instant) => {
          const period = periodContaining(unit, instant);
          expect(
            period.startsAt.getTime() <= instant.getTime() && instant.getTime() < period.endsAt.getTime(),
          ).toBe(true);
          expect(periodOfKey(period.key)).toEqual(period);
          expect(periodContaining(unit, period.endsAt).startsAt).toEqual(period.endsAt);
        },
      ),
    );
    for (const key of [
      'D-2026-02-30',
      'W-2026-54',
      'H-2026-11-3',
      'M-2026-13',
      'HR-2026-11-26-24',
      'RT-2026-11-26-1303',
      'X-1',
    ]) {
      expect(periodOfKey(key)).toBeNull();
    }
  });
});
