import type { DrawPeriod } from '@lotus/contract/campaigns';

/**
 * The period a member's draws are counted in: `all` for an allowance per campaign, the brand's
 * calendar day (YYYY-MM-DD in its time zone) for one per day.
 */
export function periodKeyOf(per: DrawPeriod, now: Date, timeZone: string): string {
  if (per === 'campaign') return 'all';
  // en-CA writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
