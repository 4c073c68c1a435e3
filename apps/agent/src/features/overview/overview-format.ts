import type { DayRange } from './overview-period.ts';

/**
 * Calendar days in the reader's language. A day (yyyy-MM-dd) is already the brand's day: it is
 * written at its UTC midnight on the UTC clock, so no time zone can move it to the day before.
 */
function dayFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
}

const instant = (day: string) => new Date(`${day}T00:00:00Z`);

/** "27 Nov 2026" / "27 thg 11, 2026". */
function formatDay(day: string, language: string): string {
  return dayFormat(language, { dateStyle: 'medium' }).format(instant(day));
}

/**
 * A day on the chart's axis and in its table, short: "Nov 27" / "27/11" (Vietnamese writes a month's short name as
 * "thg 11", longer than its number, and a phone's axis has little room).
 */
export function formatAxisDay(day: string, language: string): string {
  const month = language === 'vi' ? 'numeric' : 'short';
  return dayFormat(language, { day: 'numeric', month }).format(instant(day));
}

/** A range of days, shortened where its ends share a month or a year: "1 – 27 Nov 2026". */
export function formatRange(range: DayRange, language: string): string {
  if (range.from === range.to) return formatDay(range.from, language);
  return dayFormat(language, { dateStyle: 'medium' }).formatRange(instant(range.from), instant(range.to));
}

/** Net loss by its sign: positive, the team lost to the house; negative, the team won. */
export type NetLossSign = 'lost' | 'won' | 'even';

export function netLossSign(netLoss: string): NetLossSign {
  if (/^-0*[1-9]/.test(netLoss)) return 'won';
  if (/^0*[1-9]/.test(netLoss)) return 'lost';
  return 'even';
}
