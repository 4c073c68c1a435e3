/**
 * An instant on the operator's own clock, with its zone named ("26 Nov 2026, 14:05:09 GMT+7"):
 * operators may sit in several places, and an audit read across them must not be ambiguous. An
 * unreadable instant comes back as it came.
 */
export function formatInstant(instant: string, language: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'long',
  }).format(date);
}

/** `YYYY-MM-DD` of a date input as the start of that day on the operator's clock, in ISO. */
export function startOfDay(day: string): string | undefined {
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** `YYYY-MM-DD` of a date input as the start of the next day on the operator's clock, in ISO. */
export function endOfDay(day: string): string | undefined {
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  date.setDate(date.getDate() + 1);
  return date.toISOString();
}
