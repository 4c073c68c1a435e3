import path from 'node:path';

/** A module inside one of these packages, wherever pnpm put it (`node_modules/.pnpm/…/node_modules/<name>/`). */
function packagePattern(names: readonly string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[/\\^$.*+?()[\]{}|-]/g, '\\$&'));
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:${escaped.join('|')})[\\\\/]`);
}

/**
 * TanStack Query's reading half: the observers and the hooks over them. A page that reads no query
 * and only sends (the agent login: the client and `useMutation`) does without it, 2.9 KB gzipped.
 */
const queryReads = new RegExp(
  String.raw`[\/]node_modules[\/]@tanstack[\/](?:query-core[\/].*[\/](?:queryObserver|queriesObserver|infiniteQueryObserver)|` +
    String.raw`react-query[\/].*[\/](?:useBaseQuery|useQuery|useQueries|useInfiniteQuery|useSuspenseQuery|useSuspenseQueries|useSuspenseInfiniteQuery|usePrefetchQuery|usePrefetchInfiniteQuery|errorBoundaryUtils|suspense|QueryErrorResetBoundary|IsRestoringProvider|HydrationBoundary))\.js$`,
);
const tanstackQuery = packagePattern(['@tanstack/query-core', '@tanstack/react-query']);

/**
 * The libraries every page needs, each in a chunk of its own: their names and contents change only
 * when the library is upgraded, so a browser keeps them across our releases.
 */
export const vendorChunkGroups = [
  { name: 'vendor-react', test: packagePattern(['react', 'react-dom', 'scheduler']), priority: 30 },
  // wouter and its route pattern matcher (regexparam); the store shim it imports, if a build kept it.
  {
    name: 'vendor-router',
    test: packagePattern(['wouter', 'regexparam', 'use-sync-external-store']),
    priority: 20,
  },
  // The client, its caches and mutations; ranked above the reading half, so what both use is here.
  {
    name: 'vendor-query',
    test: (id: string) => tanstackQuery.test(id) && !queryReads.test(id),
    priority: 10,
  },
  { name: 'vendor-query-reads', test: queryReads, priority: 9 },
];

/**
 * index.html's boot script and what it imports (decision 0016): they stay out of the site's start,
 * which the boot chunk must not import statically, or the site would run before the first paint.
 */
const bootModules = /[\\/]src[\\/]boot\.ts$|[\\/]frame[\\/]start-after-paint\.ts$/;
/** Vite's helper behind every lazy import, the boot script's included. */
const preloadHelper = /vite[\\/]preload-helper/;

/**
 * Everything the site's start (`src/main.tsx`, an entry of its own: `appConfig`'s `siteStart`)
 * imports, in one chunk with it. Loaded by the boot script's lazy import, the start was a lazy
 * chunk like the pages, and the bundler split each module it shares with a page into a chunk per
 * set of importers: the agent login fetched 12 `shared-` chunks of 0.1 to 4 KB, each with its own
 * imports and exports. `$initial` is the bundler's mark of a module an entry imports statically
 * (it follows what is used, not every re-export of a package's index). Vendor groups rank higher,
 * so libraries stay in their own chunks. With a `firstPage` entry, the chunk also holds what that
 * page imports, and is shared by the two (`site-start`); else it is the start's own (`main`).
 */
export const siteStartGroups = [
  {
    name: 'site-start',
    tags: ['$initial' as const],
    test: (id: string) => !bootModules.test(id) && !preloadHelper.test(id) && !id.endsWith('.html'),
    priority: 1,
  },
  // Both the boot script and the start use it: in a chunk of its own (0.9 KB), else the bundler
  // puts it in the start's chunk, and the boot chunk's import of it would run the site at once.
  { name: 'preload-helper', test: preloadHelper, priority: 2 },
];

/** Chunks named for what they hold: a library (whose name and hash change only with it), the start. */
const namedChunks = new Set([
  ...vendorChunkGroups.map((group) => group.name),
  'preload-helper',
  'site-start',
]);

interface ChunkInfo {
  name: string;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * A chunk's file name says what it holds: a vendor chunk its library, a lazily loaded page or
 * dialog its module, a dictionary its language and namespace (`dictionary-vi-lobby`); a chunk of
 * code shared by several pages is `shared` (the bundler would name it after whichever module came
 * first, `EmptyState.css.ts.vanilla`, which says nothing true about it).
 */
export function chunkFileName(chunk: ChunkInfo): string {
  if (namedChunks.has(chunk.name)) return 'assets/[name]-[hash].js';
  const facade = chunk.facadeModuleId?.split('?')[0];
  if (chunk.isDynamicEntry && facade) {
    const dictionary = /[\\/]dictionaries[\\/]([a-z-]+)[\\/]([\w-]+)\.ts$/i.exec(facade);
    if (dictionary) return `assets/dictionary-${dictionary[1]}-${dictionary[2]}-[hash].js`;
    return `assets/${path.basename(facade).replace(/\.(tsx?|jsx?)$/, '')}-[hash].js`;
  }
  return 'assets/shared-[hash].js';
}
