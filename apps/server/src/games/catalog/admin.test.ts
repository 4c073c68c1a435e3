import type { CatalogPage, OperatorGame } from '@lotus/contract/games-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../../test/test-sites.ts';
import type { TestSites } from '../../../test/test-sites.ts';
import { operatorHeaders } from '../../../test/vendor-wallet-helpers.ts';

let sites: TestSites;

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '100000' });
});
afterAll(() => sites.close());

const newGame = {
  code: 'river-dragon',
  vendor: 'SIM_SLOTS',
  names: { en: 'River Dragon', vi: 'Rồng Sông' },
  category: 'slots',
  tags: ['jackpot', 'asian'],
  imagePath: 'https://img.example/river-dragon.png',
  minBet: '500',
  lines: 40,
  rtp: 9610,
  sort: 5,
};

function admin(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return sites.operator.inject({ method, url, headers: operatorHeaders, ...(payload ? { payload } : {}) });
}
const lobby = async (query: string) =>
  (await sites.member.inject({ method: 'GET', url: `/lgw/games?${query}` })).json().value as CatalogPage;
const audits = async (action: string) =>
  (await sites.database.pool.query('select 1 from operator_audit where action = $1', [action])).rowCount;

describe('operator games', () => {
  it('creates a game the lobby shows at once, audited', async () => {
    const response = await admin('POST', '/admin/games', newGame);
    expect(response.statusCode, response.body).toBe(200);
    const game = response.json().value as OperatorGame;
    expect(game).toMatchObject({ ...newGame, enabled: true, isGame: true, vassalage: null });
    const shown = await lobby('q=rồng sông&lang=vi');
    expect(shown.content.map((each) => [each.code, each.name, each.imageUrl])).toEqual([
      ['river-dragon', 'Rồng Sông', 'https://img.example/river-dragon.png'],
    ]);
    expect(await audits('games.create')).toBe(1);
  });

  it('refuses a taken code and an unknown vendor, changing nothing', async () => {
    const taken = await admin('POST', '/admin/games', newGame);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('error_game_code_taken');
    const unknown = await admin('POST', '/admin/games', { ...newGame, code: 'orphan', vendor: 'NO_SUCH' });
    expect(unknown.json().error.code).toBe('error_vendor_not_found');
    expect((await lobby('q=orphan')).total).toBe(0);
    expect(await audits('games.create')).toBe(1);
  });

  it('changes only the given fields, and a switched-off game leaves the lobby but not the operator list', async () => {
    const changed = await admin('PATCH', '/admin/games/river-dragon', { tags: ['baccarat'], lines: null });
    expect(changed.json().value).toMatchObject({ tags: ['baccarat'], lines: null, minBet: '500', rtp: 9610 });
    expect((await lobby('tag=baccarat')).content.map((game) => game.code)).toContain('river-dragon');
    await admin('PATCH', '/admin/games/river-dragon', { enabled: false });
    expect((await lobby('q=river-dragon')).total).toBe(0);
    const listed = await admin('GET', '/admin/games?q=river');
    expect(listed.json().value.content).toEqual([
      expect.objectContaining({ code: 'river-dragon', enabled: false }),
    ]);
    const missing = await admin('PATCH', '/admin/games/no-such-game', { sort: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('error_game_not_found');
    expect(await audits('games.update')).toBe(2);
  });

  it('sets a game’s image, takes it away to generated art that follows the kind, each change audited', async () => {
    const auditsBefore = await audits('games.update');
    const imageOf = async () => (await lobby('q=fortune-ox')).content[0]?.imageUrl;
    expect(await imageOf()).toBe('/media/games/art/slots/fortune-ox.svg');
    const set = await admin('PATCH', '/admin/games/fortune-ox', { imagePath: 'https://img.example/ox.webp' });
    expect(set.json().value).toMatchObject({ imagePath: 'https://img.example/ox.webp' });
    expect(await imageOf()).toBe('https://img.example/ox.webp');
    // Another kind keeps the operator's own image.
    await admin('PATCH', '/admin/games/fortune-ox', { category: 'mini_games' });
    expect(await imageOf()).toBe('https://img.example/ox.webp');
    const cleared = await admin('PATCH', '/admin/games/fortune-ox', { imagePath: null });
    expect(cleared.json().value).toMatchObject({ imagePath: '/media/games/art/mini_games/fortune-ox.svg' });
    // Generated art follows the kind: the motif is the kind's.
    await admin('PATCH', '/admin/games/fortune-ox', { category: 'slots' });
    expect(await imageOf()).toBe('/media/games/art/slots/fortune-ox.svg');
    const { rows } = await sites.database.pool.query<{
      before: { imagePath: string };
      after: { imagePath: string };
    }>(
      `select before, after from operator_audit where action = 'games.update' and target = 'game fortune-ox' order by id`,
    );
    expect(rows.map((row) => [row.before.imagePath, row.after.imagePath])).toEqual([
      ['/media/games/art/slots/fortune-ox.svg', 'https://img.example/ox.webp'],
      ['https://img.example/ox.webp', 'https://img.example/ox.webp'],
      ['https://img.example/ox.webp', '/media/games/art/mini_games/fortune-ox.svg'],
      ['/media/games/art/mini_games/fortune-ox.svg', '/media/games/art/slots/fortune-ox.svg'],
    ]);
    expect(await audits('games.update')).toBe((auditsBefore ?? 0) + 4);
  });

  it('rejects invalid fields with the validation envelope', async () => {
    for (const payload of [
      { ...newGame, code: 'Bad Code' },
      { ...newGame, code: 'x1', names: { vi: 'Chỉ tiếng Việt' } },
      { ...newGame, code: 'x2', category: 'poker' },
      { ...newGame, code: 'x3', imagePath: 'javascript:alert(1)' },
      { ...newGame, code: 'x4', rtp: 10_001 },
      { ...newGame, code: 'x5', minBet: '-1' },
    ]) {
      const response = await admin('POST', '/admin/games', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('error_validation');
    }
  });
});

describe('operator catalog vendors', () => {
  it('changes lane title, sort and launch template; the lobby follows', async () => {
    const response = await admin('PATCH', '/admin/games/vendors/SIM_FISH', {
      laneTitle: 'Fish Hall',
      sort: -5,
      launchUrlTemplate: 'https://fish.example/play?g={game}&t={token}',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      code: 'SIM_FISH',
      laneTitle: 'Fish Hall',
      sort: -5,
      gameCount: 4,
    });
    const vendors = (await sites.member.inject({ method: 'GET', url: '/wps/relay/games/vendors' })).json()
      .value;
    expect(vendors[0]).toMatchObject({ code: 'SIM_FISH', laneTitle: 'Fish Hall' });
    expect((await lobby('size=1')).content[0]?.vendor).toBe('SIM_FISH');
    const list = await admin('GET', '/admin/games/vendors');
    expect(list.json().value.find((vendor: { code: string }) => vendor.code === 'SIM_FISH')).toMatchObject({
      launchUrlTemplate: 'https://fish.example/play?g={game}&t={token}',
    });
    expect(await audits('games.vendor')).toBe(1);
    const unknown = await admin('PATCH', '/admin/games/vendors/NO_SUCH', { sort: 1 });
    expect(unknown.json().error.code).toBe('error_vendor_not_found');
  });

  it('refuses every operator call without the key', async () => {
    for (const [method, url] of [
      ['GET', '/admin/games'],
      ['POST', '/admin/games'],
      ['PATCH', '/admin/games/limbo'],
      ['POST', '/admin/games/limbo/disable'],
      ['GET', '/admin/games/vendors'],
      ['PATCH', '/admin/games/vendors/LOTUS'],
    ] as const) {
      const response = await sites.operator.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code, url).toBe('error_operator_unauthorized');
    }
    expect((await lobby('q=limbo')).total).toBe(1);
  });
});
