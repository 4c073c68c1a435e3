import type { LotteryBet } from '@lotus/games';

/** A bet the slip would place, with the draw it goes on and that draw's station (null on a fast draw). */
export interface DrawBet extends LotteryBet {
  drawId: string;
  station: string | null;
}

/** One slip to place: a draw and its bets (the API takes a slip on one draw). */
export interface DrawSlip {
  drawId: string;
  station: string | null;
  bets: LotteryBet[];
}

/** The bets grouped into one slip per draw, the draws in the order the text first names them. */
export function slipsByDrawOf(bets: readonly DrawBet[]): DrawSlip[] {
  const slips = new Map<string, DrawSlip>();
  for (const { drawId, station, ...bet } of bets) {
    const slip = slips.get(drawId) ?? { drawId, station, bets: [] };
    slip.bets.push(bet);
    slips.set(drawId, slip);
  }
  return [...slips.values()];
}

/** What one slip is, written out: two equal slips read the same (a retry of them keeps their keys). */
export function slipSignatureOf(slip: DrawSlip): string {
  return JSON.stringify([slip.drawId, slip.bets.map((bet) => [bet.type, bet.numbers, String(bet.points)])]);
}
