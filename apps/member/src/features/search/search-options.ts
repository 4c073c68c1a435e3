import type { CatalogSearch, CatalogSearchGame, CatalogSearchVendor } from '@lotus/contract/games-catalog';
import type { GameType } from '@lotus/contract/values';

/** One thing the list offers: a recent search to run again, or a result to open. */
export type SearchOption =
  | { kind: 'recent'; id: string; term: string }
  | { kind: 'game'; id: string; game: CatalogSearchGame }
  | { kind: 'vendor'; id: string; vendor: CatalogSearchVendor }
  | { kind: 'category'; id: string; category: GameType; gameCount: number };

export type SearchGroupKey = 'recent' | 'games' | 'vendors' | 'categories';

export interface SearchGroup {
  key: SearchGroupKey;
  options: SearchOption[];
}

/** The recent searches as one group (none when there are none). */
export function recentGroups(recent: readonly string[], idPrefix: string): SearchGroup[] {
  if (recent.length === 0) return [];
  return [
    {
      key: 'recent',
      options: recent.map((term, index) => ({ kind: 'recent', id: `${idPrefix}-recent-${index}`, term })),
    },
  ];
}

/** The answer's groups in the order the list shows them, empty groups left out. */
export function resultGroups(answer: CatalogSearch, idPrefix: string): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      key: 'games',
      options: answer.games.map((game) => ({ kind: 'game', id: `${idPrefix}-game-${game.nodeId}`, game })),
    },
    {
      key: 'vendors',
      options: answer.vendors.map((vendor) => ({
        kind: 'vendor',
        id: `${idPrefix}-vendor-${vendor.code}`,
        vendor,
      })),
    },
    {
      key: 'categories',
      options: answer.categories.map(({ category, gameCount }) => ({
        kind: 'category',
        id: `${idPrefix}-category-${category}`,
        category,
        gameCount,
      })),
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}

/** Where a vendor's or category's result leads: the category's lobby, narrowed to the vendor's games. */
export function lobbyPathOf(option: SearchOption): string | null {
  if (option.kind === 'vendor') {
    return `/games/${option.vendor.category}?vendor=${encodeURIComponent(option.vendor.code)}`;
  }
  if (option.kind === 'category') return `/games/${option.category}`;
  return null;
}

/** The option `step` places after `active` (wrapping; from none, Down is the first and Up the last). */
export function movedActive(active: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
