// @vitest-environment node
import { inflateSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { drawLotusIcon, pathPolygons } from './draw-icon.ts';
import { memberPwa, pwaIcons, shellFiles } from './pwa-plugin.ts';

const options = {
  name: 'Lotus',
  shortName: 'Lotus',
  description: 'Play',
  themeColor: '#0b0f1a',
  backgroundColor: '#0b0f1a',
  lang: 'vi',
};

/** Width, height and RGBA bytes of a PNG this code wrote (8-bit RGBA, no filter). */
function readPng(png: Uint8Array) {
  const buffer = Buffer.from(png);
  expect(buffer.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = buffer.readUInt32BE(16);
  const height = buffer.readUInt32BE(20);
  const idatLength = buffer.readUInt32BE(33);
  const rows = inflateSync(buffer.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) => [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4).subarray(0, 4)];
  return { width, height, pixel };
}

function chunk(fileName: string, fields: Partial<Rollup.OutputChunk> & { importedCss?: string[] }) {
  const { importedCss, ...rest } = fields;
  return {
    type: 'chunk',
    fileName,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    viteMetadata: { importedCss: new Set(importedCss ?? []), importedAssets: new Set() },
    ...rest,
  } as unknown as Rollup.OutputChunk;
}

const bundle = {
  'assets/index-1.js': chunk('assets/index-1.js', {
    isEntry: true,
    imports: ['assets/react-2.js'],
    dynamicImports: ['assets/HelpPage-3.js'],
    importedCss: ['assets/index-1.css'],
  }),
  'assets/react-2.js': chunk('assets/react-2.js', { imports: ['assets/index-1.js'] }),
  'assets/HelpPage-3.js': chunk('assets/HelpPage-3.js', { importedCss: ['assets/HelpPage-3.css'] }),
} as unknown as Rollup.OutputBundle;

describe('the PWA build plugin', () => {
  it('takes the entry with what it loads at once as the shell, never the lazy pages', () => {
    expect(shellFiles(bundle)).toEqual(['assets/index-1.css', 'assets/index-1.js', 'assets/react-2.js']);
  });

  it('takes the site the boot script starts after the first paint, with what it loads at once', () => {
    const booted = {
      'assets/boot-1.js': chunk('assets/boot-1.js', { isEntry: true, dynamicImports: ['assets/main-2.js'] }),
      'assets/main-2.js': chunk('assets/main-2.js', {
        facadeModuleId: '/repo/apps/member/src/main.tsx',
        imports: ['assets/react-3.js'],
        dynamicImports: ['assets/HelpPage-4.js'],
        importedCss: ['assets/main-2.css'],
      }),
      'assets/react-3.js': chunk('assets/react-3.js', {}),
      'assets/HelpPage-4.js': chunk('assets/HelpPage-4.js', { importedCss: ['assets/HelpPage-4.css'] }),
    } as unknown as Rollup.OutputBundle;

    expect(shellFiles(booted)).toEqual([
      'assets/boot-1.js',
      'assets/main-2.css',
      'assets/main-2.js',
      'assets/react-3.js',
    ]);
  });

  it('writes the manifest, the icons, the offline page and the worker, and links the manifest', () => {
    const emitted = new Map<string, string | Uint8Array>();
    const plugin = memberPwa(options);
    const context = {
      emitFile: (file: { fileName: string; source: string | Uint8Array }) =>
        emitted.set(file.fileName, file.source),
    };
    (plugin.configResolved as (config: { publicDir: string }) => void)({ publicDir: '' });
    (
      plugin.generateBundle as unknown as {
        handler: (this: unknown, output: unknown, bundle: Rollup.OutputBundle) => void;
      }
    ).handler.call(context, {}, bundle);

    const manifest = JSON.parse(emitted.get('manifest.webmanifest') as string);
    expect(manifest).toMatchObject({
      name: 'Lotus',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b0f1a',
      background_color: '#0b0f1a',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    for (const icon of pwaIcons) {
      const png = readPng(emitted.get(icon.file) as Uint8Array);
      expect([png.width, png.height]).toEqual([icon.size, icon.size]);
    }

    const worker = emitted.get('sw.js') as string;
    const precache = JSON.parse(/const PRECACHE_URLS = (.*);/.exec(worker)?.[1] ?? 'null');
    expect(precache).toEqual([
      '/assets/index-1.css',
      '/assets/index-1.js',
      '/assets/react-2.js',
      '/offline.html',
      '/manifest.webmanifest',
      ...pwaIcons.map((icon) => `/${icon.file}`),
    ]);
    expect(worker).toMatch(/const CACHE_VERSION = "[a-z0-9]+";/);
    expect(emitted.get('offline.html')).toContain('Không kết nối được với Lotus.');
    expect(emitted.get('offline.html')).not.toContain('%APP_NAME%');

    const tags = (plugin.transformIndexHtml as unknown as () => Array<{ attrs: Record<string, string> }>)();
    expect(tags.map((tag) => tag.attrs)).toContainEqual({ rel: 'manifest', href: '/manifest.webmanifest' });
  });
});

describe('the icons', () => {
  it('are the Lotus mark: gold petal on the dark tile, corners see-through only where allowed', () => {
    const any = readPng(drawLotusIcon(192, 'any'));
    expect(any.pixel(0, 0)[3]).toBe(0);
    expect(any.pixel(96, 20)).toEqual([11, 15, 26, 255]);
    // The petal's middle (32, 30 of the 64-unit drawing).
    expect(any.pixel(96, 90)).toEqual([212, 167, 74, 255]);
    const maskable = readPng(drawLotusIcon(192, 'maskable'));
    expect(maskable.pixel(0, 0)).toEqual([11, 15, 26, 255]);
    const opaque = readPng(drawLotusIcon(180, 'opaque'));
    expect(opaque.pixel(179, 179)[3]).toBe(255);
  });

  it('come from the SVG paths: relative curves, smooth curves and a second subpath', () => {
    const [left, right] = pathPolygons(
      'M12 30c8 0 14 4 17 10-5 3-13 3-17-3-1-2-1-5 0-7zm40 0c1 2 1 5 0 7-4 6-12 6-17 3 3-6 9-10 17-10z',
    );
    expect(left?.[0]).toEqual([12, 30]);
    expect(left?.at(-1)?.map((value) => Math.round(value))).toEqual([12, 30]);
    expect(right?.[0]).toEqual([52, 30]);
    expect(() => pathPolygons('M0 0a5 5 0 0 1 10 10z')).toThrow(/not supported/);
  });
});
