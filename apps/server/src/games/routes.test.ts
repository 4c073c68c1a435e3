import { operatorHeaders } from '../../test/operator-helpers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';

let sites: TestSites;
const operator = operatorHeaders;
const memberSiteUrl = 'https://play.lotus.example';

beforeAll(async () => {
  sites = await createTestSites({ MEMBER_SITE_URL: memberSiteUrl });
});
afterAll(() => sites.close());

interface HotGame {
  code: string;
  name: string;
  imageUrl: string;
  playUrl: string;
}

async function hotGames(language = 'en'): Promise<HotGame[]> {
  const response = await sites.speed.inject({
    method: 'GET',
    url: '/wps/relay/hotGames',
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return response.json().value;
}

describe('GET /wps/relay/hotGames', () => {
  it('lists the eight seeded games in order, opening on the member site', async () => {
    const games = await hotGames();
    expect(games.map((game) => [game.code, game.name])).toEqual([
      ['mines-gold', 'Mines Gold'],
      ['pirate-queen', 'Pirate Queen'],
      ['wild-ace', 'Wild Ace'],
      ['golden-land', 'Golden Land'],
      ['limbo', 'Limbo'],
      ['tower', 'Tower'],
      ['sweet-land', 'Sweet Land'],
      ['pappu', 'PAPPU'],
    ]);
    for (const game of games) {
      expect(game.imageUrl).toBe(`/media/games/${game.code}.svg`);
      expect(game.playUrl).toBe(`${memberSiteUrl}/game/${game.code}`);
    }
  });

  it('names each game as the catalog does in the reader’s language', async () => {
    expect((await hotGames('vi')).map((game) => game.name)).toEqual([
      'Dò Mìn Vàng',
      'Nữ Hoàng Cướp Biển',
      'Át Hoang Dã',
      'Vùng Đất Vàng',
      'Limbo',
      'Tháp',
      'Xứ Kẹo Ngọt',
      'PAPPU',
    ]);
  });

  it('serves the artwork of every seeded game as SVG', async () => {
    for (const game of await hotGames()) {
      const image = await sites.member.inject({ method: 'GET', url: game.imageUrl });
      expect(image.statusCode, game.imageUrl).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      // No name drawn into the art: the tile shows it in the reader's language.
      expect(image.body).not.toContain(game.name);
      expect(image.body).not.toContain('aria-label');
      expect(image.rawPayload.length).toBeLessThan(3 * 1024);
    }
  });
});

describe('media', () => {
  it('serves /media/ files on every site with a long cache', async () => {
    for (const site of [sites.member, sites.agent, sites.speed]) {
      const response = await site.inject({ method: 'GET', url: '/media/games/mines-gold.svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    }
    const banner = await sites.speed.inject({ method: 'GET', url: '/media/banners/speed-1.svg' });
    expect(banner.statusCode).toBe(200);
  });

  it('answers an unknown media path with the not-found envelope, and never leaves the folder', async () => {
    for (const url of [
      '/media/x.svg',
      '/media/games/',
      '/media/../package.json',
      '/media/%2e%2e/package.json',
    ]) {
      const response = await sites.member.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false, error: { code: 'error_not_found' } });
    }
  });
});

describe('PUT /admin/hot-games', () => {
  it('replaces the whole list in the given order and answers it', async () => {
    const games = [
      { code: 'limbo', name: 'Limbo', imageUrl: '/media/games/limbo.svg' },
      { code: 'new-game', name: 'New Game', imageUrl: 'https://cdn.example/new-game.png' },
      { code: 'pappu', name: 'PAPPU', imageUrl: '/media/games/pappu.svg' },
    ];
    const response = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/hot-games',
      headers: operator,
      payload: { games },
    });
    expect(response.statusCode).toBe(200);
    // Each with its catalog game's category: a code the catalog does not have has none.
    const categories = ['mini_games', null, 'mini_games'];
    const expected = games.map((game, index) => ({
      ...game,
      playUrl: `${memberSiteUrl}/game/${game.code}`,
      category: categories[index],
    }));
    expect(response.json().value).toEqual(expected);
    expect(await hotGames()).toEqual(expected);
    const audit = await sites.database.pool.query(
      "select target, after from operator_audit where action = 'games.hotGames'",
    );
    expect(audit.rows).toEqual([{ target: 'hot games', after: games }]);
  });

  it('refuses a repeated code or a bad one and keeps the list', async () => {
    const before = await hotGames();
    const repeated = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/hot-games',
      headers: operator,
      payload: {
        games: [
          { code: 'limbo', name: 'Limbo', imageUrl: '/media/games/limbo.svg' },
          { code: 'limbo', name: 'Limbo again', imageUrl: '/media/games/limbo.svg' },
        ],
      },
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error).toMatchObject({
      code: 'error_validation',
      fields: { games: expect.any(String) },
    });
    const badCode = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/hot-games',
      headers: operator,
      payload: { games: [{ code: 'Bad Code', name: 'x', imageUrl: '/media/x.svg' }] },
    });
    expect(badCode.json().error).toMatchObject({
      code: 'error_validation',
      fields: { 'games.0.code': expect.any(String) },
    });
    expect(await hotGames()).toEqual(before);
  });

  it('empties the list when given none', async () => {
    const response = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/hot-games',
      headers: operator,
      payload: { games: [] },
    });
    expect(response.json().value).toEqual([]);
    expect(await hotGames()).toEqual([]);
  });

  it('refuses a call without an operator’s credential', async () => {
    const response = await sites.operator.inject({
      method: 'PUT',
      url: '/admin/hot-games',
      payload: { games: [] },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('error_operator_unauthorized');
  });
});
