/** Calendar days (yyyy-MM-dd) as the brand's clock reads them, and periods made of them. */

/** The days a list covers, both ends included; an end left out is open. */
export interface Period {
  from?: string;
  to?: string;
}

/** The two days of a custom period as the member typed them; '' is a day not given. */
export interface DayRange {
  from: string;
  to: string;
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
