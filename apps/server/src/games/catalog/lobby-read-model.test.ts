import type { CatalogLanguage, CatalogQuery } from '@lotus/contract/games-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { TestDatabase } from '../../../test/test-database.ts';
import { createPool } from '../../platform/database/pool.ts';
import type { Pool } from '../../platform/database/pool.ts';
import { seedDemo } from '../../seed/seed-demo.ts';
import { createCatalogService } from './service.ts';
import type { CatalogService } from './service.ts';
import { escapeLike } from './tables.ts';

/**
 * The lobby answers from memory: these tests hold it to what the database says. Two instances (each
 * its own pool and memory) on one database see each other's changes at their next request, and
 * every page, total and order is the one a plain `order by` over the same rows gives.
 */
let database: TestDatabase;
let otherPool: Pool;
let brandId: number;
let instanceA: CatalogService;
let instanceB: CatalogService;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.pool, { lines: ['line-1.example.test'], memberSiteUrl: 'https://play.example' });
  brandId = (await database.pool.query<{ id: number }>('select id from brands limit 1')).rows[0]!.id;
  otherPool = createPool(database.url, 2);
  instanceA = createCatalogService({ pool: database.pool, brandId });
  instanceB = createCatalogService({ pool: otherPool, brandId });
  await addTrickyGames();
});
afterAll(async () => {
  await otherPool.end();
  await database.drop();
});

const visitor = (language: CatalogLanguage) => ({ memberId: null, language });
const query = (filter: Partial<CatalogQuery> = {}): CatalogQuery => ({ page: 1, size: 200, ...filter });
const codesOf = async (
  service: CatalogService,
  filter: Partial<CatalogQuery> = {},
  language: CatalogLanguage = 'en',
) => (await service.page(query(filter), visitor(language))).content.map((game) => game.code);

/**
 * Games whose order rests on the database's collation and on every tie-break: names that differ
 * by case, accents, digits and punctuation, equal sorts, names missing in Vietnamese, a vendor
 * sharing another's sort, switched-off games and a switched-off vendor.
 */
async function addTrickyGames(): Promise<void> {
  await database.pool.query(
    `insert into vendors (brand_id, code, name, category, sort) values
       ($1, 'TRICKY_A', 'Tricky A', 'slots', 50), ($1, 'TRICKY_B', 'Tricky B', 'slots', 50),
       ($1, 'TRICKY_OFF', 'Tricky Off', 'slots', 1)`,
    [brandId],
  );
  await database.pool.query("update vendors set enabled = false where code = 'TRICKY_OFF'");
  const names = [
    ['alpha', 'Alpha', 'Ánh'],
    ['alpha-upper', 'ALPHA', null],
    ['alpha-lower', 'alpha', 'anh'],
    ['ete', 'ete', 'Ê'],
    ['ete-accent', 'Été', 'e'],
    ['game-10', 'Game 10', 'Trò 10'],
    ['game-9', 'Game 9', 'Trò 9'],
    ['game-dash', 'Game-9', null],
    ['zulu', 'Zulu 100%', 'Zulu_vi'],
    ['same-name-1', 'Same', 'Giống'],
    ['same-name-2', 'Same', 'Giống'],
  ] as const;
  for (const [index, [code, en, vi]] of names.entries()) {
    for (const vendor of ['TRICKY_A', 'TRICKY_B', 'TRICKY_OFF']) {
      await database.pool.query(
        `insert into games (brand_id, vendor_id, code, names, category, tags, image_path, min_bet, lines, sort, enabled)
         select $1, v.id, $2, $3, $4, $5, '/media/games/x.svg', $6, $7, $8, $9 from vendors v where v.code = $10`,
        [
          brandId,
          `${code}-${vendor.toLowerCase().replace('_', '-')}`,
          JSON.stringify(vi === null ? { en } : { en, vi }),
          index % 2 === 0 ? 'slots' : 'cards',
          index % 3 === 0 ? ['jackpot'] : ['poker', 'classic'],
          [0, 500, 1000, 5000][index % 4],
          index % 3 === 2 ? null : [10, 243, 1024][index % 3],
          index % 4,
          index !== 4,
          vendor,
        ],
      );
    }
  }
}

