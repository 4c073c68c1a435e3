import { VIETNAM_UTC_OFFSET_MINUTES } from '@lotus/games';

/**
 * Settlement periods on the brand's clock (Vietnam, UTC+7 all year, no daylight saving), each with
 * a key that names it exactly once: the later settlement keeps one row per (contract, key).
 *
 * D  daily         D-2026-11-26
 * W  ISO week      W-2026-48       (Monday to Sunday; the ISO week's year)
 * H  half-month    H-2026-11-1     (1st–15th) and H-2026-11-2 (16th–end)
 * M  month         M-2026-11
 * HR hour          HR-2026-11-26-13
 * RT five minutes  RT-2026-11-26-1305
 */
export const periodUnits = ['D', 'W', 'H', 'M', 'HR', 'RT'] as const;
export type PeriodUnit = (typeof periodUnits)[number];

export interface Period {
  unit: PeriodUnit;
  key: string;
  /** First instant in the period. */
  startsAt: Date;
  /** First instant after it (the next period's start). */
  endsAt: Date;
}

const offsetMs = VIETNAM_UTC_OFFSET_MINUTES * 60_000;
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A wall-clock time on the brand's clock as the instant it is. */
function brandInstant(year: number, month: number, day = 1, hour = 0, minute = 0): Date {
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour, minute, 0, 0);
  return new Date(wall.getTime() - offsetMs);
}

/** Monday of ISO week 1 of an ISO week-year (the week holding 4 January), as a brand wall date. */
function isoWeekOneMonday(isoYear: number): { year: number; month: number; day: number } {
  const january4 = new Date(Date.UTC(isoYear, 0, 4));
  const mondayBased = (january4.getUTCDay() + 6) % 7;
  const monday = new Date(january4.getTime() - mondayBased * dayMs);
  return { year: monday.getUTCFullYear(), month: monday.getUTCMonth() + 1, day: monday.getUTCDate() };
}

/** The period of the unit that holds the instant. */
export function periodContaining(unit: PeriodUnit, instant: Date): Period {
  // The brand's wall clock read through the UTC getters.
  const wall = new Date(instant.getTime() + offsetMs);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const day = wall.getUTCDate();
  const date = `${year}-${pad(month)}-${pad(day)}`;
  switch (unit) {
    case 'D': {
      const startsAt = brandInstant(year, month, day);
      return { unit, key: `D-${date}`, startsAt, endsAt: new Date(startsAt.getTime() + dayMs) };
    }
    case 'W': {
      const mondayBased = (wall.getUTCDay() + 6) % 7;
      const startsAt = brandInstant(year, month, day - mondayBased);
      // The ISO week-year is the year of the week's Thursday.
      const thursday = new Date(startsAt.getTime() + offsetMs + 3 * dayMs);
      const isoYear = thursday.getUTCFullYear();
      const one = isoWeekOneMonday(isoYear);
      const week =
        Math.round(
          (startsAt.getTime() - brandInstant(one.year, one.month, one.day).getTime()) / (7 * dayMs),
        ) + 1;
      return {
        unit,
        key: `W-${isoYear}-${pad(week)}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 7 * dayMs),
      };
    }
    case 'H': {
      const half = day <= 15 ? 1 : 2;
      return {
        unit,
        key: `H-${year}-${pad(month)}-${half}`,
        startsAt: brandInstant(year, month, half === 1 ? 1 : 16),
        endsAt: half === 1 ? brandInstant(year, month, 16) : brandInstant(year, month + 1, 1),
      };
    }
    case 'M':
      return {
        unit,
        key: `M-${year}-${pad(month)}`,
        startsAt: brandInstant(year, month),
        endsAt: brandInstant(year, month + 1),
      };
    case 'HR': {
      const hour = wall.getUTCHours();
      const startsAt = brandInstant(year, month, day, hour);
      return {
        unit,
        key: `HR-${date}-${pad(hour)}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + hourMs),
      };
    }
    case 'RT': {
      const hour = wall.getUTCHours();
      const minute = wall.getUTCMinutes() - (wall.getUTCMinutes() % 5);
      const startsAt = brandInstant(year, month, day, hour, minute);
      return {
        unit,
        key: `RT-${date}-${pad(hour)}${pad(minute)}`,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 5 * minuteMs),
      };
    }
  }
}

/** The last period of the unit that has ended by `now`: the one a job settles at `now`. */
export function lastEndedPeriod(unit: PeriodUnit, now: Date): Period {
  return periodContaining(unit, new Date(periodContaining(unit, now).startsAt.getTime() - 1));
}

/**
 * Every period of the unit that ended in (after, now]: what a job that last settled at `after`
 * (e.g. before the server was down) owes, oldest first.
 */
export function periodsEndedBetween(unit: PeriodUnit, after: Date, now: Date): Period[] {
  const periods: Period[] = [];
  let period = periodContaining(unit, after);
  while (period.endsAt.getTime() <= now.getTime()) {
    if (period.endsAt.getTime() > after.getTime()) periods.push(period);
    period = periodContaining(unit, period.endsAt);
  }
  return periods;
}

const keyPatterns: { unit: PeriodUnit; pattern: RegExp; start: (parts: number[]) => Date }[] = [
  { unit: 'D', pattern: /^D-(\d{4})-(\d{2})-(\d{2})$/, start: ([y, m, d]) => brandInstant(y!, m!, d!) },
  {
    unit: 'W',
    pattern: /^W-(\d{4})-(\d{2})$/,
    start: ([y, w]) => {
      const one = isoWeekOneMonday(y!);
      return brandInstant(one.year, one.month, one.day + (w! - 1) * 7);
    },
  },
  {
    unit: 'H',
    pattern: /^H-(\d{4})-(\d{2})-([12])$/,
    start: ([y, m, h]) => brandInstant(y!, m!, h === 1 ? 1 : 16),
  },
  { unit: 'M', pattern: /^M-(\d{4})-(\d{2})$/, start: ([y, m]) => brandInstant(y!, m!) },
  {
    unit: 'HR',
    pattern: /^HR-(\d{4})-(\d{2})-(\d{2})-(\d{2})$/,
    start: ([y, m, d, h]) => brandInstant(y!, m!, d!, h!),
  },
  {
    unit: 'RT',
    pattern: /^RT-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})$/,
    start: ([y, m, d, h, min]) => brandInstant(y!, m!, d!, h!, min!),
  },
];

/** The period a key names, or null when it names none (a wrong shape or a date that does not exist). */
export function periodOfKey(key: string): Period | null {
  for (const { unit, pattern, start } of keyPatterns) {
    const match = pattern.exec(key);
    if (match === null) continue;
    const period = periodContaining(unit, start(match.slice(1).map(Number)));
    // A key such as D-2026-02-30 or W-2026-60 lands in another period: not a key of ours.
    return period.key === key ? period : null;
  }
  return null;
}
