/** What the prerender gives for a site's entry page (`renderFrame` of `@lotus/app-shell/frame`). */
export interface RenderedFrame {
  html: string;
  path: string;
  language: string;
  namespaces: readonly string[];
  lightThemeClass: string;
}

/** The class names used in some markup, each once. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The class names a style sheet's selectors name (`.name`), each once. */
export function classesStyledBy(css: string): Set<string> {
  const classes = new Set<string>();
  // Declarations ({...}) are left out, so `0.5rem` or `url(a.svg)` are not taken for classes.
  const selectors = css.replace(/\{[^{}]*\}/g, '{}');
  for (const match of selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(match[1] ?? '');
  return classes;
}

/** The style sheets index.html links (`/assets/x.css`), in order. */
export function linkedStylesheets(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap((link) => {
    const href = /\bhref="([^"]+)"/.exec(link[0])?.[1];
    return href ? [href] : [];
  });
}

export interface StylesheetChoice {
  /** Style sheets to link besides those index.html links, in the order the site loads them. */
  added: string[];
  /** Classes of the frame that no built style sheet styles. */
  unstyled: string[];
}

/**
 * The style sheets the frame needs: for each of its classes, the built sheet that styles it. The
 * entry's sheets are linked already; the entry page's own (and the chunks' it shares) are added in
 * `loadOrder`, the order the site itself loads them, so the cascade is the site's.
 */
export function chooseStylesheets(
  frameHtml: string,
  sheets: ReadonlyMap<string, string>,
  linked: readonly string[],
  loadOrder: readonly string[],
): StylesheetChoice {
  const styledBy = new Map<string, string[]>();
  for (const [href, css] of sheets) {
    for (const name of classesStyledBy(css)) styledBy.set(name, [...(styledBy.get(name) ?? []), href]);
  }
  const wanted = new Set<string>();
  const unstyled: string[] = [];
  for (const name of classesIn(frameHtml)) {
    const hrefs = styledBy.get(name);
    if (!hrefs) unstyled.push(name);
    else if (!hrefs.some((href) => linked.includes(href))) for (const href of hrefs) wanted.add(href);
  }
  const ordered = loadOrder.filter((href) => wanted.has(href));
  const unordered = [...wanted].filter((href) => !loadOrder.includes(href)).sort();
  return { added: [...ordered, ...unordered], unstyled: unstyled.sort() };
}

/**
 * What runs before the first paint, inline (the server allows index.html's inline scripts by their
 * hash: apps/server's security headers). A stored light theme goes on <html> as the site's ThemeRoot
 * would put it, so the frame paints in it; and on an address other than the frame's, the frame
 * keeps its header but hides the entry page's content (every address answers with this index.html).
 */
export const bootScript =
  "(function(){var h=document.documentElement;try{if(localStorage.getItem('lotus.theme')==='light'){h.setAttribute('data-theme','light');h.classList.add(h.getAttribute('data-light-theme'));h.style.colorScheme='light'}}catch(e){}" +
  "var p=h.getAttribute('data-frame-path');if(p&&p!=='*'&&location.pathname!==p)h.setAttribute('data-frame-elsewhere','')})()";

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The frame as it sits in #root: inert (nothing in it reacts before the site mounts: a tap or a
 * typed letter would be lost when the site replaces it), and without test ids (an end-to-end test
 * waits for the site's own elements, never acts on the frame's).
 */
export function frameMarkup(frame: RenderedFrame): string {
  const html = frame.html.replace(/\sdata-testid="[^"]*"/g, '');
  return `<div inert data-frame-namespaces="${escapeAttribute(frame.namespaces.join(' '))}">${html}</div>`;
}

/** index.html's `<div id="root">…</div>`, its own closing tag found by counting the divs inside. */
function rootElement(indexHtml: string): string {
  const start = indexHtml.indexOf('<div id="root">');
  if (start === -1) throw new Error('index.html has no <div id="root"> to put the frame in');
  let depth = 0;
  for (const tag of indexHtml.slice(start).matchAll(/<div\b|<\/div>/g)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return indexHtml.slice(start, start + (tag.index ?? 0) + '</div>'.length);
  }
  throw new Error('index.html\'s <div id="root"> is not closed');
}

/**
 * The rule that hides the entry page's content on another address (the boot script marks it): the
 * frame's content only, wherever it is (in #root, or shown again as the site's first fallback,
 * `FrameFallback`), so the site's own page, which replaces the frame, shows.
 */
const elsewhereRule = 'html[data-frame-elsewhere] [data-frame-namespaces] main{visibility:hidden}';

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/**
 * A style sheet that is inline: its link stays, disabled (never fetched, never render-blocking), so
 * Vite's loader, which looks for a sheet's link before loading a lazy chunk's styles, finds it and
 * does not add the same rules again later in the cascade.
 */
const inlineMarker = (href: string) => `<link rel="stylesheet" crossorigin href="${href}" disabled>`;

/**
 * index.html with the frame in #root; every style sheet of the start and the frame inline, in load
 * order (`inline`), so the first paint waits for nothing but the HTML; the scripts the start needs
 * preloaded (`preload`), so they download while the frame paints, at low priority like every
 * script of the page (none of them is needed for the paint); the boot script after the title; on
 * <html> what the boot script reads.
 */
export function injectFrame(
  indexHtml: string,
  frame: RenderedFrame,
  options: {
    stylesheets: ReadonlyMap<string, string>;
    inline: readonly string[];
    preload: readonly string[];
  },
): string {
  const root = rootElement(indexHtml);
  const htmlTag = /<html\b([^>]*)>/;
  if (!htmlTag.test(indexHtml)) throw new Error('index.html has no <html> tag');
  const inline = [...new Set([...linkedStylesheets(indexHtml), ...options.inline])];
  const style = inline
    .map((href) => {
      const css = options.stylesheets.get(href);
      if (css === undefined) throw new Error(`the frame needs ${href}, which the build did not write`);
      return css;
    })
    .join('\n');
  const preloads = options.preload
    .filter((href) => !indexHtml.includes(`href="${href}"`) && !indexHtml.includes(`src="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`)
    .join('');
  return (
    indexHtml
      .replace(stylesheetLink, '')
      // The site's scripts run after the first paint: they must not take the network from what the
      // frame shows (its images) nor count as holding the paint back.
      .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
      .replace(
        /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
        '<link rel="modulepreload" fetchpriority="low"',
      )
      .replace(
        htmlTag,
        (_tag, attributes: string) =>
          `<html${attributes} data-frame-path="${escapeAttribute(frame.path)}" data-light-theme="${escapeAttribute(frame.lightThemeClass)}">`,
      )
      .replace(/<\/title>/, () => `</title>\n    <script>${bootScript}</script>`)
      .replace(
        /<\/head>/,
        () =>
          `${preloads}${inline.map(inlineMarker).join('')}\n    <style>${style}\n${elsewhereRule}</style>\n  </head>`,
      )
      .replace(root, () => `<div id="root">${frameMarkup(frame)}</div>`)
  );
}
