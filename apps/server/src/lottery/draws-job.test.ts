import { fastDrawOpenAt, fastDrawSeedHash, stationsDrawingOn, verifyFastDraw } from '@lotus/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { createPool } from '../platform/database/pool.ts';
import { runDrawsPass } from './draws-job.ts';
import { createFinalNotices } from './final-notices.ts';
import type { FinalNotice } from './final-notices.ts';
import { vietnamDateOf } from './schedule.ts';

/**
 * The draws job as every instance runs it: draws are created once, each fast draw is drawn once
 * whoever runs the job, its board is the one the browser's rule computes from the revealed seed,
 * and no read answers a seed before its draw.
 */
let sites: TestSites;
let brandId: number;

beforeAll(async () => {
  sites = await createTestSites();
  const brand = await sites.database.pool.query<{ id: number }>('select id from brands where code = $1', [
    sites.config.BRAND_CODE,
  ]);
  brandId = brand.rows[0]!.id;
});
afterAll(() => sites.close());

/** Moves every draw of the brand `seconds` earlier, as if that much time had passed. */
async function timePasses(seconds: number) {
  await sites.database.pool.query(
    `update lottery_draws set draws_at = draws_at - make_interval(secs => $2),
       closes_at = closes_at - make_interval(secs => $2), opens_at = opens_at - make_interval(secs => $2)
     where brand_id = $1`,
    [brandId, seconds],
  );
}

describe('the draws job', () => {
  it('creates the coming fast and regional draws once, however many instances run it, seeds kept back', async () => {
    const pool = sites.database.pool;
    const heard: FinalNotice[] = [];
    const notices = createFinalNotices({ pool, brandId });
    notices.listen((notice) => {
      heard.push(notice);
    });
    const now = new Date();
    const passes = await Promise.all(
      Array.from({ length: 4 }, () => runDrawsPass({ pool, brandId, notices }, now)),
    );
    const { rows } = await pool.query<{
      draw_key: string;
      seed_hash: string | null;
      server_seed: string | null;
    }>(`select draw_key, seed_hash, server_seed from lottery_draws where brand_id = $1 order by draw_key`, [
      brandId,
    ]);
    const keys = rows.map((row) => row.draw_key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(passes.reduce((total, pass) => total + pass.created, 0)).toBe(keys.length);
    // The fast draw of each interval taking bets now (closing 30 s before it), and three after it.
    for (const interval of [1, 3, 5] as const) {
      const open = fastDrawOpenAt(interval, now, 30);
      const third = fastDrawOpenAt(interval, new Date(now.getTime() + 3 * interval * 60_000), 30);
      expect(keys).toEqual(expect.arrayContaining([open.drawId, third.drawId]));
    }
    // Today's and tomorrow's stations of every region, by the calendar.
    const today = vietnamDateOf(now);
    const tomorrow = vietnamDateOf(new Date(now.getTime() + 86_400_000));
    const stationKeys = [today, tomorrow].flatMap((date) =>
      (['north', 'central', 'south'] as const).flatMap((region) =>
        stationsDrawingOn(region, date).map((station) => `R-${station.code}-${date.replaceAll('-', '')}`),
      ),
    );
    expect(keys.filter((key) => key.startsWith('R-')).sort()).toEqual(stationKeys.sort());
    // Every fast draw's hash is published; no seed is in any draw before it is drawn.
    const fast = rows.filter((row) => row.draw_key.startsWith('F'));
    expect(fast.every((row) => /^[0-9a-f]{64}$/.test(row.seed_hash ?? ''))).toBe(true);
    expect(rows.every((row) => row.server_seed === null)).toBe(true);
    expect(heard).toEqual([]);
  });

  it('draws each due fast draw exactly once across instances, with the board the browser computes', async () => {
    const pool = sites.database.pool;
    const before = await pool.query<{ draw_key: string; seed_hash: string }>(
      `select draw_key, seed_hash from lottery_draws where brand_id = $1 and draw_key like 'F%'`,
      [brandId],
    );
    const heard: FinalNotice[] = [];
    // Three instances, each with its own pool of connections to the one database.
    const instances = Array.from({ length: 3 }, () => {
      const instancePool = createPool(sites.database.url, 4);
      const notices = createFinalNotices({ pool: instancePool, brandId });
      notices.listen((notice) => {
        heard.push(notice);
      });
      return { pool: instancePool, notices };
    });
    await timePasses(60 * 60);
    const passes = await Promise.all(
      instances.flatMap((instance) => [
        runDrawsPass({ pool: instance.pool, brandId, notices: instance.notices }),
        runDrawsPass({ pool: instance.pool, brandId, notices: instance.notices }),
      ]),
    );
    await Promise.all(instances.map((instance) => instance.pool.end()));
    const fastKeys = before.rows.map((row) => row.draw_key).sort();
    expect(passes.flatMap((pass) => pass.drawn).sort()).toEqual(fastKeys);
    expect(heard.map((notice) => notice.drawKey).sort()).toEqual(fastKeys);

    const { rows } = await pool.query<{
      draw_key: string;
      status: string;
      server_seed: string;
      board: Record<string, string[]>;
      results: number;
      notices: number;
    }>(
      `select d.draw_key, d.status, d.server_seed, d.board,
         (select count(*)::int from lottery_results r where r.draw_id = d.id) as results,
         (select count(*)::int from lottery_final_notices n where n.draw_id = d.id) as notices
       from lottery_draws d where d.brand_id = $1 and d.draw_key = any($2)`,
      [brandId, fastKeys],
    );
    expect(rows).toHaveLength(fastKeys.length);
    for (const row of rows) {
      expect(row.status).toBe('final');
      expect(row.results).toBe(1);
      expect(row.notices).toBe(1);
      // The seed revealed is the one whose hash was published at creation, and gives this board.
      const published = before.rows.find((draw) => draw.draw_key === row.draw_key)!.seed_hash;
      expect(fastDrawSeedHash(row.server_seed)).toBe(published);
      expect(
        verifyFastDraw({
          drawId: row.draw_key,
          serverSeed: row.server_seed,
          seedHash: published,
          board: row.board,
        }),
      ).toEqual({ seedMatches: true, boardMatches: true });
    }
    // Betting is over on the regional draws past their close; none of them is drawn by the job.
    const regional = await pool.query<{ status: string; past: boolean }>(
      `select status, closes_at <= now() as past from lottery_draws where brand_id = $1 and draw_key like 'R-%'`,
      [brandId],
    );
    expect(regional.rows.filter((row) => row.past).every((row) => row.status === 'closed')).toBe(true);
    expect(regional.rows.filter((row) => !row.past).every((row) => row.status === 'open')).toBe(true);
  });
});
