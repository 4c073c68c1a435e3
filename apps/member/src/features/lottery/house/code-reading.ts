import { parseBetCode } from '@lotus/games';
import type { BetCodeErrorCode, LotteryRegion } from '@lotus/games';
import type { DrawBet } from './slip-groups.ts';
import type { OddsByType } from './slip-math.ts';
import type { OpenDraw } from './station-draws.ts';
import { stationWordsOf } from './station-words.ts';

/**
 * A problem of the code box, with its span in the text: the reader's; a bet the game does not
 * take; a station with no draw taking bets now; a đá 2 đài (two stations' boards, and a slip is
 * on one draw).
 */
export interface CodeProblem {
  code: BetCodeErrorCode | 'not_offered' | 'no_open_draw' | 'two_draws';
  start: number;
  end: number;
}

/** What the code box reads: the bets the slips would place (each on its draw) and the problems, in the text's order. */
export interface CodeReading {
  bets: DrawBet[];
  problems: CodeProblem[];
}

export interface CodeReadingContext {
  /** The draw chosen above the box: its day's calendar, and its station until the text names one. */
  draw: Pick<OpenDraw, 'drawId' | 'drawDate' | 'station' | 'gameCode'>;
  region: LotteryRegion;
  odds: OddsByType;
  /**
   * A regional game's draws taking bets on that day, by station: station words choose among them.
   * Null on a fast game (one board, no stations: its box refuses station words).
   */
  stationDraws: ReadonlyMap<string, Pick<OpenDraw, 'drawId'>> | null;
}

/**
 * Reads the box. A fast draw's bets are on it (its game's code stands in for a station). A
 * regional box starts on the chosen draw's station and follows the station words typed, each bet
 * going on its station's draw; a station with no open draw is a problem under the word that named
 * it. A bet of a type the game does not price is a problem, not a bet: its slip would be refused.
 */
export function readCode(text: string, context: CodeReadingContext): CodeReading {
  const { draw, region, odds, stationDraws } = context;
  const parsed = parseBetCode(text, {
    date: draw.drawDate,
    region,
    stations: [draw.station ?? draw.gameCode],
    stationsFixed: stationDraws === null,
  });
  const problems: CodeProblem[] = parsed.errors.map(({ code, start, end }) => ({ code, start, end }));
  const add = (problem: CodeProblem) => {
    if (!problems.some((old) => old.code === problem.code && old.start === problem.start))
      problems.push(problem);
  };
  const unplayable = new Set<string>();
  if (stationDraws !== null) {
    for (const word of stationWordsOf(text, { date: draw.drawDate, region })) {
      const missing = word.stations.filter((station) => !stationDraws.has(station));
      for (const station of missing) unplayable.add(station);
      if (missing.length > 0) add({ code: 'no_open_draw', start: word.start, end: word.end });
    }
  }
  const bets: DrawBet[] = [];
  for (const bet of parsed.bets) {
    const span = { start: bet.start, end: bet.end };
    const station = bet.stations[0]!;
    const drawId = stationDraws === null ? draw.drawId : stationDraws.get(station)?.drawId;
    if (bet.stations.length > 1) add({ code: 'two_draws', ...span });
    else if (drawId === undefined) {
      // Its station word is marked already; else (a word read as a type there) the bet is.
      if (!unplayable.has(station)) add({ code: 'no_open_draw', ...span });
    } else if (!odds.has(bet.type)) add({ code: 'not_offered', ...span });
    else {
      bets.push({
        type: bet.type,
        numbers: bet.numbers,
        points: bet.points,
        drawId,
        station: stationDraws === null ? null : station,
      });
    }
  }
  problems.sort((a, b) => a.start - b.start);
  return { bets, problems };
}
