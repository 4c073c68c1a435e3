import type { DayRange, Period } from '../../lib/calendar-days.ts';
import { addDays, todayIn } from '../../lib/calendar-days.ts';

/** The period presets of the betting pages: the brand's calendar days, both ends included. */
export const betPeriodPresets = ['last7', 'last30'] as const;
export type BetPeriodPreset = (typeof betPeriodPresets)[number];

/** The preset the betting pages start with. */
export const firstBetPreset: BetPeriodPreset = 'last7';

/** The longest range the server answers, in days (contract: betQueryMaxDays). */
export const betPeriodMaxDays = 366;

/** The last 7 days are today and the 6 before it; the last 30, today and the 29 before. */
export function betPeriod(preset: BetPeriodPreset, today: string): Required<Period> {
  return { from: addDays(today, preset === 'last7' ? -6 : -29), to: today };
}

/** The period a betting page starts with, for its first request. */
export function firstBetPeriod(timeZone: string): Period {
  return betPeriod(firstBetPreset, todayIn(timeZone));
}

/** How many days a range covers, both ends included. */
export function daysIn(range: DayRange): number {
  return (
    Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** What is wrong with a custom range, if anything: a day missing, backwards, or longer than the server answers. */
export function betPeriodProblem(range: DayRange): 'invalid' | 'tooLong' | undefined {
  if (range.from === '' || range.to === '' || range.from > range.to) return 'invalid';
  if (daysIn(range) > betPeriodMaxDays) return 'tooLong';
  return undefined;
}
