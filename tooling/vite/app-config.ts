import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { withoutCallDocs } from './call-docs.ts';
import { chunkFileName, siteStartGroups, vendorChunkGroups } from './chunks.ts';
import { reactSyncExternalStore } from './react-sync-external-store.ts';
import { jsdomTestConfig } from './test-config.ts';
import { siteNamespaces } from './site-namespaces.ts';

// /dev-oauth: the server's development OAuth provider (social login), whose pages the popup opens.
// /dev-gateway: the development payment gateway's hosted page (deposits).
const apiPrefixes = ['/wps', '/lgw', '/lotto', '/admin', '/docs', '/health', '/dev-oauth', '/dev-gateway'];

/**
 * The plugins of every web build: the site's own and the build of its frame (`frame/build-frame.ts`)
 * use the same, so vanilla-extract names each class the same way in both.
 */
export function sitePlugins() {
  return [react(), vanillaExtractPlugin(), withoutCallDocs(), reactSyncExternalStore(), siteNamespaces()];
}

/**
 * The Vite config every web app shares: React, vanilla-extract, a dev server that proxies the
 * API to the platform server on the site's port, and jsdom tests. A site whose index.html starts
 * it after the frame's first paint (decision 0016) names the module its boot script imports as
 * `siteStart`: it is built as an entry of its own, with what it imports at start in one chunk
 * (`siteStartGroups`). `firstPage`, a page nearly every visit starts at, is built as an entry too,
 * so what it imports joins that chunk.
 */
export function appConfig(options: {
  devPort: number;
  apiPort: number;
  siteStart?: string;
  firstPage?: string;
  /** Every test file in a jsdom and module graph of its own, as Vitest does by default (`jsdomTestConfig`). */
  isolateEveryTestFile?: boolean;
}) {
  const target = `http://localhost:${process.env.LOTUS_API_PORT ?? options.apiPort}`;
  return defineConfig({
    plugins: sitePlugins(),
    server: {
      port: options.devPort,
      strictPort: true,
      proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, { target, changeOrigin: false }])),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      modulePreload: {
        // Every browser we support (es2022) knows <link rel=modulepreload>: the polyfill would be dead weight.
        polyfill: false,
        // A lazy chunk's stylesheets load with it (no page without its styles); its scripts are found
        // by the browser when the chunk arrives. Listing them all in the entry cost every page about
        // 2.4 KB gzipped; the first page's scripts are preloaded by the frame's HTML, and pointing at
        // a link loads its page ahead (routing/), so only a cold navigation waits a round trip more.
        resolveDependencies: (_file, dependencies, context) =>
          context.hostType === 'js'
            ? dependencies.filter((dependency) => dependency.endsWith('.css'))
            : dependencies,
      },
      rolldownOptions: {
        ...(options.siteStart
          ? {
              input: {
                index: 'index.html',
                main: options.siteStart,
                ...(options.firstPage ? { [path.parse(options.firstPage).name]: options.firstPage } : {}),
              },
            }
          : {}),
        output: {
          codeSplitting: {
            groups: options.siteStart ? [...vendorChunkGroups, ...siteStartGroups] : vendorChunkGroups,
          },
          chunkFileNames: chunkFileName,
        },
      },
    },
    test: jsdomTestConfig({ isolateEveryFile: options.isolateEveryTestFile }),
  });
}
