import type { CatalogPage } from '@lotus/contract/games-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => sites.close());

const get = (url: string) => sites.member.inject({ method: 'GET', url });

describe('the demo catalog’s art', () => {
  it('gives every seeded game its own image, each served as an SVG and none byte-identical', async () => {
    const page = (await get('/lgw/games?size=200')).json().value as CatalogPage;
    const { rows } = await sites.database.pool.query<{ count: string }>(
      'select count(*) from games where enabled',
    );
    expect(page.content).toHaveLength(Number(rows[0]?.count));
    const urls = page.content.map((game) => game.imageUrl);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => url.includes('/category-'))).toEqual([]);
    const bodies = new Set<string>();
    for (const game of page.content) {
      const response = await get(game.imageUrl);
      expect(response.statusCode, game.imageUrl).toBe(200);
      expect(response.headers['content-type'], game.imageUrl).toMatch(/^image\/svg\+xml/);
      expect(response.body.length, game.imageUrl).toBeLessThan(6000);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(page.content.length);
  });

  it('serves generated art for any kind and code, cacheable, and refuses anything else', async () => {
    const art = await get('/media/games/art/fishing/a-new-game.svg');
    expect(art.statusCode).toBe(200);
    expect(art.headers['cache-control']).toBe('public, max-age=604800');
    expect(art.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(art.body).toMatch(/^<svg /);
    expect((await get('/media/games/art/fishing/a-new-game.svg')).body).toBe(art.body);
    for (const url of [
      '/media/games/art/poker/a.svg',
      '/media/games/art/fishing/a.png',
      '/media/games/art/fishing/Bad%20Code.svg',
      '/media/games/art/fishing/..%2Fsecret.svg',
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.code, url).toBe('error_validation');
    }
    expect((await get('/media/games/art/fishing')).statusCode).toBe(404);
  });
});
