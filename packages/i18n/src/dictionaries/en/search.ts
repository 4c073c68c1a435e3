/** The header's search over the whole catalog: its field, groups, recent searches and states. */
export const search = {
  title: 'Search',
  label: 'Search games, providers and categories',
  placeholder: 'A game, a provider, a category…',
  hint: 'With or without accents, either works.',
  groups: { games: 'Games', vendors: 'Providers', categories: 'Categories' },
  recent: 'Recent searches',
  clearRecent: 'Clear',
  clearRecentLabel: 'Clear recent searches',
  searching: 'Searching…',
  empty: 'Nothing found for “{{query}}”',
  emptyHint: 'Check the spelling or try fewer words.',
  failed: 'The search did not answer',
  found: '{{count}} results',
  vendorGames: '{{count}} games',
  vendorIn: '{{category}} · {{count}} games',
} as const;