/** The lobby's rows by a plain SQL query: the order and filters docs/games-catalog.md states. */
async function codesBySql(filter: Partial<CatalogQuery>, language: CatalogLanguage): Promise<string[]> {
  const params: unknown[] = [brandId, language];
  const where: string[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (filter.category !== undefined) where.push(`g.category = ${add(filter.category)}`);
  if (filter.vendor !== undefined) where.push(`v.code = ${add(filter.vendor)}`);
  if (filter.tag !== undefined) where.push(`g.tags @> array[${add(filter.tag)}::text]`);
  if (filter.q) where.push(`g.search_text like ${add(`%${escapeLike(filter.q.toLowerCase())}%`)}`);
  if (filter.minBet !== undefined) where.push(`g.min_bet >= ${add(filter.minBet)}::bigint`);
  if (filter.minLines !== undefined) where.push(`g.lines >= ${add(filter.minLines)}`);
  const { rows } = await database.pool.query<{ code: string }>(
    `select g.code from games g join vendors v on v.id = g.vendor_id
     where g.brand_id = $1 and g.enabled and v.enabled ${where.map((clause) => `and ${clause}`).join(' ')}
     order by v.sort, v.code, g.sort, coalesce(g.names ->> $2::text, g.names ->> 'en'), g.id`,
    params,
  );
  return rows.map((row) => row.code);
}

/** Every page of a query, in small pages, and the totals each page says. */
async function allPages(filter: Partial<CatalogQuery>, language: CatalogLanguage) {
  const codes: string[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page += 1) {
    const answer = await instanceA.page(query({ ...filter, page, size: 7 }), visitor(language));
    totals.add(answer.total);
    codes.push(...answer.content.map((game) => game.code));
    if (answer.content.length < 7) return { codes, totals: [...totals] };
  }
}

describe('the lobby read model', () => {
  it('pages, counts and orders every filter as the database does, in each language', async () => {
    const filters: Array<Partial<CatalogQuery>> = [
      {},
      { category: 'slots' },
      { category: 'cards', minLines: 243 },
      { vendor: 'TRICKY_B' },
      { vendor: 'TRICKY_OFF' },
      { tag: 'poker' },
      { q: 'alpha' },
      { q: 'GAME' },
      { q: 'á' },
      { q: '100%' },
      { q: '%' },
      { q: '_' },
      { q: 'zulu_' },
      { minBet: '1000' },
      { minBet: '999999999999999999' },
      { minLines: 0 },
      { category: 'slots', tag: 'jackpot', minBet: '500', q: 'a' },
    ];
    for (const language of ['en', 'vi'] as const) {
      for (const filter of filters) {
        const expected = await codesBySql(filter, language);
        const { codes, totals } = await allPages(filter, language);
        expect(codes, `${language} ${JSON.stringify(filter)}`).toEqual(expected);
        expect(totals, `${language} ${JSON.stringify(filter)}`).toEqual([expected.length]);
      }
    }
  });

  it('answers a page past the last with no games and the full total', async () => {
    const all = await codesBySql({ vendor: 'TRICKY_A' }, 'en');
    const past = await instanceA.page(query({ vendor: 'TRICKY_A', page: 9, size: 20 }), visitor('en'));
    expect(past).toEqual({ content: [], page: 9, size: 20, total: all.length });
  });

  it('shows one instance’s committed change on the other’s next request, and nothing uncommitted', async () => {
    expect(await codesOf(instanceA, { vendor: 'TRICKY_A', q: 'zulu' })).toEqual(['zulu-tricky-a']);
    expect(await codesOf(instanceB, { vendor: 'TRICKY_A', q: 'zulu' })).toEqual(['zulu-tricky-a']);

    const writer = await otherPool.connect();
    try {
      await writer.query('begin');
      await writer.query("update games set enabled = false where code = 'zulu-tricky-a'");
      // The write holds the version's row until it commits; readers neither wait nor see it.
      expect(await codesOf(instanceA, { vendor: 'TRICKY_A', q: 'zulu' })).toEqual(['zulu-tricky-a']);
      await writer.query('commit');
    } finally {
      writer.release();
    }
    expect(await codesOf(instanceA, { vendor: 'TRICKY_A', q: 'zulu' })).toEqual([]);
    expect(await codesOf(instanceB, { vendor: 'TRICKY_A', q: 'zulu' })).toEqual([]);
  });

  it('follows new games, renamed games and the vendors’ switches, sort and names', async () => {
    const before = await codesOf(instanceA, { category: 'slots' }, 'vi');
    await otherPool.query(
      `insert into games (brand_id, vendor_id, code, names, category, image_path)
       select $1, v.id, 'brand-new', '{"en": "Brand New"}', 'slots', '/media/games/x.svg'
       from vendors v where v.code = 'TRICKY_B'`,
      [brandId],
    );
    await otherPool.query(
      `update games set names = '{"en": "Aardvark", "vi": "Aa"}' where code = 'zulu-tricky-b'`,
    );
    expect(await codesOf(instanceA, { category: 'slots' }, 'vi')).toEqual(
      await codesBySql({ category: 'slots' }, 'vi'),
    );
    expect(await codesOf(instanceA, { category: 'slots' }, 'vi')).not.toEqual(before);

    await otherPool.query("update vendors set sort = -100 where code = 'TRICKY_B'");
    expect((await codesOf(instanceA))[0]).toMatch(/-tricky-b$/);
    await otherPool.query("update vendors set name = 'Renamed B' where code = 'TRICKY_B'");
    const renamed = await instanceA.page(query({ vendor: 'TRICKY_B', size: 1 }), visitor('en'));
    expect(renamed.content[0]?.vendorName).toBe('Renamed B');
    await otherPool.query("update vendors set enabled = false where code = 'TRICKY_B'");
    expect(await codesOf(instanceA, { vendor: 'TRICKY_B' })).toEqual([]);
    expect(await codesOf(instanceA)).toEqual(await codesBySql({}, 'en'));
  });

  it('leaves the version alone when a vendor column the lobby does not show changes', async () => {
    const version = async () =>
      (await database.pool.query<{ version: bigint }>('select version from catalog_version')).rows[0]
        ?.version;
    const before = await version();
    await otherPool.query("update vendors set secret_rotated_at = now() where code = 'TRICKY_A'");
    expect(await version()).toBe(before);
    await otherPool.query("update vendors set lane_title = 'Lane A' where code = 'TRICKY_A'");
    expect(await version()).toBe((before ?? 0n) + 1n);
  });
});
