/**
 * The round id a house game's row of `bets` carries, and back: what links the row to its round.
 * Written by the house's money (house/money/service.ts), read by the game recall
 * (bet-rounds/service.ts); one module, owned by the wallet that keeps `bets`, so the two can never
 * disagree (migration 0026).
 *
 * House rounds (Dice, Limbo, Plinko, Mines Gold, Tower) carry their `house_rounds` id; PAPPU bets
 * carry `pappu-<crash_bets id>`. The two ids come from separate sequences and a member's rows at the
 * house vendor are unique by round id, so PAPPU's must never look like a house round's.
 */
const pappuPrefix = 'pappu-';

/** The house games' vendor (migration 0023 opens it for every brand): its rows of `bets` are house rounds. */
export const houseVendorCode = 'LOTUS';

export function houseBetsRoundId(gameCode: string, roundId: string): string {
  return gameCode === 'pappu' ? `${pappuPrefix}${roundId}` : roundId;
}

/** What a house row's round id points at; undefined for a round id no house game writes. */
export type HouseRoundLink = { kind: 'house'; roundId: string } | { kind: 'pappu'; crashBetId: bigint };

export function houseRoundLinkOf(row: { game_code: string; round_id: string }): HouseRoundLink | undefined {
  if (row.game_code === 'pappu') {
    const match = /^pappu-([1-9]\d{0,18})$/.exec(row.round_id);
    return match ? { kind: 'pappu', crashBetId: BigInt(match[1] as string) } : undefined;
  }
  return /^[1-9]\d{0,18}$/.test(row.round_id) ? { kind: 'house', roundId: row.round_id } : undefined;
}
