import type { CatalogLanguage } from '@lotus/contract/games-catalog';
import { catalogLanguages } from '@lotus/contract/games-catalog/schemas';
import type { GameType } from '@lotus/contract/values';
import { gameTypes } from '@lotus/contract/values';
import { translateMessage } from '@lotus/i18n/messages';
import type { LobbyEntry, LobbySnapshot } from './lobby-snapshot.ts';
import { characterMask } from './search-match.ts';
import { foldForSearch } from './search-text.ts';

/** Something the search can find: its names folded (`foldForSearch`), and their words. */
export interface SearchDocument {
  /** Every name (each language's, the code), folded, without repeats. */
  keys: readonly string[];
  /** The words of the keys, as indexes into the index's `words`, without repeats. */
  words: Int32Array;
}

export interface SearchVendor {
  code: string;
  name: string;
  /** The category most of its games are in (the first in `gameTypes` order on a tie). */
  category: GameType;
  gameCount: number;
  document: SearchDocument;
}

export interface SearchCategory {
  category: GameType;
  gameCount: number;
  document: SearchDocument;
}

/**
 * The catalog's names ready for a search, built once per snapshot: every distinct word of every
 * game, vendor and category name (a typo is looked for among the distinct words, a few thousand,
 * not among every game's names), and the games that hold each word.
 */
export interface SearchIndex {
  words: readonly string[];
  /** Each word's `characterMask`. */
  wordMasks: Int32Array;
  /** For each word, the games (indexes into `games`) with it. */
  gamesWithWord: ReadonlyArray<readonly number[]>;
  games: readonly LobbyEntry[];
  gameDocuments: readonly SearchDocument[];
  /** Each game's place in each language's lobby order (ties in the search are broken by it). */
  places: Record<CatalogLanguage, Int32Array>;
  vendors: readonly SearchVendor[];
  categories: readonly SearchCategory[];
}

function wordTable() {
  const words: string[] = [];
  const ids = new Map<string, number>();
  return {
    words,
    idOf(word: string): number {
      let id = ids.get(word);
      if (id === undefined) {
        id = words.length;
        words.push(word);
        ids.set(word, id);
      }
      return id;
    },
  };
}

function documentOf(names: readonly string[], idOf: (word: string) => number): SearchDocument {
  const keys = [...new Set(names.map(foldForSearch).filter((key) => key !== ''))];
  const words = new Set<number>();
  for (const key of keys) for (const word of key.split(' ')) words.add(idOf(word));
  return { keys, words: Int32Array.from(words) };
}

/** A category's names: its label in each bundled language the site shows and its code. */
function categoryNames(category: GameType): string[] {
  return [
    ...catalogLanguages.map((language) => translateMessage(language, `lobby.categories.${category}`)),
    category,
  ];
}

function vendorsOf(games: readonly LobbyEntry[], idOf: (word: string) => number): SearchVendor[] {
  const byCode = new Map<string, { name: string; counts: Map<GameType, number>; total: number }>();
  for (const game of games) {
    const vendor = byCode.get(game.vendorCode) ?? { name: game.vendorName, counts: new Map(), total: 0 };
    vendor.counts.set(game.category, (vendor.counts.get(game.category) ?? 0) + 1);
    vendor.total += 1;
    byCode.set(game.vendorCode, vendor);
  }
  return [...byCode].map(([code, vendor]) => {
    // Its lobby is the category most of its games are in (the first in gameTypes order on a tie).
    const category = gameTypes.reduce((best, type) =>
      (vendor.counts.get(type) ?? 0) > (vendor.counts.get(best) ?? 0) ? type : best,
    );
    return {
      code,
      name: vendor.name,
      category,
      gameCount: vendor.total,
      document: documentOf([vendor.name, code], idOf),
    };
  });
}

function categoriesOf(games: readonly LobbyEntry[], idOf: (word: string) => number): SearchCategory[] {
  const counts = new Map<GameType, number>();
  for (const game of games) counts.set(game.category, (counts.get(game.category) ?? 0) + 1);
  return gameTypes
    .filter((category) => counts.has(category))
    .map((category) => ({
      category,
      gameCount: counts.get(category) ?? 0,
      document: documentOf(categoryNames(category), idOf),
    }));
}

function buildSearchIndex(snapshot: LobbySnapshot): SearchIndex {
  const table = wordTable();
  const games = snapshot.inOrder.en.all;
  const gameDocuments = games.map((game) =>
    documentOf([...Object.values(game.names), game.code], table.idOf),
  );
  const gamesWithWord: number[][] = [];
  gameDocuments.forEach((document, index) => {
    for (const word of document.words) (gamesWithWord[word] ??= []).push(index);
  });
  const indexOfId = new Map(games.map((game, index) => [game.id, index]));
  const places = {} as Record<CatalogLanguage, Int32Array>;
  for (const language of catalogLanguages) {
    const place = new Int32Array(games.length);
    snapshot.inOrder[language].all.forEach((game, position) => {
      place[indexOfId.get(game.id) as number] = position;
    });
    places[language] = place;
  }
  const vendors = vendorsOf(games, table.idOf);
  const categories = categoriesOf(games, table.idOf);
  // Vendor and category words get no games: fill the table's end so every word has a list.
  for (let word = 0; word < table.words.length; word += 1) gamesWithWord[word] ??= [];
  const wordMasks = Int32Array.from(table.words, characterMask);
  return { words: table.words, wordMasks, gamesWithWord, games, gameDocuments, places, vendors, categories };
}

const built = new WeakMap<LobbySnapshot, SearchIndex>();

/** The search index of a snapshot, built the first time a search reads that snapshot. */
export function searchIndexOf(snapshot: LobbySnapshot): SearchIndex {
  let index = built.get(snapshot);
  if (index === undefined) {
    index = buildSearchIndex(snapshot);
    built.set(snapshot, index);
  }
  return index;
}
