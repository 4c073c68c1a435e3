import path from 'node:path';

/** A module inside one of these packages, wherever pnpm put it (`node_modules/.pnpm/…/node_modules/<name>/`). */
function packagePattern(names: readonly string[]): RegExp {
  const escaped = names.map((name) => name.replace(/[/\\^$.*+?()[\]{}|-]/g, '\\$&'));
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:${escaped.join('|')})[\\\\/]`);
}

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
  {
    name: 'vendor-query',
    test: packagePattern(['@tanstack/query-core', '@tanstack/react-query']),
    priority: 10,
  },
];

const vendorNames = new Set(vendorChunkGroups.map((group) => group.name));

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
  if (vendorNames.has(chunk.name)) return 'assets/[name]-[hash].js';
  const facade = chunk.facadeModuleId?.split('?')[0];
  if (chunk.isDynamicEntry && facade) {
    const dictionary = /[\\/]dictionaries[\\/]([a-z-]+)[\\/]([\w-]+)\.ts$/i.exec(facade);
    if (dictionary) return `assets/dictionary-${dictionary[1]}-${dictionary[2]}-[hash].js`;
    return `assets/${path.basename(facade).replace(/\.(tsx?|jsx?)$/, '')}-[hash].js`;
  }
  return 'assets/shared-[hash].js';
}
