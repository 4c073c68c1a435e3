/** The periods of the betting pages: the brand's calendar days, both ends included. */

export const betPeriodPresets = ['last7', 'last30', 'custom'] as const;
export type BetPeriodPreset = (typeof betPeriodPresets)[number];

export interface BetPeriod {
  from: string;
  to: string;
}

/** The longest range the server answers, in days (contract: betQueryMaxDays). */
export const betPeriodMaxDays = 366;

/** Today in the time zone, as yyyy-MM-dd. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The day `days` after (negative: before) a day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const moment = new Date(0);
  moment.setUTCFullYear(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days);
  return moment.toISOString().slice(0, 10);
}

/** The last 7 days are today and the 6 before it; the last 30, today and the 29 before. */
export function presetBetPeriod(preset: Exclude<BetPeriodPreset, 'custom'>, today: string): BetPeriod {
  return { from: addDays(today, preset === 'last7' ? -6 : -29), to: today };
}

/** How many days a range covers, both ends included. */
export function daysIn(period: BetPeriod): number {
  return (
    Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) +
    1
  );
}

/** What is wrong with a custom range, if anything: backwards, or longer than the server answers. */
export function betPeriodProblem(period: BetPeriod): 'invalid' | 'tooLong' | undefined {
  if (period.from === '' || period.to === '' || period.from > period.to) return 'invalid';
  if (daysIn(period) > betPeriodMaxDays) return 'tooLong';
  return undefined;
}
