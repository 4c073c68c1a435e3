/**
 * Instants on the brand's clock (its time zone, e.g. Asia/Ho_Chi_Minh) in the reader's language.
 * The wire carries UTC; every screen shows the brand's time, whatever the device's clock says.
 */
export interface ClockContext {
  readonly language: string;
  readonly timeZone: string;
}

function format(instant: string | Date, context: ClockContext, options: Intl.DateTimeFormatOptions): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return String(instant);
  try {
    return new Intl.DateTimeFormat(context.language, { ...options, timeZone: context.timeZone }).format(date);
  } catch {
    // A time zone this runtime does not know: the device's own clock rather than nothing.
    return new Intl.DateTimeFormat(context.language, options).format(date);
  }
}

/**
 * Date and time: "3 May 2026, 14:00" / "14:00 3 thg 5, 2026". An unreadable instant comes back as
 * it came.
 */
export function formatDateTime(instant: string | Date, context: ClockContext): string {
  return format(instant, context, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The day alone, as the brand's clock has it: "3 May 2026". */
export function formatDate(instant: string | Date, context: ClockContext): string {
  return format(instant, context, { dateStyle: 'medium' });
}

/** The time of day alone, with seconds when asked: "14:00". */
export function formatTime(instant: string | Date, context: ClockContext, withSeconds = false): string {
  return format(instant, context, { timeStyle: withSeconds ? 'medium' : 'short' });
}
