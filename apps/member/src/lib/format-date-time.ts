/**
 * An instant as the brand's clock shows it, in the reader's language ("3 May 2026, 14:00"); an
 * unreadable one as it came, and with a time zone this browser does not know, on its own clock.
 */
export function formatDateTime(
  instant: string | Date,
  context: { language: string; timeZone: string },
): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return new Intl.DateTimeFormat(context.language, { ...options, timeZone: context.timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(context.language, options).format(date);
  }
}
