import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { sitePlugins } from '../app-config.ts';
import type { RenderedFrame } from './frame-html.ts';
import { chooseStylesheets, injectFrame, linkedStylesheets } from './frame-html.ts';
import {
  dictionaryFiles,
  scriptsStyling,
  startFiles,
  startImportedByBoot,
  stylesheetLoadOrder,
} from './load-order.ts';
import type { Manifest } from './load-order.ts';

/** What an app's `src/prerender.tsx` exports. */
interface PrerenderEntry {
  renderSiteFrame(): Promise<RenderedFrame>;
}

/**
 * Builds the app's prerender entry for Node with the site's own plugins (so every class has the
 * name it has in the site's style sheets), bundling everything but Node's own modules.
 */
async function buildPrerender(appDirectory: string, outDirectory: string): Promise<string> {
  await build({
    configFile: false,
    root: appDirectory,
    mode: 'production',
    logLevel: 'warn',
    plugins: sitePlugins(),
    // The same React build as the site's (not the development one, which also warns on stderr).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender.tsx',
      outDir: outDirectory,
      emptyOutDir: true,
      target: 'node24',
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
    },
  });
  return path.join(outDirectory, 'prerender.js');
}

async function readStylesheets(dist: string): Promise<Map<string, string>> {
  const assets = path.join(dist, 'assets');
  const sheets = new Map<string, string>();
  for (const file of (await readdir(assets)).filter((name) => name.endsWith('.css')).sort()) {
    sheets.set(`/assets/${file}`, await readFile(path.join(assets, file), 'utf8'));
  }
  return sheets;
}

/**
 * After `vite build --manifest` of the app in the current folder: renders its entry page's frame
 * (`src/prerender.tsx`) and writes it into dist/index.html with the style sheets it needs, inline,
 * and the boot script. Fails the build when a class of the frame is styled by no built style sheet (the two
 * builds would not agree on class names) or when the frame does not render.
 */
export async function buildFrame(appDirectory: string): Promise<void> {
  const dist = path.join(appDirectory, 'dist');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const startedAtOnce = startImportedByBoot(manifest);
  if (startedAtOnce) {
    throw new Error(
      `index.html's boot script imports ${startedAtOnce} statically: the site would start before the frame's first paint (tooling/vite/chunks.ts)`,
    );
  }
  const work = path.join(appDirectory, 'node_modules', '.cache', 'lotus-frame');
  try {
    const entry = await buildPrerender(appDirectory, work);
    const { renderSiteFrame } = (await import(pathToFileURL(entry).href)) as PrerenderEntry;
    const frame = await renderSiteFrame();
    const indexFile = path.join(dist, 'index.html');
    const indexHtml = await readFile(indexFile, 'utf8');
    const stylesheets = await readStylesheets(dist);
    const start = startFiles(manifest);
    const choice = chooseStylesheets(
      frame.html,
      stylesheets,
      [...linkedStylesheets(indexHtml), ...start.stylesheets],
      stylesheetLoadOrder(manifest),
    );
    if (choice.unstyled.length > 0) {
      throw new Error(
        `The frame of ${frame.path} uses classes no built style sheet styles: ${choice.unstyled.join(', ')}. ` +
          'The site and its frame must be built with the same vanilla-extract plugin configuration (sitePlugins).',
      );
    }
    const preload = [
      ...new Set([
        ...start.scripts,
        ...scriptsStyling(manifest, choice.added),
        ...dictionaryFiles(manifest, frame.language, frame.namespaces),
      ]),
    ];
    await writeFile(
      indexFile,
      injectFrame(indexHtml, frame, {
        stylesheets,
        inline: [...start.stylesheets, ...choice.added],
        preload,
      }),
    );
    console.log(
      `frame of ${frame.path}: ${(frame.html.length / 1024).toFixed(1)} KB of markup, ${start.stylesheets.length + choice.added.length} style sheet(s) inline, ${preload.length} script(s) preloaded, namespaces ${frame.namespaces.join(' ')}`,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
    // The manifest served its purpose here; it is not a file the site serves.
    await rm(path.dirname(manifestFile), { recursive: true, force: true });
  }
}

if (import.meta.main) {
  await buildFrame(process.cwd());
}
