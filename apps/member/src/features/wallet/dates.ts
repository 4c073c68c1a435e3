/** Calendar days (yyyy-MM-dd) as the brand's clock reads them, and the period presets of the record screens. */

export const periodPresets = ['all', 'last7', 'last30', 'next7', 'next30', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export interface Period {
  from?: string;
  to?: string;
}

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

/** The day `days` after (or before, negative) a day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const moment = new Date(0);
  moment.setUTCFullYear(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days);
  return moment.toISOString().slice(0, 10);
}

/**
 * The days a preset covers, both ends included: the last 7 days are today and the 6 before it; the
 * next 7, today and the 6 after (the spec lists both kinds). `all` and `custom` name no range here.
 */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
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
