/**
 * The bounds of a record filter as instants. A calendar day is read in the brand's time zone (the
 * screens show the brand's clock): `from` is the start of that day, `to` the start of the next
 * (so the whole day counts). An ISO instant is taken as it is.
 */

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcOfDay(year: number, month: number, day: number): number {
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** How far the time zone's clock is ahead of UTC at that instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    era: 'short',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  const era = parts.find((entry) => entry.type === 'era')?.value;
  const year = era === 'BC' ? 1 - part('year') : part('year');
  const wall =
    utcOfDay(year, part('month'), part('day')) +
    ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000;
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant a calendar day starts in the time zone. */
export function startOfDayIn(day: string, timeZone: string, addDays = 0): Date {
  const match = dayPattern.exec(day);
  if (!match) throw new Error(`not a calendar day: ${day}`);
  const wallMidnight = utcOfDay(Number(match[1]), Number(match[2]), Number(match[3]) + addDays);
  // Twice: the offset at the first guess may differ from the offset at the answer around a DST change.
  let instant = wallMidnight - zoneOffsetMs(wallMidnight, timeZone);
  instant = wallMidnight - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

export function lowerBound(bound: string | undefined, timeZone: string): Date | undefined {
  if (bound === undefined) return undefined;
  return dayPattern.test(bound) ? startOfDayIn(bound, timeZone) : new Date(bound);
}

export function upperBound(bound: string | undefined, timeZone: string): Date | undefined {
  if (bound === undefined) return undefined;
  return dayPattern.test(bound) ? startOfDayIn(bound, timeZone, 1) : new Date(bound);
}
