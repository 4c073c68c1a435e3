import { randomBytes } from 'node:crypto';
import type { CatalogSearch } from '@lotus/contract/games-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';

/** The header's search over the demo catalog, through the member site's HTTP API. */
let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => sites.close());

async function search(query: string): Promise<CatalogSearch> {
  const response = await sites.member.inject({ method: 'GET', url: `/lgw/search?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as CatalogSearch;
}
const q = (text: string, lang = 'vi') => search(`q=${encodeURIComponent(text)}&lang=${lang}&limit=50`);
const gameNames = (found: CatalogSearch) => found.games.map((game) => game.name);

describe('GET /lgw/search', () => {
  it('finds “Rồng Hổ” by “rong”, accents and case aside, the name that starts so first', async () => {
    const plain = await q('rong');
    expect(gameNames(plain).slice(0, 2)).toEqual(['Rồng Hổ', 'Rồng Hổ VIP']);
    expect(gameNames(plain)).toEqual(expect.arrayContaining(['Ngọc Rồng', 'Bắn Cá Rồng']));
    expect(gameNames(await q('RỒNG'))).toEqual(gameNames(plain));
    expect(gameNames(await q('rồng hổ')).slice(0, 2)).toEqual(['Rồng Hổ', 'Rồng Hổ VIP']);
    // The words in any order; đ is d.
    expect(gameNames(await q('ho rong'))).toContain('Rồng Hổ');
    expect(gameNames(await q('de che ngoc'))).toEqual(['Đế Chế Ngọc Bích']);
  });

  it('names each game in the asked language and finds it by its name in any language or its code', async () => {
    const english = await q('rồng hổ', 'en');
    expect(gameNames(english)[0]).toBe('Dragon Tiger');
    expect(gameNames(await q('dragon-tiger-vip'))).toEqual(['Rồng Hổ VIP']);
  });

  it('forgives one typo in a word of 4 letters or more, when nothing matches without one', async () => {
    expect(gameNames(await q('drgon tiger', 'en'))).toEqual(expect.arrayContaining(['Dragon Tiger']));
    expect(gameNames(await q('dargon', 'en'))).toContain('Dragon Tiger');
    expect(gameNames(await q('plinok', 'en'))).toEqual(['Plinko']);
    // Under 4 letters nothing is forgiven.
    expect((await q('rng')).games).toEqual([]);
    // Typos are forgiven only when nothing matches without one: "rong" finds no "Sông", "Long" or "Vòng".
    expect(gameNames(await q('rong')).every((name) => /Rồng/.test(name))).toBe(true);
  });

  it('finds the house games and the lottery, and groups vendors and categories', async () => {
    const dice = await q('dice', 'en');
    expect(dice.games[0]).toMatchObject({
      code: 'dice',
      name: 'Dice',
      vendor: 'LOTUS',
      category: 'mini_games',
    });
    const lottery = await q('xo so');
    expect(gameNames(lottery)).toEqual(expect.arrayContaining(['Xổ Số Miền Bắc', 'Xổ Số Miền Nam']));
    expect(lottery.categories).toEqual([expect.objectContaining({ category: 'lottery' })]);
    expect((await q('no hu')).categories.map((found) => found.category)).toEqual(['slots']);
    expect((await q('slots', 'en')).categories.map((found) => found.category)).toEqual(['slots']);
    const vendors = await q('simulator live', 'en');
    expect(vendors.vendors[0]).toMatchObject({ code: 'SIM_LIVE', category: 'live_casino' });
    expect(vendors.vendors[0]?.gameCount).toBeGreaterThan(0);
  });

  it('hides switched-off games and the games of switched-off vendors, and other brands’ games', async () => {
    const pool = sites.database.pool;
    await pool.query("update games set enabled = false where code = 'dragon-tiger-vip'");
    expect(gameNames(await q('rong ho'))).toEqual(['Rồng Hổ']);
    await pool.query("update games set enabled = true where code = 'dragon-tiger-vip'");
    expect(gameNames(await q('rong ho'))).toEqual(['Rồng Hổ', 'Rồng Hổ VIP']);

    await pool.query("update vendors set enabled = false where code = 'SIM_FISH'");
    expect(gameNames(await q('ban ca rong'))).toEqual([]);
    expect((await q('Lotus Simulator Fish', 'en')).vendors).toEqual([]);
    await pool.query("update vendors set enabled = true where code = 'SIM_FISH'");
    expect(gameNames(await q('ban ca rong'))).toEqual(['Bắn Cá Rồng']);

    const code = `other${randomBytes(4).toString('hex')}`;
    const brand = await pool.query<{ id: number }>(
      `insert into brands (code, name, merchant, platform, lottery_type, default_language, languages)
       values ($1, 'Other brand', $1, 'WEB', 'Elott', 'vi', '{vi,en}') returning id`,
      [code],
    );
    const brandId = brand.rows[0]?.id;
    const vendor = await pool.query<{ id: number }>(
      `insert into vendors (brand_id, code, name, category, sort) values ($1, 'OTHER_V', 'Other Vendor', 'slots', 1)
       returning id`,
      [brandId],
    );
    await pool.query(
      `insert into games (brand_id, vendor_id, code, names, category, image_path)
       values ($1, $2, 'other-dragon', '{"en": "Rồng Khác"}', 'slots', '/media/games/x.svg')`,
      [brandId, vendor.rows[0]?.id],
    );
    expect(gameNames(await q('rong khac'))).toEqual([]);
    expect((await q('Other Vendor', 'en')).vendors).toEqual([]);
  });

  it('refuses an empty, too long or unknown query with error_validation', async () => {
    for (const url of [
      '/lgw/search',
      '/lgw/search?q=%20%20',
      `/lgw/search?q=${'a'.repeat(65)}`,
      '/lgw/search?q=a&limit=0',
    ]) {
      const response = await sites.member.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'error_validation' } });
    }
  });

  it('answers nothing for a query of no letters or digits', async () => {
    expect(await q('!!!')).toEqual({ games: [], vendors: [], categories: [] });
  });
});
