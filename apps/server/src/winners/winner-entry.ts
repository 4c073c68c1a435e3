import { catalogLanguages } from '@lotus/contract/games-catalog/schemas';
import type { CatalogLanguage } from '@lotus/contract/games-catalog';
import type { Winner } from '@lotus/contract/house-games';

/**
 * The house games' names when the catalog does not list them (a brand whose catalog is not set up):
 * the board still reads "Mines Gold" rather than "mines-gold". Vendor rounds fall back to their code.
 */
const houseGameNames: Record<string, string> = {
  dice: 'Dice',
  limbo: 'Limbo',
  plinko: 'Plinko',
  'mines-gold': 'Mines Gold',
  tower: 'Tower',
  pappu: 'PAPPU',
};

/** The name a line shows where no language is known: the catalog's English name, else a fallback. */
export function gameNameOf(gameCode: string, names: Partial<Record<CatalogLanguage, string>> = {}): string {
  return names.en ?? houseGameNames[gameCode] ?? gameCode;
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

/**
 * Only the catalog's languages, and only names that are text: the `games.names` column may hold
 * more, and the live event must stay small (a NOTIFY payload holds at most 8000 bytes).
 */
function catalogNames(names: Record<string, unknown> | null): Partial<Record<CatalogLanguage, string>> {
  const picked: Partial<Record<CatalogLanguage, string>> = {};
  for (const language of catalogLanguages) {
    const name = names?.[language];
    if (typeof name === 'string' && name !== '') picked[language] = name;
  }
  return picked;
}

/** One line of the board as the contract and the live `winner` event carry it. */
export function winnerEntry(row: {
  username: string;
  kind: Winner['kind'];
  gameCode: string;
  /** The game's `names` from the catalog; null when the catalog does not list it. */
  names: Record<string, unknown> | null;
  prize: bigint;
  time: Date;
}): Winner {
  const gameNames = catalogNames(row.names);
  return {
    player: maskPlayer(row.username),
    game: row.kind === 'jackpot' ? 'Jackpot' : gameNameOf(row.gameCode, gameNames),
    prize: row.prize.toString(),
    time: row.time.toISOString(),
    kind: row.kind,
    gameCode: row.gameCode,
    gameNames,
  };
}
