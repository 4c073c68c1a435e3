import type { Period } from '../../lib/calendar-days.ts';
import { addDays, todayIn } from '../../lib/calendar-days.ts';

/** The period presets of the wallet's record lists (the spec lists the last and the next days both). */
export const recordPeriodPresets = ['all', 'last7', 'last30', 'next7', 'next30'] as const;
export type RecordPeriodPreset = (typeof recordPeriodPresets)[number];

/** The preset a record list starts with. */
export const firstRecordPreset: RecordPeriodPreset = 'last30';

/**
 * The days a preset covers, both ends included: the last 7 days are today and the 6 before it; the
 * next 7, today and the 6 after. `all` names no range.
 */
export function recordPeriod(preset: RecordPeriodPreset, today: string): Period {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'next7':
      return { from: today, to: addDays(today, 6) };
    case 'next30':
      return { from: today, to: addDays(today, 29) };
    default:
      return {};
  }
}

/** The period a record list starts with, for the page's first request. */
export function firstRecordPeriod(timeZone: string): Period {
  return recordPeriod(firstRecordPreset, todayIn(timeZone));
}
