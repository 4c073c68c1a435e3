import { operatorHeaders } from '../../../test/operator-helpers.ts';
import type { CatalogGame, CatalogPage } from '@lotus/contract/games-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers.ts';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { registerWalletMember } from '../../../test/wallet-helpers.ts';

let sites: TestSites;
let alice: string;
let bob: string;
const operator = operatorHeaders;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
  alice = (await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY)).token;
  bob = (await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY)).token;
});
afterAll(() => sites.close());

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await sites.member.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().value as T;
}
const page = (query: string, headers: Record<string, string> = {}) =>
  get<CatalogPage>(`/lgw/games?${query}`, headers);

describe('GET /lgw/games', () => {
  it('pages through every enabled game in the vendor, then game order', async () => {
    const first = await page('size=10');
    expect(first).toMatchObject({ page: 1, size: 10 });
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(first.content).toHaveLength(10);
    // LOTUS sorts first (-1), its games in the configured order.
    expect(first.content.slice(0, 6).map((game) => game.code)).toEqual([
      'mines-gold',
      'limbo',
      'tower',
      'dice',
      'plinko',
      'pappu',
    ]);
    const seen = new Set<string>();
    for (let number = 1; number <= Math.ceil(first.total / 50); number += 1) {
      for (const game of (await page(`size=50&page=${number}`)).content) seen.add(game.code);
    }
    expect(seen.size).toBe(first.total);
    const past = await page(`size=50&page=${Math.ceil(first.total / 50) + 1}`);
    expect(past).toMatchObject({ content: [], total: first.total });
  });

  it('filters by category, vendor, tag, minimum bet and lines', async () => {
    const live = await page('category=live_casino&size=100');
    expect(live.content.length).toBeGreaterThanOrEqual(10);
    expect(live.content.every((game) => game.category === 'live_casino' && game.rtp === null)).toBe(true);
    const baccarat = await page('tag=baccarat');
    expect(baccarat.content.map((game) => game.code).sort()).toEqual([
      'baccarat-a',
      'baccarat-squeeze',
      'speed-baccarat',
    ]);
    // The house's six originals and its six lotteries (three regions, three fast draws).
    const lotus = await page('vendor=LOTUS');
    expect(lotus.total).toBe(12);
    const lotusLottery = await page('vendor=LOTUS&category=lottery');
    expect(lotusLottery.content.map((game) => game.code).sort()).toEqual([
      'central',
      'f1',
      'f3',
      'f5',
      'north',
      'south',
    ]);
    const rich = await page('category=slots&minBet=1000&size=100');
    expect(rich.total).toBeGreaterThan(0);
    expect(rich.content.every((game) => BigInt(game.minBet) >= 1000n)).toBe(true);
    const wide = await page('minLines=243&size=100');
    expect(wide.total).toBeGreaterThan(0);
    expect(wide.content.every((game) => (game.lines ?? 0) >= 243)).toBe(true);
    const none = await page('category=sports&vendor=SIM_LIVE');
    expect(none).toMatchObject({ content: [], total: 0 });
  });

  it('searches names in any language and the code, ignoring case, with names in the asked language', async () => {
    const english = await page('q=mines&lang=en');
    expect(english.content.map((game) => [game.code, game.name])).toEqual([['mines-gold', 'Mines Gold']]);
    const vietnamese = await page('q=D%C3%B2%20M%C3%ACn&lang=vi');
    expect(vietnamese.content.map((game) => [game.code, game.name])).toEqual([['mines-gold', 'Dò Mìn Vàng']]);
    const byCode = await page('q=GPI-KENO');
    expect(byCode.content.map((game) => game.code)).toEqual(['gpi-keno']);
    // The Accept-Language picks the name when the query does not.
    const accepted = await get<CatalogPage>('/lgw/games?q=tower', { 'accept-language': 'en' });
    expect(accepted.content[0]?.name).toBe('Tower');
    // `%` and `_` are text, not patterns.
    expect((await page('q=%25')).total).toBe(0);
    expect((await page('q=_')).total).toBe(0);
  });

  it('falls back to the English name when a game has none in the language, and to generated art when it has no image', async () => {
    const created = await sites.operator.inject({
      method: 'POST',
      url: '/admin/games',
      headers: operator,
      payload: {
        code: 'english-only',
        vendor: 'SIM_SLOTS',
        names: { en: 'English Only' },
        category: 'slots',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const found = await page('q=english-only&lang=vi');
    expect(found.content[0]?.name).toBe('English Only');
    expect(found.content[0]?.imageUrl).toBe('/media/games/art/slots/english-only.svg');
  });

  it('marks isFav only for the member who holds the token', async () => {
    const [mines] = (await page('q=mines-gold')).content as [CatalogGame];
    await get(`/wps/relay/games/favourites/add?nodeId=${mines.nodeId}`, bearer(alice));
    expect((await page('q=mines-gold', bearer(alice))).content[0]?.isFav).toBe(true);
    expect((await page('q=mines-gold', bearer(bob))).content[0]?.isFav).toBe(false);
    expect((await page('q=mines-gold')).content[0]?.isFav).toBe(false);
    // A stale token on a public call is just a visitor.
    expect((await page('q=mines-gold', bearer('stale'))).content[0]?.isFav).toBe(false);
  });

  it('serves relative images from the image CDNs, each image always from the same one, and keeps absolute ones', async () => {
    const before = (await page('q=pirate-queen')).content[0];
    expect(before?.imageUrl).toBe('/media/games/pirate-queen.svg');
    const brand = await sites.database.pool.query<{ brand_id: number }>('select brand_id from games limit 1');
    await sites.database.pool.query(
      `insert into cdns (brand_id, kind, url, sort)
       values ($1, 'image', 'https://img-a.cdn.example/', 0), ($1, 'image', 'https://img-b.cdn.example', 1)`,
      [brand.rows[0]?.brand_id],
    );
    try {
      const first = (await page('size=200')).content;
      const again = (await page('size=200')).content;
      expect(again.map((game) => game.imageUrl)).toEqual(first.map((game) => game.imageUrl));
      const hosts = new Set(first.map((game) => new URL(game.imageUrl).host));
      expect(hosts).toEqual(new Set(['img-a.cdn.example', 'img-b.cdn.example']));
      const pirate = first.find((game) => game.code === 'pirate-queen');
      expect(pirate?.imageUrl).toMatch(/^https:\/\/img-[ab]\.cdn\.example\/media\/games\/pirate-queen\.svg$/);
    } finally {
      await sites.database.pool.query("delete from cdns where kind = 'image'");
    }
  });
});

describe('lobby relay calls', () => {
  it('lists vendors with their counts per category, and lanes of the slots page', async () => {
    const vendors =
      await get<Array<{ code: string; counts: Record<string, number>; gameCount: number }>>(
        '/wps/relay/games/vendors',
      );
    expect(vendors[0]?.code).toBe('LOTUS');
    expect(vendors.find((vendor) => vendor.code === 'SIM_LIVE')?.counts.live_casino).toBe(11);
    const fishing = await get<Array<{ code: string }>>('/wps/relay/games/vendors?category=fishing');
    expect(fishing.map((vendor) => vendor.code)).toEqual(['SIM_FISH']);
    const lanes = await get<{
      data: { lanes: Array<{ title: string; total: number; cards: CatalogGame[] }> };
    }>('/wps/relay/games/vendorLanes?perLane=5');
    const lane = lanes.data.lanes.find((each) => each.title === 'Simulator Slots');
    expect(lane?.cards).toHaveLength(5);
    expect(lane?.total).toBeGreaterThan(5);
    expect(lane?.cards.every((card) => card.category === 'slots' && card.isGame)).toBe(true);
  });

  it('answers the VASSALAGE groups for the RNG key', async () => {
    const answer = await get<{ vassGameType: Array<{ vassalage: string; gameCount: number }> }>(
      '/wps/relay/games/gameType?key=RNG',
    );
    expect(answer.vassGameType).toEqual([
      expect.objectContaining({ vassalage: 'FORTUNE_PACK', gameCount: 3 }),
    ]);
  });

  it('lists PAPPU among the PVP rooms', async () => {
    const answer = await get<{ rooms: unknown[] }>('/wps/relay/games/pvpRooms');
    expect(answer.rooms).toEqual([
      { code: 'pappu', name: 'PAPPU', gameCode: 'pappu', route: '/originals/pappu', playersOnline: null },
    ]);
  });

  it('ranks popular games by rounds of the last 7 days, then the configured order', async () => {
    const fallback = await get<CatalogGame[]>('/lgw/games/popular?limit=3');
    expect(fallback.map((game) => game.code)).toEqual(['mines-gold', 'limbo', 'tower']);
    const { rows } = await sites.database.pool.query<{ id: number; brand_id: number }>(
      "select id, brand_id from vendors where code = 'SIM_LIVE'",
    );
    const vendor = rows[0] as { id: number; brand_id: number };
    const member = await sites.database.pool.query<{ id: string }>('select id from members limit 1');
    for (const [index, code] of ['dragon-tiger', 'dragon-tiger', 'sicbo-classic'].entries()) {
      await sites.database.pool.query(
        `insert into bets (brand_id, member_id, vendor_id, vendor_code, game_code, game_type, round_id, wallet, currency)
         values ($1, $2, $3, 'SIM_LIVE', $4, 'live_casino', $5, 'main', 'VND')`,
        [vendor.brand_id, member.rows[0]?.id, vendor.id, code, `popular-${index}`],
      );
    }
    const popular = await get<CatalogGame[]>('/lgw/games/popular?limit=3');
    expect(popular.map((game) => game.code)).toEqual(['dragon-tiger', 'sicbo-classic', 'mines-gold']);
  });
});

describe('favourites', () => {
  it('adds and removes by nodeId, answering the id list, per member', async () => {
    const games = (await page('vendor=SIM_FISH')).content;
    const [first, second] = games as [CatalogGame, CatalogGame];
    const carol = (await registerWalletMember(sites.member, sites.database.pool, sites.config.PAYLOAD_KEY))
      .token;
    expect(await get(`/wps/relay/games/favourites/add?nodeId=${first.nodeId}`, bearer(carol))).toEqual({
      ids: [first.nodeId],
    });
    // A repeat changes nothing.
    await get(`/wps/relay/games/favourites/add?nodeId=${first.nodeId}`, bearer(carol));
    expect(await get(`/wps/relay/games/favourites/add?nodeId=${second.nodeId}`, bearer(carol))).toEqual({
      ids: [second.nodeId, first.nodeId],
    });
    const list = await get<{ ids: number[]; content: CatalogGame[] }>(
      '/wps/relay/games/favourites',
      bearer(carol),
    );
    expect(list.content.map((game) => [game.code, game.isFav])).toEqual([
      [second.code, true],
      [first.code, true],
    ]);
    const others = await get<{ ids: number[] }>('/wps/relay/games/favourites', bearer(bob));
    expect(others.ids).not.toContain(first.nodeId);
    expect(await get(`/wps/relay/games/favourites/remove?nodeId=${first.nodeId}`, bearer(carol))).toEqual({
      ids: [second.nodeId],
    });
  });

  it('refuses an unknown game, and every call without a token', async () => {
    const unknown = await sites.member.inject({
      method: 'GET',
      url: '/wps/relay/games/favourites/add?nodeId=999999',
      headers: bearer(alice),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('error_game_not_found');
    for (const url of [
      '/wps/relay/games/favourites',
      '/wps/relay/games/favourites/add?nodeId=1',
      '/wps/relay/games/favourites/remove?nodeId=1',
      '/wps/relay/games/recent',
    ]) {
      const response = await sites.member.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code, url).toBe('error_not_logged_in');
    }
  });
});
