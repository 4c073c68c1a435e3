import { betProblems } from './bet.ts';
import type { LotteryBet } from './bet.ts';
import { comparedValues, loCountOf, lotteryBetTypes } from './bet-types.ts';
import { boardShapeProblems } from './board.ts';
import type { LotteryBoard } from './board.ts';
import type { BetOdds } from './odds.ts';
import { layoutOf } from './prize-layouts.ts';
import type { LotteryRegion } from './prize-layouts.ts';

export interface BetSettlement {
  /**
   * For a lô or a đề, how many covered numbers match; for a xiên, đá or lô trượt, how many of its
   * numbers appear on the board(s).
   */
  hits: number;
  won: boolean;
  /** What the bet pays in minor units (0 when it lost); the stake is not paid back on top. */
  winnings: bigint;
}

function appearances(values: readonly string[], number: string): number {
  return values.filter((value) => value === number).length;
}

/**
 * The settlement rule of one bet on its draw's board (two boards for đá 2 đài, in any order), in
 * exact minor units. The server's set-based settlement is tested against it.
 * - lô: points × payout for every appearance of the number among the covered numbers;
 * - đề: points × payout once when the one covered number matches;
 * - xiên: points × payout once when every leg appears at least once;
 * - đá: V = points × payout when both numbers appear, plus (N − 1) × V / 2 where N is the most
 *   times either of them appears (rounded down: the house never pays a fraction of a đồng);
 * - lô trượt: points × payout once when none of its numbers appears.
 * Throws on a bet or a board that could not have been accepted (the server checks both first).
 */
export function settleBet(
  bet: LotteryBet,
  region: LotteryRegion,
  boards: readonly LotteryBoard[],
  odds: BetOdds,
): BetSettlement {
  const problems = betProblems(bet, region);
  if (problems.length > 0)
    throw new RangeError(`lottery: the bet cannot be settled (${problems.join(', ')})`);
  const betType = lotteryBetTypes[bet.type];
  if (boards.length !== betType.stations) {
    throw new RangeError(
      `lottery: ${bet.type} is judged on ${betType.stations} board(s), got ${boards.length}`,
    );
  }
  for (const board of boards) {
    if (boardShapeProblems(layoutOf(region), board).length > 0) {
      throw new RangeError('lottery: a board that is not shaped like its region’s cannot settle a bet');
    }
  }
  const values = boards.flatMap((board) => comparedValues(bet.type, region, board));
  const win = bet.points * odds.payout;

  if (betType.rule === 'lo' || betType.rule === 'de') {
    const hits = appearances(values, bet.numbers[0]!);
    const times = betType.rule === 'lo' ? BigInt(hits) : hits > 0 ? 1n : 0n;
    return { hits, won: hits > 0, winnings: win * times };
  }

  const counts = bet.numbers.map((number) => appearances(values, number));
  const hits = counts.filter((count) => count > 0).length;
  if (betType.rule === 'xien') {
    const won = hits === bet.numbers.length;
    return { hits, won, winnings: won ? win : 0n };
  }
  if (betType.rule === 'truot') {
    const won = hits === 0;
    return { hits, won, winnings: won ? win : 0n };
  }
  // đá
  const won = hits === bet.numbers.length;
  if (!won) return { hits, won, winnings: 0n };
  const mostRepeated = BigInt(Math.max(...counts));
  return { hits, won, winnings: win + ((mostRepeated - 1n) * win) / 2n };
}

/**
 * The most a bet can win on any board (what the slip shows, and the house's exposure to it): a lô
 * matching every number it covers; a đá's pair with one number on every covered number but the
 * one its partner needs (N = covered − 1); the other types their payout once.
 */
export function maxWinningsOf(
  bet: Pick<LotteryBet, 'type' | 'points'>,
  region: LotteryRegion,
  odds: BetOdds,
): bigint {
  const betType = lotteryBetTypes[bet.type];
  const win = bet.points * odds.payout;
  if (betType.rule === 'lo') return win * BigInt(loCountOf(bet.type, region));
  if (betType.rule !== 'da') return win;
  const covered = BigInt(loCountOf(bet.type, region) / betType.legs);
  return win + ((covered - 2n) * win) / 2n;
}
