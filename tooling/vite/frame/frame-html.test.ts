import { describe, expect, it } from 'vitest';
import {
  bootScript,
  chooseStylesheets,
  classesIn,
  classesStyledBy,
  frameMarkup,
  injectFrame,
  linkedStylesheets,
} from './frame-html.ts';
import type { RenderedFrame } from './frame-html.ts';
import {
  dictionaryFiles,
  scriptsStyling,
  startFiles,
  startImportedByBoot,
  stylesheetLoadOrder,
} from './load-order.ts';
import type { Manifest } from './load-order.ts';

const builtIndex = `<!doctype html>
<html lang="vi" data-theme="dark">
  <head>
    <meta charset="UTF-8" />
    <title>Lotus</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body>
    <div id="root"><div class="boot" aria-hidden="true">Lotus</div></div>
  </body>
</html>
`;

const frame: RenderedFrame = {
  html: '<header class="h1 h2"><a href="/" data-testid="logo">Lotus</a></header><main class="page">Chào</main>',
  path: '/',
  namespaces: ['common', 'shell'],
  lightThemeClass: 'light1',
};

const built = new Map([
  ['/assets/index-a.css', '.h1{color:red}'],
  ['/assets/shared-b.css', '.h2{display:flex}'],
  ['/assets/HomePage-c.css', '.page{display:grid}'],
]);

describe('the frame in index.html', () => {
  it('replaces the boot text in #root, inert and without test ids, and keeps the rest of the page', () => {
    const html = injectFrame(builtIndex, frame, { stylesheets: built, inline: [], preload: [] });

    expect(html).toContain(
      '<div id="root"><div inert data-frame-namespaces="common shell"><header class="h1 h2"><a href="/">Lotus</a></header><main class="page">Chào</main></div></div>',
    );
    expect(html).not.toContain('class="boot"');
    expect(html).not.toContain('data-testid');
    expect(html).toContain('src="/assets/index-a.js"></script>');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toMatch(/<\/div><\/div>\s*<\/body>\s*<\/html>/);
  });

  it('hides the frame’s content on another address, never the site’s page that replaces it', () => {
    const html = injectFrame(builtIndex, frame, { stylesheets: built, inline: [], preload: [] });

    expect(html).toContain('html[data-frame-elsewhere] [data-frame-namespaces] main{visibility:hidden}');
  });

  it('runs the boot script inline before any style or module, with what it reads on <html>', () => {
    const html = injectFrame(builtIndex, frame, { stylesheets: built, inline: [], preload: [] });

    expect(html).toContain(
      '<html lang="vi" data-theme="dark" data-frame-path="/" data-light-theme="light1">',
    );
    const boot = html.indexOf(`<script>${bootScript}</script>`);
    expect(boot).toBeGreaterThan(html.indexOf('</title>'));
    expect(boot).toBeLessThan(html.indexOf('<script type="module"'));
    expect(boot).toBeLessThan(html.indexOf('<style>'));
  });

  it('puts every style sheet inline, the entry’s then the page’s, leaving their links disabled', () => {
    const html = injectFrame(builtIndex, frame, {
      stylesheets: built,
      inline: ['/assets/shared-b.css', '/assets/HomePage-c.css'],
      preload: [],
    });

    expect(html).toContain('<style>.h1{color:red}\n.h2{display:flex}\n.page{display:grid}\n');
    // Disabled links are never fetched; Vite's loader finds them and does not load the rules again.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/index-a.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/shared-b.css" disabled>',
      '<link rel="stylesheet" crossorigin href="/assets/HomePage-c.css" disabled>',
    ]);
  });

  it('preloads the start’s scripts once, leaving out the one index.html already runs', () => {
    const html = injectFrame(builtIndex, frame, {
      stylesheets: built,
      inline: [],
      preload: ['/assets/index-a.js', '/assets/main-b.js', '/assets/HomePage-c.js'],
    });

    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/main-b.js">',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/HomePage-c.js">',
    ]);
    // Nothing the page runs is needed for its first paint: every script loads at low priority.
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
  });

  it('refuses an index.html without a #root to put the frame in', () => {
    expect(() =>
      injectFrame(builtIndex.replace('id="root"', 'id="app"'), frame, {
        stylesheets: built,
        inline: [],
        preload: [],
      }),
    ).toThrow(/no <div id="root">/);
  });

  it('refuses a linked style sheet the build did not write', () => {
    expect(() => injectFrame(builtIndex, frame, { stylesheets: new Map(), inline: [], preload: [] })).toThrow(
      /needs \/assets\/index-a.css, which the build did not write/,
    );
  });

  it('escapes what it writes into attributes', () => {
    expect(frameMarkup({ ...frame, namespaces: ['a"b'] })).toContain('data-frame-namespaces="a&quot;b"');
  });
});

