import { parseBetCode } from '@lotus/games';
import type { LotteryRegion } from '@lotus/games';

/** A station word of the code box: its span in the text and the stations it names. */
export interface StationWord {
  start: number;
  end: number;
  stations: string[];
}

/**
 * The station words of the text and what each names, read by the parser itself: with station
 * words refused, it reports each one's exact span (`lottery_code_station_not_here`); the word
 * alone before a lô bet then tells its stations ("2d" is the day's first two of the region).
 * A word that is also a type ("bl", "nt") is not found here when the fixed reading took it as
 * the type; the caller then marks the bet instead.
 */
export function stationWordsOf(
  text: string,
  options: { date: string; region: LotteryRegion },
): StationWord[] {
  const fixed = parseBetCode(text, { ...options, stations: [], stationsFixed: true });
  return fixed.errors
    .filter((error) => error.code === 'lottery_code_station_not_here')
    .map(({ start, end }) => {
      const alone = parseBetCode(`${text.slice(start, end)} lo 00 1`, { ...options, stations: [] });
      // A lô is one bet a station: their stations together are the word's.
      return { start, end, stations: [...new Set(alone.bets.flatMap((bet) => bet.stations))] };
    });
}
