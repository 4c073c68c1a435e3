import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { drawLotusIcon } from './draw-icon.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface PwaOptions {
  name: string;
  shortName: string;
  description: string;
  /** The browser's and the launch screen's colour (the dark theme's background). */
  themeColor: string;
  backgroundColor: string;
  lang: string;
}

/** The icons, by file name, with their size and purpose. */
export const pwaIcons = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  { file: 'icons/apple-touch-icon.png', size: 180, purpose: 'opaque' },
] as const;

export function webManifest(options: PwaOptions) {
  return {
    id: '/',
    name: options.name,
    short_name: options.shortName,
    description: options.description,
    lang: options.lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: options.themeColor,
    background_color: options.backgroundColor,
    icons: pwaIcons
      .filter((icon) => icon.purpose !== 'opaque')
      .map((icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
  };
}

/** The site's code, which index.html's boot script imports once the frame is painted (src/boot.ts). */
const siteStart = /[\\/]src[\\/]main\.tsx$/;

/**
 * The app shell: every entry chunk with the chunks and styles it loads at once, and the site it
 * starts after the first paint (src/main.tsx) with what that loads at once; not the lazy pages.
 */
export function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
    for (const started of chunk.dynamicImports) {
      const target = bundle[started];
      if (target?.type === 'chunk' && siteStart.test(target.facadeModuleId ?? '')) visit(started);
    }
  };
  for (const [fileName, output] of Object.entries(bundle)) {
    if (output.type === 'chunk' && output.isEntry) visit(fileName);
  }
  return [...files].sort();
}

/** The service worker's source: its constants, then the hand-written worker. */
export function serviceWorkerSource(precache: string[], version: string): string {
  const worker = readFileSync(path.join(here, 'service-worker.js'), 'utf8');
  return `const CACHE_VERSION = ${JSON.stringify(version)};\nconst PRECACHE_URLS = ${JSON.stringify(precache)};\n${worker}`;
}

function versionOf(files: string[]): string {
  // Not cryptographic: any change of a shell file's hashed name gives another version.
  let hash = 2166136261;
  for (const character of files.join('\n')) {
    hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619) >>> 0;
  }
  return hash.toString(36);
}

/**
 * Makes the member site an installable Progressive Web App, in production builds only: writes the
 * web manifest, the icons (drawn from the Lotus mark), the offline page and the service worker,
 * and links the manifest from index.html. The app registers the worker (src/lib/service-worker.ts).
 */
export function memberPwa(options: PwaOptions): Plugin {
  let publicDirectory = '';
  return {
    name: 'lotus-member-pwa',
    apply: 'build',
    configResolved(config) {
      publicDirectory = config.publicDir;
    },
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
        {
          tag: 'link',
          attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
          injectTo: 'head',
        },
        { tag: 'meta', attrs: { name: 'mobile-web-app-capable', content: 'yes' }, injectTo: 'head' },
        {
          tag: 'meta',
          attrs: { name: 'apple-mobile-web-app-title', content: options.shortName },
          injectTo: 'head',
        },
      ];
    },
    generateBundle: {
      // After Vite's own clean-up of the bundle (it drops chunks that only carried styles): the
      // worker must precache only files that are written, or its whole install fails.
      order: 'post',
      handler(_outputOptions, bundle) {
        for (const icon of pwaIcons) {
          this.emitFile({
            type: 'asset',
            fileName: icon.file,
            source: drawLotusIcon(icon.size, icon.purpose),
          });
        }
        this.emitFile({
          type: 'asset',
          fileName: 'manifest.webmanifest',
          source: `${JSON.stringify(webManifest(options), null, 2)}\n`,
        });
        const offline = readFileSync(path.join(here, 'offline.html'), 'utf8').replaceAll(
          '%APP_NAME%',
          options.name,
        );
        this.emitFile({ type: 'asset', fileName: 'offline.html', source: offline });
        const shell = shellFiles(bundle).map((file) => `/${file}`);
        const extras = ['/offline.html', '/manifest.webmanifest', ...pwaIcons.map((icon) => `/${icon.file}`)];
        // A file that is missing would fail the whole precache: the favicon only when public/ has it.
        if (publicDirectory && existsSync(path.join(publicDirectory, 'favicon.svg')))
          extras.push('/favicon.svg');
        const precache = [...shell, ...extras];
        this.emitFile({
          type: 'asset',
          fileName: 'sw.js',
          source: serviceWorkerSource(precache, versionOf(precache)),
        });
      },
    },
  };
}
