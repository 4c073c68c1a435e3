import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The scripts and stylesheets a browser fetches before the first paint, read off the built index.html. */
function firstLoadAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] ?? '');
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

async function gzippedSize(distDirectory: string, assets: string[]): Promise<{ raw: number; gzip: number }> {
  let raw = 0;
  let gzip = 0;
  for (const asset of assets) {
    const content = await readFile(path.join(distDirectory, asset.replace(/^\//, '')));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { raw, gzip };
}

export interface BundleFigures {
  app: string;
  jsGzipKb: number;
  jsRawKb: number;
  cssGzipKb: number;
  files: number;
}

/** First-load JavaScript and CSS of each built app, gzipped at level 9 as a CDN would serve it. */
export async function measureBundles(
  repositoryRoot: string,
  apps: readonly string[],
): Promise<BundleFigures[]> {
  const figures: BundleFigures[] = [];
  for (const app of apps) {
    const dist = path.join(repositoryRoot, 'apps', app, 'dist');
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    const { scripts, styles } = firstLoadAssets(html);
    const js = await gzippedSize(dist, scripts);
    const css = await gzippedSize(dist, styles);
    figures.push({
      app,
      jsGzipKb: js.gzip / 1024,
      jsRawKb: js.raw / 1024,
      cssGzipKb: css.gzip / 1024,
      files: scripts.length,
    });
  }
  return figures;
}
