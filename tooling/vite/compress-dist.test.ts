import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressDist } from './compress-dist.ts';

let dist: string;

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('compressing a built site', () => {
  it('writes brotli and gzip beside each text file worth it, whose content they hold', async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'lotus-compress-'));
    await mkdir(path.join(dist, 'assets'));
    const script = 'export const words = "lotus";\n'.repeat(100);
    await writeFile(path.join(dist, 'assets', 'main-a.js'), script);
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    await writeFile(path.join(dist, 'icon.png'), Buffer.alloc(4096));

    await compressDist(dist);

    expect((await readdir(dist)).sort()).toEqual(['assets', 'icon.png', 'index.html']);
    expect((await readdir(path.join(dist, 'assets'))).sort()).toEqual([
      'main-a.js',
      'main-a.js.br',
      'main-a.js.gz',
    ]);
    const br = await readFile(path.join(dist, 'assets', 'main-a.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(await readFile(path.join(dist, 'assets', 'main-a.js.gz'))).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });
});
