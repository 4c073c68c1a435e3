import { gamesCatalogApi } from '@lotus/api-client';
import { apiClient } from '@lotus/app-shell';
import type { CatalogGame, CatalogLanguage } from '@lotus/contract/games-catalog';

/** The games catalog calls, over the site's one API client. */
export const catalog = gamesCatalogApi(apiClient);

/** A game as the lobbies show it. */
export type LobbyGame = CatalogGame;

/** The catalog's language for the interface language: its own when the catalog has names in it, else English. */
export function catalogLanguage(language: string): CatalogLanguage {
  return language.slice(0, 2) === 'vi' ? 'vi' : 'en';
}

/** Query keys of the catalog: a favourite change invalidates `favourites` (and the lists' stars follow the id list). */
export const catalogQueryKeys = {
  all: ['catalog'] as const,
  games: (query: object) => ['catalog', 'games', query] as const,
  popular: (lang: string) => ['catalog', 'popular', lang] as const,
  hot: ['hotGames'] as const,
  vendors: (category: string) => ['catalog', 'vendors', category] as const,
  lanes: (lang: string) => ['catalog', 'lanes', lang] as const,
  favourites: (lang: string) => ['catalog', 'favourites', lang] as const,
  favouritesAll: ['catalog', 'favourites'] as const,
  recent: (lang: string) => ['catalog', 'recent', lang] as const,
};
