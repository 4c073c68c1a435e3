import { parseBetCode } from '@lotus/games';
import type { BetCodeErrorCode, LotteryBet, LotteryRegion } from '@lotus/games';
import type { OddsByType } from './slip-math.ts';

/** A problem of the code box: the reader's, or a bet the game does not take; with its span in the text. */
export interface CodeProblem {
  code: BetCodeErrorCode | 'not_offered';
  start: number;
  end: number;
}

/** What the code box reads: the bets the slip would place and the problems, in the text's order. */
export interface CodeReading {
  bets: LotteryBet[];
  problems: CodeProblem[];
}

/**
 * Reads the box for one draw: its date's calendar, the game's region and the draw's station (a
 * fast draw's board has none: the game's code stands in). A slip is on one draw, so station words
 * are refused (the draw is chosen above the box). A bet of a type the game does not price is a
 * problem, not a bet: the slip would be refused whole.
 */
export function readCode(
  text: string,
  draw: { drawDate: string; station: string | null; gameCode: string },
  region: LotteryRegion,
  odds: OddsByType,
): CodeReading {
  const parsed = parseBetCode(text, {
    date: draw.drawDate,
    region,
    stations: [draw.station ?? draw.gameCode],
    stationsFixed: true,
  });
  const problems: CodeProblem[] = parsed.errors.map(({ code, start, end }) => ({ code, start, end }));
  const bets: LotteryBet[] = [];
  for (const bet of parsed.bets) {
    if (odds.has(bet.type)) bets.push({ type: bet.type, numbers: bet.numbers, points: bet.points });
    else if (!problems.some((problem) => problem.code === 'not_offered' && problem.start === bet.start)) {
      problems.push({ code: 'not_offered', start: bet.start, end: bet.end });
    }
  }
  problems.sort((a, b) => a.start - b.start);
  return { bets, problems };
}
