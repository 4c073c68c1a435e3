/**
 * The overview's period: a preset counted from today on the brand's clock (Asia/Ho_Chi_Minh for
 * the demo brand, whatever the device's clock says), or custom days. It lives in the address
 * (`/?period=week`, `/?period=custom&from=2026-11-01&to=2026-11-15`), so a reload or a shared
 * link shows the same period; a preset stays relative (this week is this week tomorrow too).
 */
export const overviewPresets = ['today', 'yesterday', 'week', 'month'] as const;
export type OverviewPreset = (typeof overviewPresets)[number];
export type OverviewChoice = OverviewPreset | 'custom';

/** Calendar days (yyyy-MM-dd) of the brand's clock, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The period the address asks for: a preset or custom days as given ('' where one is missing). */
export interface OverviewPeriod {
  choice: OverviewChoice;
  range: DayRange;
}

/** What is wrong with custom days: one missing or unreadable, backwards, or more than the server reads. */
export type RangeProblem = 'missing' | 'backwards' | 'tooLong';

/**
 * The longest range the server reads at once, in days (the contract's `overviewMaxDays`, not imported:
 * its module brings zod, which this page has no other use for).
 */
export const overviewMaxDays = 92;

/** Today on a time zone's clock, as yyyy-MM-dd. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A calendar day as an instant at its UTC midnight, for day arithmetic that no clock shifts. */
function utcMidnight(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The day `days` after (or before, negative) a day. */
export function shiftDay(day: string, days: number): string {
  const moment = utcMidnight(day);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** How many days a range covers, both ends included. */
export function daysInRange(range: DayRange): number {
  return Math.round((utcMidnight(range.to).getTime() - utcMidnight(range.from).getTime()) / 86_400_000) + 1;
}

/** The days a preset covers: a week starts on Monday; this week and this month end today. */
export function presetRange(preset: OverviewPreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = shiftDay(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'week': {
      // getUTCDay: Sunday 0 … Saturday 6; days back to Monday: Sunday 6, Monday 0, Tuesday 1 …
      const sinceMonday = (utcMidnight(today).getUTCDay() + 6) % 7;
      return { from: shiftDay(today, -sinceMonday), to: today };
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a text is a real calendar day (2026-02-30 is not). */
export function isDay(text: string): boolean {
  return dayPattern.test(text) && !Number.isNaN(utcMidnight(text).getTime()) && shiftDay(text, 0) === text;
}

/** What is wrong with custom days, if anything. */
export function rangeProblem(range: DayRange): RangeProblem | undefined {
  if (!isDay(range.from) || !isDay(range.to)) return 'missing';
  if (range.from > range.to) return 'backwards';
  if (daysInRange(range) > overviewMaxDays) return 'tooLong';
  return undefined;
}

/** The period an address asks for; anything it cannot read is today. */
export function readPeriod(params: URLSearchParams, today: string): OverviewPeriod {
  const asked = params.get('period');
  if (asked === 'custom') {
    return { choice: 'custom', range: { from: params.get('from') ?? '', to: params.get('to') ?? '' } };
  }
  const preset = overviewPresets.find((known) => known === asked) ?? 'today';
  return { choice: preset, range: presetRange(preset, today) };
}

/** The address's search params for a preset, or for custom days. */
export function periodParams(choice: OverviewPreset): URLSearchParams;
export function periodParams(choice: 'custom', range: DayRange): URLSearchParams;
export function periodParams(choice: OverviewChoice, range?: DayRange): URLSearchParams {
  const params = new URLSearchParams({ period: choice });
  if (choice === 'custom' && range) {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  return params;
}
