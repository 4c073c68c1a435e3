import { VIETNAM_UTC_OFFSET_MINUTES } from '@lotus/games';

// Days on the brand's clock (Vietnam, UTC+7 all year): a daily reward is once per such day.

const offsetMs = VIETNAM_UTC_OFFSET_MINUTES * 60_000;
const dayMs = 86_400_000;

/** `YYYY-MM-DD`, the brand day that holds the instant. */
export function brandDay(instant: Date): string {
  return new Date(instant.getTime() + offsetMs).toISOString().slice(0, 10);
}

/** The first instant of a brand day. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetMs);
}

/** The brand day `days` after (or, negative, before) `day`. */
export function dayAfter(day: string, days = 1): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}