describe('the frame’s style sheets', () => {
  it('reads the style sheets index.html links, in order', () => {
    expect(linkedStylesheets(builtIndex)).toEqual(['/assets/index-a.css']);
  });

  it('reads class names from markup and from selectors, not from values', () => {
    expect([...classesIn('<a class="x  y"><b class="z"></b><i class=""></i></a>')]).toEqual(['x', 'y', 'z']);
    expect([
      ...classesStyledBy(
        '.a{margin:0.5rem;background:url(b.svg)}.c:hover .d,.e>.f{color:red}@media (min-width:768px){.g{x:1}}',
      ),
    ]).toEqual(['a', 'c', 'd', 'e', 'f', 'g']);
  });

  it('adds the sheets that style the frame’s classes, in the site’s load order, skipping those linked', () => {
    const sheets = new Map([
      ['/assets/index-a.css', '.h1{color:red}'],
      ['/assets/HomePage-c.css', '.page{display:grid}'],
      ['/assets/shared-b.css', '.h2{display:flex}'],
      ['/assets/Wallet-d.css', '.wallet{display:grid}'],
    ]);

    const choice = chooseStylesheets(
      frame.html,
      sheets,
      ['/assets/index-a.css'],
      ['/assets/index-a.css', '/assets/shared-b.css', '/assets/HomePage-c.css', '/assets/Wallet-d.css'],
    );

    expect(choice).toEqual({ added: ['/assets/shared-b.css', '/assets/HomePage-c.css'], unstyled: [] });
  });

  it('names the classes no built sheet styles (the builds disagree on class names)', () => {
    const sheets = new Map([['/assets/index-a.css', '.h1{color:red}.h2{x:1}']]);

    const choice = chooseStylesheets(frame.html, sheets, ['/assets/index-a.css'], ['/assets/index-a.css']);

    expect(choice.unstyled).toEqual(['page']);
  });

  it('orders the build’s sheets as the site loads them: a chunk’s imports before its own', () => {
    expect(stylesheetLoadOrder(manifest)).toEqual([
      '/assets/vendor.css',
      '/assets/main.css',
      '/assets/cards.css',
      '/assets/Home.css',
    ]);
  });
});

// A site as Vite builds it: the boot entry, the site it imports after the first paint (an entry of
// its own, `siteStart`), a lazy page with a chunk of its own, and two dictionary namespaces.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/boot.js',
    src: 'index.html',
    isEntry: true,
    dynamicImports: ['src/main.tsx'],
  },
  'src/main.tsx': {
    file: 'assets/main.js',
    src: 'src/main.tsx',
    isEntry: true,
    css: ['assets/main.css'],
    imports: ['_vendor.js'],
    dynamicImports: ['src/Home.tsx', '../../packages/i18n/src/dictionaries/vi/security-centre.ts'],
  },
  '_vendor.js': { file: 'assets/vendor.js', css: ['assets/vendor.css'] },
  'src/Home.tsx': {
    file: 'assets/Home.js',
    isDynamicEntry: true,
    css: ['assets/Home.css'],
    imports: ['_cards.js', '_vendor.js'],
  },
  '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'] },
  '../../packages/i18n/src/dictionaries/vi/security-centre.ts': {
    file: 'assets/dictionary-vi-security-centre.js',
    src: '../../packages/i18n/src/dictionaries/vi/security-centre.ts',
    isDynamicEntry: true,
  },
  '../../packages/i18n/src/dictionaries/en/security-centre.ts': {
    file: 'assets/dictionary-en-security-centre.js',
    src: '../../packages/i18n/src/dictionaries/en/security-centre.ts',
    isDynamicEntry: true,
  },
};

describe('what the HTML preloads', () => {
  it('the site the boot script starts, with its imports first and their sheets, not its lazy pages', () => {
    expect(startFiles(manifest)).toEqual({
      scripts: ['/assets/vendor.js', '/assets/main.js'],
      stylesheets: ['/assets/vendor.css', '/assets/main.css'],
    });
  });

  it('a boot script that would start the site before the paint, by importing it statically', () => {
    expect(startImportedByBoot(manifest)).toBeNull();
    const bootImportingStart = {
      ...manifest,
      'index.html': { ...manifest['index.html'], imports: ['src/main.tsx'] },
    } as Manifest;
    expect(startImportedByBoot(bootImportingStart)).toBe('src/main.tsx');
  });

  it('the chunks whose sheets the frame shows, with their imports: the entry page', () => {
    expect(scriptsStyling(manifest, ['/assets/Home.css'])).toEqual([
      '/assets/cards.js',
      '/assets/vendor.js',
      '/assets/Home.js',
    ]);
  });

  it('the frame’s namespaces in its language only, found by their file names', () => {
    expect(dictionaryFiles(manifest, 'vi', ['securityCentre'])).toEqual([
      '/assets/dictionary-vi-security-centre.js',
    ]);
    expect(dictionaryFiles(manifest, 'vi', ['shell'])).toEqual([]);
  });
});
