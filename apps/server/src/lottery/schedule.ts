import {
  VIETNAM_UTC_OFFSET_MINUTES,
  fastDrawIntervals,
  fastDrawOpenAt,
  lotteryRegions,
  regionalDrawInstant,
  stationsDrawingOn,
} from '@lotus/games';
import type { FastDrawInterval, LotteryRegion } from '@lotus/games';

/** A draw the job makes sure exists (created once: its key is unique per brand). */
export interface PlannedDraw {
  drawKey: string;
  gameCode: string;
  stationCode: string | null;
  drawDate: string;
  drawsAt: Date;
  opensAt: Date;
  closesAt: Date;
  interval: FastDrawInterval | null;
}

/** How many fast draws of each interval exist ahead of the one taking bets. */
export const fastDrawsAhead = 3;

const dayMs = 86_400_000;

/** The brand's calendar date (Vietnam time, UTC+7 all year) of an instant, `YYYY-MM-DD`. */
export function vietnamDateOf(instant: Date): string {
  return new Date(instant.getTime() + VIETNAM_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

const compactDate = (date: string) => date.replaceAll('-', '');

/** The regional draw's public id: `R-{station}-{YYYYMMDD}`. */
export function regionalDrawKey(stationCode: string, date: string): string {
  return `R-${stationCode}-${compactDate(date)}`;
}

/**
 * The fast draws of every interval from the one taking bets at `now` to `fastDrawsAhead` after it:
 * each opens when the one before it closes (fast-draw-schedule.ts).
 */
export function plannedFastDraws(now: Date, closeSeconds: number): PlannedDraw[] {
  return fastDrawIntervals.flatMap((interval) => {
    return Array.from({ length: fastDrawsAhead + 1 }, (_, step) => {
      // The draw taking bets `step` intervals from now.
      const draw = fastDrawOpenAt(interval, new Date(now.getTime() + step * interval * 60_000), closeSeconds);
      return {
        drawKey: draw.drawId,
        gameCode: `F${interval}`,
        stationCode: null,
        drawDate: vietnamDateOf(draw.drawAt),
        drawsAt: draw.drawAt,
        opensAt: draw.opensAt,
        closesAt: draw.closesAt,
        interval,
      };
    });
  });
}

/**
 * Today's and tomorrow's regional draws (the brand's calendar): one per station drawing that day,
 * at its region's time; betting opens when the draw is made and closes `closeSeconds` before it.
 */
export function plannedRegionalDraws(now: Date, closeSeconds: number): PlannedDraw[] {
  const dates = [vietnamDateOf(now), vietnamDateOf(new Date(now.getTime() + dayMs))];
  return dates.flatMap((date) =>
    lotteryRegions.flatMap((region: LotteryRegion) => {
      const drawsAt = regionalDrawInstant(region, date);
      return stationsDrawingOn(region, date).map((station) => ({
        drawKey: regionalDrawKey(station.code, date),
        gameCode: region,
        stationCode: station.code,
        drawDate: date,
        drawsAt,
        opensAt: now,
        closesAt: new Date(drawsAt.getTime() - closeSeconds * 1_000),
        interval: null,
      }));
    }),
  );
}
