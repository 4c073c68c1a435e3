import type { GameType } from '@lotus/contract/values';
import type { PointsRateType } from '@lotus/contract/points';
import { VIETNAM_UTC_OFFSET_MINUTES } from '@lotus/games';

/** The earning types of the exchange-rate table (all but `redeem`). */
export type EarningType = Exclude<PointsRateType, 'redeem'>;

/**
 * Which row of the table a game type's valid bets earn by: the table has five kinds of game, the
 * catalog nine. Fishing and the mini games (the house's originals) are games of chance as slots
 * are; e-sports and cock-fighting are bet on as sports are.
 */
export const earningTypeOfGame: Record<GameType, EarningType> = {
  live_casino: 'live',
  slots: 'slots',
  fishing: 'slots',
  mini_games: 'slots',
  cards: 'card',
  sports: 'sports',
  esports: 'sports',
  cockfighting: 'sports',
  lottery: 'lottery',
};

export interface Rate {
  money: bigint;
  points: bigint;
}

/** Whole points a base earns at a rate: rounded down (10,000 ₫ for 1 point: 19,999 ₫ earns 1). */
export function pointsEarned(base: bigint, rate: Rate): bigint {
  return (base * rate.points) / rate.money;
}

/** The money points convert into at the redeem rate, rounded down to the currency's unit. */
export function moneyForPoints(points: bigint, rate: Rate): bigint {
  return (points * rate.money) / rate.points;
}

const hourMs = 3_600_000;
const offsetMs = VIETNAM_UTC_OFFSET_MINUTES * 60_000;

export interface Hour {
  /** `HR-YYYY-MM-DD-HH` on the brand's clock. */
  key: string;
  startsAt: Date;
  endsAt: Date;
}

/** The hour (brand clock) that holds the instant. */
export function hourContaining(instant: Date): Hour {
  const startsAt = new Date(Math.floor(instant.getTime() / hourMs) * hourMs);
  const wall = new Date(startsAt.getTime() + offsetMs).toISOString();
  return {
    key: `HR-${wall.slice(0, 10)}-${wall.slice(11, 13)}`,
    startsAt,
    endsAt: new Date(startsAt.getTime() + hourMs),
  };
}

/** The hours that ended after `after` and by `now`, oldest first, at most `most` of them. */
export function hoursEndedBetween(after: Date, now: Date, most: number): Hour[] {
  const hours: Hour[] = [];
  for (
    let hour = hourContaining(after);
    hour.endsAt <= now && hours.length < most;
    hour = hourContaining(hour.endsAt)
  ) {
    if (hour.endsAt > after) hours.push(hour);
  }
  return hours;
}

/** The hour a key names (`HR-YYYY-MM-DD-HH`, brand clock), or null for a key that names none. */
export function hourOfKey(key: string): Hour | null {
  const match = /^HR-(\d{4})-(\d{2})-(\d{2})-(\d{2})$/.exec(key);
  if (match === null) return null;
  const [year, month, day, hour] = match.slice(1).map(Number) as [number, number, number, number];
  const hourOf = hourContaining(new Date(Date.UTC(year, month - 1, day, hour) - offsetMs));
  // HR-2026-02-30-10 or HR-2026-11-27-24 lands in another hour: not a key of ours.
  return hourOf.key === key ? hourOf : null;
}
