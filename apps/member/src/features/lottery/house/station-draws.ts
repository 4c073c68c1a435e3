import type { OpenLotteryDraws } from '@lotus/contract/lottery';
import { lotteryStations } from '@lotus/games';

export type OpenDraw = OpenLotteryDraws['draws'][number];

/**
 * The draws a regional code box places on, by station: the open draws of the chosen draw's day
 * (a station word reads that day's calendar, so another day's draw is not its draw). The first
 * draw listed wins when a station has two of one day (it cannot: one draw per station a day).
 */
export function drawsByStationOf(
  draws: readonly OpenDraw[],
  drawDate: string,
): ReadonlyMap<string, OpenDraw> {
  const byStation = new Map<string, OpenDraw>();
  for (const draw of draws) {
    if (draw.station === null || draw.drawDate !== drawDate || byStation.has(draw.station)) continue;
    byStation.set(draw.station, draw);
  }
  return byStation;
}

/** A station's name as the boards print it (the menu's for today, the calendar's for another day). */
export function stationNameOf(code: string | null, today: readonly { code: string; name: string }[]): string {
  if (code === null) return '';
  return (
    today.find((entry) => entry.code === code)?.name ??
    lotteryStations.find((entry) => entry.code === code)?.name ??
    code
  );
}
