import { leaderboardSchema, winnerPageSchema } from '@lotus/contract/winners/schemas';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress } from '../../test/auth-helpers.ts';
import { expectRefusal } from '../../test/hostile.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { playerAt } from '../../test/vendor-wallet-helpers.ts';
import type { TestPlayer } from '../../test/vendor-wallet-helpers.ts';
import { setHouseSettings } from '../house/house-test-helpers.ts';
import { playRound, simulatorSlots } from './winners-test-helpers.ts';

/**
 * Whatever query string a visitor sends to the public winners list and leaderboard, the answer is the
 * page it asked for or a well-formed 4xx refusal from the catalogue: never a failure of the server,
 * never a player's username, never SQL.
 */
let sites: TestSites;
let player: TestPlayer;
const runs = { numRuns: 150, interruptAfterTimeLimit: 20_000 };

beforeAll(async () => {
  sites = await createTestSites({ RATE_LIMIT_MAX: '1000000' });
  await setHouseSettings(sites.operator, { winnersThreshold: '500000' });
  const vendor = await simulatorSlots(sites);
  player = await playerAt(sites, vendor, 100_000n);
  await playRound(sites, vendor, player, 750_000n);
});
afterAll(() => sites.close());

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    "' or 1=1 --",
    "day'; drop table bets; --",
    '<script>',
    '__proto__',
    '\u0000',
    '%00',
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    '99999999999999999999',
    'day',
    'week',
    'DAY',
    'month',
    '',
  ),
);

/** A query string of a few keys, the list's and the leaderboard's among others, some of them twice. */
const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom('page', 'size', 'period', 'page[]', 'period[]'), text), text), {
    maxLength: 4,
  })
  .map((pairs) =>
    pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&'),
  );

async function get(url: string) {
  return sites.member.inject({ method: 'GET', url, remoteAddress: nextClientAddress() });
}

/** An answer is the page, valid to the contract, or a refusal; never anything that names the player. */
function expectPageOrRefusal(
  response: Awaited<ReturnType<typeof get>>,
  schema: { parse(value: unknown): unknown },
) {
  expect(response.statusCode).toBeLessThan(500);
  expect(response.body).not.toContain(player.username);
  expect(response.body).not.toMatch(/select |postgres|stack/i);
  if (response.statusCode === 200) schema.parse(response.json().value);
  else expectRefusal(response);
}

describe('hostile winners list and leaderboard calls', () => {
  it('GET /wps/relay/winners/list answers a page or refuses, whatever the query', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        expectPageOrRefusal(await get(`/wps/relay/winners/list?${query}`), winnerPageSchema);
      }),
      runs,
    );
  });

  it('GET /wps/relay/winners/leaderboard answers a board or refuses, whatever the query', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        expectPageOrRefusal(await get(`/wps/relay/winners/leaderboard?${query}`), leaderboardSchema);
      }),
      runs,
    );
  });

  it('refuses pages and periods out of range, with the field that is wrong', async () => {
    const refused: Array<[string, string]> = [
      ['/wps/relay/winners/list?page=0', 'page'],
      ['/wps/relay/winners/list?page=-1', 'page'],
      ['/wps/relay/winners/list?page=1.5', 'page'],
      ['/wps/relay/winners/list?page=abc', 'page'],
      ['/wps/relay/winners/list?page=', 'page'],
      ['/wps/relay/winners/list?page=100001', 'page'],
      ['/wps/relay/winners/list?page=1&page=2', 'page'],
      ['/wps/relay/winners/list?size=0', 'size'],
      ['/wps/relay/winners/list?size=201', 'size'],
      ['/wps/relay/winners/list?size=1%27%20or%201%3D1', 'size'],
      ['/wps/relay/winners/leaderboard?period=month', 'period'],
      ['/wps/relay/winners/leaderboard?period=DAY', 'period'],
      ['/wps/relay/winners/leaderboard?period=', 'period'],
      ['/wps/relay/winners/leaderboard?period=day&period=week', 'period'],
      ['/wps/relay/winners/leaderboard?period=day%27%3B%20drop%20table%20bets%3B%20--', 'period'],
    ];
    for (const [url, field] of refused) {
      const response = await get(url);
      expectRefusal(response);
      expect(response.json().error.code, url).toBe('error_validation');
      expect(Object.keys(response.json().error.fields ?? {}).join(), url).toContain(field);
    }
    // The rounds are all still there.
    const { rows } = await sites.database.pool.query<{ count: bigint }>('select count(*) from bets');
    expect(rows[0]?.count).toBe(1n);
  });

  it('answers the farthest page allowed with nothing, quickly, and the total', async () => {
    const response = await get('/wps/relay/winners/list?page=100000&size=200');
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ content: [], page: 100000, size: 200, total: 1 });
  });
});
