import { VIETNAM_UTC_OFFSET_MINUTES } from './stations.ts';

/**
 * When the house's fast draws happen: every 1, 3 or 5 minutes on the minute, counted from
 * midnight in Vietnam time (which the epoch's minutes line up with: 7 h is a whole number of
 * every interval). A draw is named `F{interval}-{YYYYMMDD}-{HHMM}` by its draw time in Vietnam
 * time (`F1-20261126-0931` draws at 09:31 on 2026-11-26). Betting on a draw closes a configured
 * number of seconds before it and opens when the previous draw's betting closes, so at any
 * instant exactly one draw of each interval takes bets.
 */
export const fastDrawIntervals = [1, 3, 5] as const;

export type FastDrawInterval = (typeof fastDrawIntervals)[number];

export interface FastDraw {
  drawId: string;
  interval: FastDrawInterval;
  /** When the board is drawn. */
  drawAt: Date;
  /** When betting on it opens (the previous draw's close). */
  opensAt: Date;
  /** When betting on it closes: `closeSeconds` before the draw. */
  closesAt: Date;
}

const MINUTE_MS = 60_000;
const OFFSET_MS = VIETNAM_UTC_OFFSET_MINUTES * MINUTE_MS;

function assertCloseSeconds(interval: FastDrawInterval, closeSeconds: number): void {
  if (!Number.isInteger(closeSeconds) || closeSeconds < 0 || closeSeconds >= interval * 60) {
    throw new RangeError(
      `fast draw: betting closes 0 to ${interval * 60 - 1} s before the draw, not ${closeSeconds}`,
    );
  }
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function drawIdOf(interval: FastDrawInterval, drawAtMs: number): string {
  const local = new Date(drawAtMs + OFFSET_MS);
  const date = `${local.getUTCFullYear()}${twoDigits(local.getUTCMonth() + 1)}${twoDigits(local.getUTCDate())}`;
  return `F${interval}-${date}-${twoDigits(local.getUTCHours())}${twoDigits(local.getUTCMinutes())}`;
}

function drawAt(interval: FastDrawInterval, drawAtMs: number, closeSeconds: number): FastDraw {
  const intervalMs = interval * MINUTE_MS;
  const closeMs = closeSeconds * 1_000;
  return {
    drawId: drawIdOf(interval, drawAtMs),
    interval,
    drawAt: new Date(drawAtMs),
    opensAt: new Date(drawAtMs - intervalMs - closeMs),
    closesAt: new Date(drawAtMs - closeMs),
  };
}

/** The draw of an interval that takes bets at an instant (betting closes `closeSeconds` before it). */
export function fastDrawOpenAt(interval: FastDrawInterval, instant: Date, closeSeconds: number): FastDraw {
  assertCloseSeconds(interval, closeSeconds);
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('fast draw: the instant is not a date');
  const intervalMs = interval * MINUTE_MS;
  // The first draw whose close is strictly after the instant: at the close itself betting is over.
  const next = (Math.floor((ms + closeSeconds * 1_000) / intervalMs) + 1) * intervalMs;
  return drawAt(interval, next, closeSeconds);
}

/** A draw from its id, or undefined when the id names no draw (wrong shape, date or minute). */
export function fastDrawById(drawId: string, closeSeconds: number): FastDraw | undefined {
  const match = /^F([135])-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(drawId);
  if (match === null) return undefined;
  const interval = Number(match[1]) as FastDrawInterval;
  assertCloseSeconds(interval, closeSeconds);
  const [year, month, day, hour, minute] = match.slice(2).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || minute % interval !== 0) return undefined;
  const ms = Date.UTC(year, month - 1, day, hour, minute) - OFFSET_MS;
  // A date that does not exist (2026-02-30) rolls over: its id would not come back the same.
  if (drawIdOf(interval, ms) !== drawId) return undefined;
  return drawAt(interval, ms, closeSeconds);
}
