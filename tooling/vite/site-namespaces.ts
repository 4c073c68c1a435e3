import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One loader of `packages/i18n/src/dictionaries/loaders.ts`: `  lobby: () => import('./vi/lobby.ts').then(…),`. */
const loaderLine =
  /^(\s+)(\w+): \(\) => import\('\.\/[a-z-]+\/[\w-]+\.ts'\)\.then\(\(module\) => module\.\w+\),$/gm;
const loadersFile = /[\\/]packages[\\/]i18n[\\/]src[\\/]dictionaries[\\/]loaders\.ts$/;

/** Where a site's words can come from: its own code and the packages that show words of theirs. */
const wordingPackages = ['packages/app-shell/src', 'packages/validation/src', 'packages/ui/src'];

function sourceFiles(directory: string, found: string[] = []): string[] {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'test') continue;
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) sourceFiles(file, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) found.push(file);
  }
  return found;
}

/** The namespaces `loaders.ts` declares, in its order. */
export function declaredNamespaces(loaders: string): string[] {
  return [...new Set([...loaders.matchAll(loaderLine)].map((match) => match[2] as string))];
}

/**
 * The namespaces a site's sources can show: every namespace whose name opens a string in them
 * (`useT('lobby')`, `'lobby.search'`, `` `errors.${code}` ``). It errs on the side of too many: a
 * word that happens to be a namespace's name keeps that namespace, which costs two loaders.
 */
export function namespacesInSources(files: readonly string[], namespaces: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const namespace of namespaces) {
      if (!used.has(namespace) && new RegExp(`['"\`]${namespace}['"\`.]`).test(source)) used.add(namespace);
    }
  }
  return used;
}

/** `loaders.ts` with the loaders of the namespaces not in `shown` refusing, named, instead of importing. */
export function keepLoaders(loaders: string, shown: ReadonlySet<string>): string {
  const kept = loaders.replace(loaderLine, (line, indent: string, namespace: string) =>
    shown.has(namespace)
      ? line
      : `${indent}${namespace}: () => notShippedWith(${JSON.stringify(namespace)}),`,
  );
  return (
    `${kept}\n` +
    'function notShippedWith(namespace: string): Promise<never> {\n' +
    '  return Promise.reject(new Error(`No page of this site shows the "${namespace}" words (tooling/vite/site-namespaces.ts)`));\n' +
    '}\n'
  );
}

/**
 * Each site carries the loaders of the dictionary namespaces its sources can show, not all of them
 * (issue 16: 60 loaders were 1.2 KB gzipped of every first load; the agent login shows words of 5
 * namespaces and can show 13). The others' loaders refuse, naming the namespace, so a key no scan
 * found fails loudly. Builds only: tests and Node read the whole map.
 */
export function siteNamespaces(): Plugin {
  let root = process.cwd();
  let shown: Set<string> | undefined;
  return {
    name: 'lotus-site-namespaces',
    apply: 'build',
    // The source as written, one loader a line, before TypeScript is stripped.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (!loadersFile.test(id.split('?')[0] ?? id)) return null;
      const namespaces = declaredNamespaces(code);
      if (namespaces.length < 10) {
        throw new Error(`${id}: its loaders are no longer one a line as site-namespaces.ts reads them`);
      }
      const repository = path.resolve(root, '../..');
      const files = [
        path.join(root, 'src'),
        ...wordingPackages.map((folder) => path.join(repository, folder)),
      ].flatMap((folder) => sourceFiles(folder));
      shown ??= namespacesInSources(files, namespaces);
      return { code: keepLoaders(code, shown), map: null };
    },
  };
}
