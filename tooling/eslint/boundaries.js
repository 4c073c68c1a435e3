// The architecture's boundaries that an import pattern cannot express, as lint rules of our own:
// which folder a file belongs to is read from its path, so the rules need the path of both ends.
import fs from 'node:fs';
import path from 'node:path';

/** The import sources of a module: static imports, re-exports and dynamic `import('…')`. */
function onEachSource(context, check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const posix = (file) => file.split(path.sep).join('/');

/** `apps/server/src/<domain>/…` → the domain's folder name, or null outside the server's source. */
function serverDomainOf(file) {
  return /\/apps\/server\/src\/([^/]+)\//.exec(posix(file))?.[1] ?? null;
}

const noForeignTables = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A server domain reads and writes only its own tables (any file named *tables.ts).',
    },
    messages: {
      foreign: '{{target}} holds the {{owner}} domain’s tables: call the {{owner}} domain’s service instead.',
    },
    schema: [],
  },
  create(context) {
    const domain = serverDomainOf(context.filename);
    if (domain === null) return {};
    return onEachSource(context, (node, source) => {
      if (!source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const owner = serverDomainOf(target);
      if (owner === null || owner === domain || !/tables\.ts$/.test(target)) return;
      context.report({ node, messageId: 'foreign', data: { target: path.basename(target), owner } });
    });
  },
};

/** In a web app's `src/`: `features/<name>/…`, `lib/…`, `shell/…`. */
function webPlaceOf(file) {
  const match = /\/apps\/(member|agent|speed|console)\/src\/(.+)$/.exec(posix(file));
  if (!match) return null;
  const [, app, inside] = match;
  const feature = /^features\/([^/]+)\/(.+)$/.exec(inside);
  if (feature) return { app, kind: 'feature', feature: feature[1], rest: feature[2] };
  const top = inside.split('/')[0];
  return { app, kind: top === 'lib' || top === 'shell' ? top : 'other', feature: null, rest: inside };
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'In a web app, a feature uses another only through its index.ts; lib/ and shell/ import no feature.',
    },
    messages: {
      deep: 'Import the {{feature}} feature through its index.ts, not {{target}}.',
      fromBase:
        '{{kind}}/ imports no feature: move what both need into components/ or lib/, or let the feature hand it in.',
    },
    schema: [],
  },
  create(context) {
    const self = webPlaceOf(context.filename);
    // Tests are left out, as for cycles between rooms: a test may reach across features to set up its world.
    if (self === null || /\.test\.tsx?$/.test(context.filename)) return {};
    return onEachSource(context, (node, source) => {
      if (!source.startsWith('.')) return;
      const target = webPlaceOf(path.resolve(path.dirname(context.filename), source));
      if (target === null || target.app !== self.app || target.kind !== 'feature') return;
      // The route table loads each page lazily from its own file: through the feature's index.ts the
      // page's chunk would hold the whole feature (every piece the index exports, and their styles).
      if (self.rest === 'routes.tsx' && node.type === 'ImportExpression') return;
      if (self.kind === 'lib' || self.kind === 'shell') {
        context.report({ node, messageId: 'fromBase', data: { kind: self.kind } });
        return;
      }
      if (self.feature === target.feature) return;
      if (/^index\.tsx?$/.test(target.rest) || target.rest === 'index') return;
      context.report({ node, messageId: 'deep', data: { feature: target.feature, target: source } });
    });
  },
};

/**
 * The room a file lives in, for cycles between rooms: a server domain (`apps/server/src/<domain>`) or
 * a web app's feature (`apps/<app>/src/features/<feature>`). Tests are left out: a test may reach
 * across rooms to set up its world.
 */
function roomOf(file) {
  const at = posix(file);
  if (/\.test\.tsx?$/.test(at)) return null;
  const domain = /^(.*\/apps\/server\/src\/[^/]+)\//.exec(at);
  if (domain) return domain[1];
  return /^(.*\/apps\/(?:member|agent|speed|console)\/src\/features\/[^/]+)\//.exec(at)?.[1] ?? null;
}

const importPattern = /(?:from\s+|import\(\s*)'(\.{1,2}\/[^']+)'/g;

/** Every room's imports of other rooms, read once per lint run from the files on disk. */
const roomGraphs = new Map();
function roomGraphOf(base) {
  let graph = roomGraphs.get(base);
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const from = roomOf(full);
        if (from === null) continue;
        for (const [, source] of fs.readFileSync(full, 'utf8').matchAll(importPattern)) {
          const to = roomOf(path.resolve(dir, source));
          if (to === null || to === from) continue;
          if (!graph.has(from)) graph.set(from, new Set());
          graph.get(from).add(to);
        }
      }
    }
  };
  walk(base);
  roomGraphs.set(base, graph);
  return graph;
}

/** Whether `to` reaches `from` again through the room graph (so from → to closes a cycle). */
function reaches(graph, start, goal) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const room = queue.shift();
    if (room === goal) return true;
    for (const next of graph.get(room) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

const noRoomCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between server domains, nor between a web app’s features.' },
    messages: {
      cycle:
        '{{from}} imports {{to}}, which imports {{from}} back (directly or through others): one of them must ask the other through an interface it is handed.',
    },
    schema: [],
  },
  create(context) {
    const from = roomOf(context.filename);
    if (from === null) return {};
    const base = /^(.*\/apps\/[^/]+\/src)\//.exec(posix(context.filename))[1];
    const graph = roomGraphOf(base);
    return onEachSource(context, (node, source) => {
      if (!source.startsWith('.')) return;
      const to = roomOf(path.resolve(path.dirname(context.filename), source));
      if (to === null || to === from || !reaches(graph, to, from)) return;
      context.report({
        node,
        messageId: 'cycle',
        data: { from: path.basename(from), to: path.basename(to) },
      });
    });
  },
};

export const lotusBoundaries = {
  meta: { name: 'lotus-boundaries' },
  rules: {
    'no-foreign-tables': noForeignTables,
    'feature-boundaries': featureBoundaries,
    'no-room-cycles': noRoomCycles,
  },
};
