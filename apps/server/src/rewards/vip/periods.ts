import { startOfDayIn } from '../../platform/time/days.ts';

/**
 * Brand days (`YYYY-MM-DD` on the brand's clock) and the periods VIP and rebate count by. A day is
 * the unit both jobs claim: the VIP review of a day runs when it begins, a rebate day is computed
 * once it has ended.
 */

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The brand day that holds the instant. */
export function dayOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The day `days` after (or before, when negative) a day. */
export function addDays(day: string, days: number): string {
  const match = dayPattern.exec(day);
  if (match === null) throw new Error(`not a day: ${day}`);
  const date = new Date(0);
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return date.toISOString().slice(0, 10);
}

/** A real calendar day (2026-02-30 is not one). */
export function isDay(day: string): boolean {
  return dayPattern.test(day) && addDays(day, 0) === day;
}

export interface DayBounds {
  day: string;
  startsAt: Date;
  endsAt: Date;
}

export function boundsOf(day: string, timeZone: string): DayBounds {
  return { day, startsAt: startOfDayIn(day, timeZone), endsAt: startOfDayIn(day, timeZone, 1) };
}

/** Monday of the day's ISO week is day 1; Sunday day 7. */
function weekday(day: string): number {
  const utc = new Date(`${day}T00:00:00Z`).getUTCDay();
  return utc === 0 ? 7 : utc;
}

/** The ISO week key (`WK-YYYY-Www`) of a day. */
export function weekKeyOf(day: string): string {
  // The ISO week's year is the year of its Thursday.
  const thursday = addDays(day, 4 - weekday(day));
  const year = Number(thursday.slice(0, 4));
  const firstThursday = addDays(`${year}-01-04`, 4 - weekday(`${year}-01-04`));
  const week =
    1 +
    Math.round(
      (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstThursday}T00:00:00Z`)) / 604_800_000,
    );
  return `WK-${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * What the review of a day pays besides upgrades: the weekly bonus on a Monday (for the week that
 * ended), the monthly bonus on the 1st (for the month that ended), and birthdays falling on it.
 */
export function bonusPeriodsOf(day: string): { weekly: string | null; monthly: string | null } {
  const yesterday = addDays(day, -1);
  return {
    weekly: weekday(day) === 1 ? weekKeyOf(yesterday) : null,
    monthly: day.endsWith('-01') ? `MO-${yesterday.slice(0, 7)}` : null,
  };
}

/** True when someone born on `birthday` (YYYY-MM-DD) has a birthday on `day` (29 February: the 28th in other years). */
export function isBirthdayOn(birthday: string, day: string): boolean {
  const monthDay = birthday.slice(5);
  if (monthDay === '02-29' && addDays(`${day.slice(0, 4)}-02-29`, 0) !== `${day.slice(0, 4)}-02-29`) {
    return day.slice(5) === '02-28';
  }
  return day.slice(5) === monthDay;
}
