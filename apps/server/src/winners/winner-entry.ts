/** The house games' names as the winners board prints them (vendor rounds show their game code). */
const houseGameNames: Record<string, string> = {
  dice: 'Dice',
  limbo: 'Limbo',
  plinko: 'Plinko',
  'mines-gold': 'Mines Gold',
  tower: 'Tower',
  pappu: 'PAPPU',
  jackpot: 'Jackpot',
};

export function gameNameOf(gameCode: string): string {
  return houseGameNames[gameCode] ?? gameCode;
}

/**
 * "nguyen" → "ng***n": the first two characters and the last, enough for a player to recognise a
 * win of theirs, not enough to find the account. Names of 3 characters or fewer keep only the first.
 */
export function maskPlayer(username: string): string {
  const characters = [...username];
  if (characters.length <= 3) return `${characters[0] ?? ''}***`;
  return `${characters.slice(0, 2).join('')}***${characters.at(-1) ?? ''}`;
}

/** One line of the board as the contract and the live `winner` event carry it. */
export function winnerEntry(row: { username: string; gameCode: string; prize: bigint; time: Date }) {
  return {
    player: maskPlayer(row.username),
    game: gameNameOf(row.gameCode),
    prize: row.prize.toString(),
    time: row.time.toISOString(),
  };
}
