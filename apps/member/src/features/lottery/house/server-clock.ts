import { regionalDrawInstant } from '@lotus/games';
import type { HouseLotteryCode } from './house-codes.ts';
import { fastIntervalOf, regionOf } from './house-codes.ts';

/**
 * How far the server's clock is ahead of this browser's (negative: behind), from the server's time
 * in an answer and the browser's time when the answer came. A countdown to a close runs on the
 * server's clock: a phone set five minutes wrong must not show a draw as open that has closed.
 */
export function clockOffsetOf(serverTime: string, receivedAtMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** Whole seconds left until an instant on the server's clock (never below zero). */
export function secondsUntil(instant: string, serverNowMs: number): number {
  return Math.max(0, Math.ceil((Date.parse(instant) - serverNowMs) / 1_000));
}

/** A countdown as a clock reads it: "04:59", "1:02:03" past an hour. */
export function countdownText(seconds: number): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** The Vietnam calendar date (YYYY-MM-DD) of an instant. */
export function vietnamDateOf(instantMs: number): string {
  return new Date(instantMs + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * When the game next draws after an instant, for "no draw is taking bets: the next one is at …":
 * a fast game on its next whole interval, a regional game at its region's time today or tomorrow.
 */
export function nextDrawAfter(code: HouseLotteryCode, serverNowMs: number): Date {
  const interval = fastIntervalOf(code);
  if (interval !== null) {
    const intervalMs = interval * 60_000;
    return new Date((Math.floor(serverNowMs / intervalMs) + 1) * intervalMs);
  }
  const today = regionalDrawInstant(regionOf(code), vietnamDateOf(serverNowMs));
  if (today.getTime() > serverNowMs) return today;
  return regionalDrawInstant(regionOf(code), vietnamDateOf(serverNowMs + DAY_MS));
}
