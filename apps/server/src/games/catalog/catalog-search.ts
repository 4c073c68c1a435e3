import type { CatalogLanguage, CatalogSearch } from '@lotus/contract/games-catalog';
import type { Pool } from '../../platform/database/pool.ts';
import { imageUrlOf } from './cdn.ts';
import type { LobbyReadModel } from './lobby-read-model.ts';
import { selectLobbyState } from './lobby-tables.ts';
import type { SearchIndex } from './search-index.ts';
import { searchIndexOf } from './search-index.ts';
import { documentMatch, tiers, tokenMatches } from './search-match.ts';
import type { SearchTerms, Tier } from './search-match.ts';
import { foldForSearch } from './search-text.ts';

/** Vendors and categories shown at most: the header's list is short, games come first. */
const otherGroupLimit = 5;
/** Query words read at most: more words only narrow what eight already found. */
const tokenLimit = 8;

export function searchTermsOf(q: string): SearchTerms {
  const folded = foldForSearch(q);
  const tokens = folded === '' ? [] : [...new Set(folded.split(' '))].slice(0, tokenLimit);
  return { folded, tokens };
}

interface Ranked<T> {
  item: T;
  tier: Tier;
  score: number;
  place: number;
}

const byRank = <T>(a: Ranked<T>, b: Ranked<T>) => a.tier - b.tier || a.score - b.score || a.place - b.place;

/**
 * A group's matches best first, typos only when nothing matched without one: Vietnamese syllables
 * are short and many are one letter apart ("rong" from "song", "long", "vong"), so typos forgiven
 * beside real matches would bury them.
 */
function ranked<T>(matches: Ranked<T>[]): Ranked<T>[] {
  const sorted = matches.sort(byRank);
  return sorted.length > 0 && (sorted[0] as Ranked<T>).tier < tiers.fuzzy
    ? sorted.filter((match) => match.tier < tiers.fuzzy)
    : sorted;
}

/**
 * The games, vendors and categories of `index` matching `terms`, each group best first and ties in
 * the lobby's order of `language`. A game is looked for only among the games holding a word that
 * the query's most selective word meets (the index lists them), never by testing every game.
 */
export function searchIndex(
  index: SearchIndex,
  terms: SearchTerms,
  language: CatalogLanguage,
  limit: number,
) {
  if (terms.tokens.length === 0) return { games: [], vendors: [], categories: [] };
  const matches = tokenMatches(terms, index.words, index.wordMasks);
  // The games to test are those holding a word the query's most selective word meets.
  const gamesMet = matches.map((tokenMatch) => {
    const games: number[] = [];
    tokenMatch.forEach((match, word) => {
      if (match >= 0) for (const game of index.gamesWithWord[word] ?? []) games.push(game);
    });
    return games;
  });
  const candidates = new Set(
    gamesMet.reduce((fewest, games) => (games.length < fewest.length ? games : fewest)),
  );
  const places = index.places[language];
  const games: Ranked<number>[] = [];
  for (const game of candidates) {
    const found = documentMatch(terms, index.gameDocuments[game]!, matches);
    if (found !== null) games.push({ item: game, ...found, place: places[game] as number });
  }
  const rankAll = <T extends { document: SearchIndex['gameDocuments'][number] }>(items: readonly T[]) =>
    ranked(
      items.flatMap((item, place): Ranked<T>[] => {
        const found = documentMatch(terms, item.document, matches);
        return found === null ? [] : [{ item, ...found, place }];
      }),
    )
      .slice(0, otherGroupLimit)
      .map((match) => match.item);
  return {
    games: ranked(games)
      .slice(0, limit)
      .map((match) => index.games[match.item]!),
    vendors: rankAll(index.vendors),
    categories: rankAll(index.categories),
  };
}

/**
 * The header's search (`GET /lgw/search`) from the lobby's read model: one round trip for the
 * catalog's version and the image CDNs, then the snapshot's search index (built once per snapshot).
 */
export function createCatalogSearch(deps: { pool: Pool; brandId: number; lobby: LobbyReadModel }) {
  const { pool, brandId, lobby } = deps;
  return async function search(
    query: { q: string; limit: number },
    language: CatalogLanguage,
  ): Promise<CatalogSearch> {
    const { version, imageCdns } = await selectLobbyState(pool, brandId);
    const found = searchIndex(
      searchIndexOf(await lobby.atLeast(version)),
      searchTermsOf(query.q),
      language,
      query.limit,
    );
    return {
      games: found.games.map((game) => ({
        nodeId: game.id,
        code: game.code,
        name: game.names[language],
        vendor: game.vendorCode,
        vendorName: game.vendorName,
        category: game.category,
        imageUrl: imageUrlOf(game.imagePath, imageCdns),
        isGame: game.isGame,
      })),
      vendors: found.vendors.map(({ code, name, category, gameCount }) => ({
        code,
        name,
        category,
        gameCount,
      })),
      categories: found.categories.map(({ category, gameCount }) => ({ category, gameCount })),
    };
  };
}
