import { verifyFastDraw } from '@lotus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, nextClientAddress } from '../../test/auth-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { registerWalletMember } from '../../test/wallet-helpers.ts';
import { runDrawsPass } from './draws-job.ts';
import { createFinalNotices } from './final-notices.ts';

/**
 * The member site's lottery reads: the games with today's stations, the draws taking bets with
 * their close, and final results with a fast draw's revealed seed; a seed still to draw is never
 * answered by any of them.
 */
let sites: TestSites;
let brandId: number;
let token: string;

beforeAll(async () => {
  sites = await createTestSites();
  const pool = sites.database.pool;
  brandId = (
    await pool.query<{ id: number }>('select id from brands where code = $1', [sites.config.BRAND_CODE])
  ).rows[0]!.id;
  ({ token } = await registerWalletMember(sites.member, pool, sites.config.PAYLOAD_KEY));
});
afterAll(() => sites.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  sites.member.inject({ method: 'GET', url, headers, remoteAddress: nextClientAddress() });

async function pass(now = new Date()) {
  const pool = sites.database.pool;
  return runDrawsPass({ pool, brandId, notices: createFinalNotices({ pool, brandId }) }, now);
}

async function seedsNotDrawn(): Promise<string[]> {
  const { rows } = await sites.database.pool.query<{ server_seed: string }>(
    `select s.server_seed from lottery_fast_seeds s join lottery_draws d on d.id = s.draw_id where d.status <> 'final'`,
  );
  return rows.map((row) => row.server_seed);
}

describe('the lottery reads', () => {
  it('lists the games with the stations drawing today', async () => {
    const response = await get('/lgw/vn/games/game_menu');
    expect(response.statusCode, response.body).toBe(200);
    const menu = response.json().value;
    expect(menu.games.map((game: { gameCode: string }) => game.gameCode).sort()).toEqual(
      ['F1', 'F3', 'F5', 'central', 'north', 'south'].sort(),
    );
    const north = menu.games.find((game: { gameCode: string }) => game.gameCode === 'north');
    expect(north.stations).toHaveLength(1);
    expect(menu.games.find((game: { gameCode: string }) => game.gameCode === 'F3').intervalMinutes).toBe(3);
  });

  it('answers one open draw per fast interval with its close, its hash and no seed', async () => {
    await pass();
    const response = await get('/lgw/vn/numeros/opened/game?game=F1');
    expect(response.statusCode, response.body).toBe(200);
    const { serverTime, draws } = response.json().value;
    expect(draws).toHaveLength(1);
    expect(Date.parse(draws[0].closesAt)).toBeGreaterThan(Date.parse(serverTime));
    expect(Date.parse(draws[0].opensAt)).toBeLessThanOrEqual(Date.parse(serverTime));
    expect(draws[0].seedHash).toMatch(/^[0-9a-f]{64}$/);
    const all = await get('/lgw/vn/numeros/opened/game');
    const seeds = await seedsNotDrawn();
    expect(seeds.length).toBeGreaterThan(0);
    for (const seed of seeds) expect(all.body).not.toContain(seed);
  });

  it('answers final results to a member, with a fast draw’s seed the verifier accepts', async () => {
    const refused = await get('/lotto/lgw/games/opened/numero');
    expect(refused.statusCode).toBe(401);
    const empty = await get('/lotto/lgw/games/opened/numero?game=F1', bearer(token));
    expect(empty.json().value.content).toEqual([]);
    // An hour passes: the fast draws made above are drawn.
    await sites.database.pool.query(
      `update lottery_draws set draws_at = draws_at - interval '1 hour', closes_at = closes_at - interval '1 hour',
         opens_at = opens_at - interval '1 hour' where brand_id = $1`,
      [brandId],
    );
    await pass();
    const response = await get('/lotto/lgw/games/opened/numero?game=F1&size=10', bearer(token));
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().value.content;
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(
        verifyFastDraw({
          drawId: result.drawId,
          serverSeed: result.serverSeed,
          seedHash: result.seedHash,
          board: result.board,
        }),
      ).toEqual({ seedMatches: true, boardMatches: true });
    }
    // The draws of an hour from now are made (the ones above took their ids): they keep their seeds.
    await pass(new Date(Date.now() + 3_600_000));
    const seeds = await seedsNotDrawn();
    expect(seeds.length).toBeGreaterThan(0);
    const everything = await get('/lotto/lgw/games/opened/numero?size=200', bearer(token));
    for (const seed of seeds) expect(everything.body).not.toContain(seed);
  });
});
