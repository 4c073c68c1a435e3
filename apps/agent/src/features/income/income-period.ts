import type { ClockContext } from '@lotus/i18n';

/**
 * A payout's period in words on the brand's clock (Vietnam, UTC+7): a day, a week's days, a
 * half-month's or a month, an hour or a five-minute window. The key says which
 * (docs/agent-contracts.md "Periods and their keys"); the wire's start and end say when, the end
 * being the next period's start.
 */
export type PeriodWords =
  { unit: 'week'; week: number; dates: string } | { unit: 'day' | 'days' | 'month' | 'time'; dates: string };

const unitOfKey = (key: string) => /^(HR|RT|D|W|H|M)-/.exec(key)?.[1];

function formatter(clock: ClockContext, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(clock.language, { ...options, timeZone: clock.timeZone });
  } catch {
    return new Intl.DateTimeFormat(clock.language, options);
  }
}

export function periodWords(
  period: { periodKey: string; periodStart: string; periodEnd: string },
  clock: ClockContext,
): PeriodWords {
  const start = new Date(period.periodStart);
  const end = new Date(period.periodEnd);
  // The last instant inside a period of days: its end is the next day's first.
  const lastDay = new Date(end.getTime() - 1);
  const unit = unitOfKey(period.periodKey);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    return { unit: 'time', dates: period.periodKey };
  const days = formatter(clock, { dateStyle: 'medium' });
  switch (unit) {
    case 'D':
      return { unit: 'day', dates: days.format(start) };
    case 'W':
      return {
        unit: 'week',
        week: Number(/-(\d+)$/.exec(period.periodKey)?.[1] ?? 0),
        dates: days.formatRange(start, lastDay),
      };
    case 'H':
      return { unit: 'days', dates: days.formatRange(start, lastDay) };
    case 'M':
      return { unit: 'month', dates: formatter(clock, { month: 'long', year: 'numeric' }).format(start) };
    default:
      return {
        unit: 'time',
        dates: formatter(clock, { dateStyle: 'medium', timeStyle: 'short' }).formatRange(start, end),
      };
  }
}
