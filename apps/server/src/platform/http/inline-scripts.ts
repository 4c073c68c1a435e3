import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy sources ('sha256-…') that allow exactly the inline scripts of a page:
 * a built index.html runs one before its first paint (the frame's boot script, tooling/vite/frame,
 * decision 0016). Any other inline script, injected or changed, stays refused.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** The inline scripts of a built site's index.html, read at start (none without a built site). */
export function siteInlineScriptSources(distDirectory: string | undefined): string[] {
  const index = distDirectory === undefined ? undefined : path.join(distDirectory, 'index.html');
  return index !== undefined && existsSync(index) ? inlineScriptSources(readFileSync(index, 'utf8')) : [];
}
