import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  central20250813DaNang,
  north20260915QuangNinh,
} from '../../../../packages/games/src/lottery/fixtures/published-boards.ts';
import { createTestOperator, operatorInject } from '../../test/operator-helpers.ts';
import type { TestOperator } from '../../test/operator-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { runDrawsPass } from './draws-job.ts';
import { createFinalNotices } from './final-notices.ts';

/**
 * The operator's lottery calls: a regional result entered past the close waits for a second
 * operator; a board of the wrong shape is refused at the exact prize and changes nothing; a
 * correction keeps the history; a void is final; a fast draw's seed is never answered early.
 */
let sites: TestSites;
let brandId: number;
let first: TestOperator;
let second: TestOperator;
let finance: TestOperator;
let northDraw: string;
let centralDraw: string;
let futureNorthDraw: string;
let fastDraw: string;

beforeAll(async () => {
  sites = await createTestSites();
  const pool = sites.database.pool;
  brandId = (
    await pool.query<{ id: number }>('select id from brands where code = $1', [sites.config.BRAND_CODE])
  ).rows[0]!.id;
  first = await createTestOperator(sites, 'content');
  second = await createTestOperator(sites, 'content');
  finance = await createTestOperator(sites, 'finance');
  await runDrawsPass({ pool, brandId, notices: createFinalNotices({ pool, brandId }) });
  const key = async (sql: string) => (await pool.query<{ draw_key: string }>(sql)).rows[0]!.draw_key;
  futureNorthDraw = await key(
    `select draw_key from lottery_draws where game_code = 'north' order by draws_at desc limit 1`,
  );
  fastDraw = await key(
    `select draw_key from lottery_draws where game_code = 'F5' order by draws_at desc limit 1`,
  );
  // Two days pass for the regional draws made today: their betting is over.
  await pool.query(
    `update lottery_draws set draws_at = draws_at - interval '2 days', closes_at = closes_at - interval '2 days'
     where draw_key like 'R-%' and draw_key <> $1`,
    [futureNorthDraw],
  );
  northDraw = await key(
    `select draw_key from lottery_draws where game_code = 'north' and closes_at < now() order by draws_at limit 1`,
  );
  centralDraw = await key(
    `select draw_key from lottery_draws where game_code = 'central' and closes_at < now() order by draws_at limit 1`,
  );
});
afterAll(() => sites.close());

const call = (operator: TestOperator, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  operatorInject(sites, {
    method,
    url,
    headers: { ...operator.headers, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const enter = (operator: TestOperator, drawId: string, board: unknown) =>
  call(operator, 'PUT', `/admin/lottery/draws/${drawId}/result`, { board });
const confirm = (operator: TestOperator, drawId: string) =>
  call(operator, 'POST', `/admin/lottery/draws/${drawId}/result/confirm`);
const read = async (drawId: string) => {
  const response = await call(first, 'GET', `/admin/lottery/draws/${drawId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
};

describe('entering and confirming a regional result', () => {
  it('refuses a board of the wrong shape at the exact prize and position, changing nothing', async () => {
    const board = { ...north20260915QuangNinh, third: ['87180', '30479', '5391', '09896', '01566', '70239'] };
    const response = await enter(first, northDraw, board);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('error_lottery_board_invalid');
    expect(error.message).toContain('third');
    expect(error.message).toContain('number 3');
    // A central board on the north's draw: wrong counts and prizes.
    const wrongRegion = await enter(first, northDraw, central20250813DaNang);
    expect(wrongRegion.json().error.code).toBe('error_lottery_board_invalid');
    const draw = await read(northDraw);
    expect(draw.results).toEqual([]);
    expect(['open', 'closed']).toContain(draw.status);
  });

  it('translates the refusal in Vietnamese', async () => {
    const response = await operatorInject(sites, {
      method: 'PUT',
      url: `/admin/lottery/draws/${northDraw}/result`,
      headers: { ...first.headers, 'accept-language': 'vi' },
      payload: { board: { ...north20260915QuangNinh, seventh: ['27', '15', '44'] } },
    });
    expect(response.json().error.message).toContain('Bảng kết quả không hợp lệ ở giải seventh');
  });

  it('waits for a second operator: the one who entered it cannot confirm', async () => {
    const entered = await enter(first, northDraw, north20260915QuangNinh);
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().value.status).toBe('entered');
    expect(entered.json().value.board).toBeNull();

    const self = await confirm(first, northDraw);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('error_lottery_result_same_operator');
    expect((await read(northDraw)).status).toBe('entered');

    const confirmed = await confirm(second, northDraw);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const draw = confirmed.json().value;
    expect(draw.status).toBe('final');
    expect(draw.board).toEqual(north20260915QuangNinh);
    expect(draw.results[0]).toMatchObject({
      state: 'confirmed',
      source: 'operator',
      enteredBy: { username: first.username },
      confirmedBy: { username: second.username },
    });
    const notices = await sites.database.pool.query(
      `select n.is_correction from lottery_final_notices n join lottery_draws d on d.id = n.draw_id
       where d.draw_key = $1`,
      [northDraw],
    );
    expect(notices.rows).toEqual([{ is_correction: false }]);
    const again = await confirm(second, northDraw);
    expect(again.json().error.code).toBe('error_lottery_no_pending_result');
  });

  it('keeps a corrected result with its history, final only once a second operator confirms it', async () => {
    const corrected = { ...north20260915QuangNinh, special: ['31428'] };
    const entered = await enter(second, northDraw, corrected);
    expect(entered.statusCode, entered.body).toBe(200);
    // Still final on the first board until the correction is confirmed.
    expect(entered.json().value).toMatchObject({ status: 'final', board: north20260915QuangNinh });
    expect((await confirm(second, northDraw)).json().error.code).toBe('error_lottery_result_same_operator');
    const confirmed = await confirm(first, northDraw);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const draw = confirmed.json().value;
    expect(draw.board.special).toEqual(['31428']);
    expect(
      draw.results.map((result: { state: string; isCorrection: boolean }) => [
        result.state,
        result.isCorrection,
      ]),
    ).toEqual([
      ['confirmed', true],
      ['replaced', false],
    ]);
    const audit = await operatorInject(sites, {
      method: 'GET',
      url: `/admin/audit?target=${encodeURIComponent(`lottery draw ${northDraw}`)}`,
    });
    const actions = audit.json().value.content.map((row: { action: string }) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'lottery.result.enter',
        'lottery.result.confirm',
        'lottery.result.correct',
        'lottery.result.confirm_correction',
      ]),
    );
  });

  it('takes no result before the close, nor on a fast draw', async () => {
    const early = await enter(first, futureNorthDraw, north20260915QuangNinh);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('error_lottery_draw_state');
    const fast = await enter(first, fastDraw, north20260915QuangNinh);
    expect(fast.json().error.code).toBe('error_lottery_draw_state');
  });

  it('is the role’s to do: an operator without games.manage is refused', async () => {
    const response = await enter(finance, centralDraw, central20250813DaNang);
    expect(response.statusCode).toBe(403);
    expect((await read(centralDraw)).results).toEqual([]);
  });
});

describe('voiding a draw', () => {
  it('voids a draw that is not final, sets its waiting result aside, and takes nothing after', async () => {
    expect((await enter(first, centralDraw, central20250813DaNang)).statusCode).toBe(200);
    const voided = await call(first, 'POST', `/admin/lottery/draws/${centralDraw}/void`, {
      reason: 'station did not draw',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().value).toMatchObject({ status: 'void', voidReason: 'station did not draw' });
    expect(voided.json().value.results[0].state).toBe('discarded');
    expect((await confirm(second, centralDraw)).json().error.code).toBe('error_lottery_no_pending_result');
    expect((await enter(first, centralDraw, central20250813DaNang)).json().error.code).toBe(
      'error_lottery_draw_state',
    );
    const final = await call(first, 'POST', `/admin/lottery/draws/${northDraw}/void`, {
      reason: 'too late now',
    });
    expect(final.json().error.code).toBe('error_lottery_draw_state');
  });
});

describe('reading the draws', () => {
  it('lists draws by game and state, and never answers a fast draw’s seed before it is drawn', async () => {
    const list = await call(first, 'GET', '/admin/lottery/draws?game=F5&size=50');
    expect(list.statusCode, list.body).toBe(200);
    const draws = list.json().value.content as Array<{
      status: string;
      seedHash: string;
      serverSeed: string | null;
    }>;
    expect(draws.length).toBeGreaterThan(0);
    for (const draw of draws) {
      expect(draw.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(draw.serverSeed).toBeNull();
    }
    const fast = await read(fastDraw);
    expect(fast.serverSeed).toBeNull();
    const seed = await sites.database.pool.query<{ server_seed: string }>(
      `select s.server_seed from lottery_fast_seeds s join lottery_draws d on d.id = s.draw_id where d.draw_key = $1`,
      [fastDraw],
    );
    expect(JSON.stringify(fast)).not.toContain(seed.rows[0]!.server_seed);
    const finals = await call(first, 'GET', '/admin/lottery/draws?status=final&game=north');
    expect(finals.json().value.content.map((draw: { drawId: string }) => draw.drawId)).toContain(northDraw);
    const unknown = await call(first, 'GET', '/admin/lottery/draws?station=hn');
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the brand’s lottery settings', () => {
  it('closes betting 30 s before a fast draw and 15 minutes before a regional one until changed', async () => {
    const defaults = await call(first, 'GET', '/admin/lottery/settings');
    expect(defaults.json().value).toEqual({ fastCloseSeconds: 30, regionalCloseSeconds: 900 });
    const wrong = await call(first, 'PUT', '/admin/lottery/settings', {
      fastCloseSeconds: 60,
      regionalCloseSeconds: 900,
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await call(first, 'PUT', '/admin/lottery/settings', {
      fastCloseSeconds: 20,
      regionalCloseSeconds: 600,
    });
    expect(changed.json().value).toEqual({ fastCloseSeconds: 20, regionalCloseSeconds: 600 });
    // Draws made from now on take it: those of three days from now.
    const pool = sites.database.pool;
    const later = new Date(Date.now() + 3 * 86_400_000);
    await runDrawsPass({ pool, brandId, notices: createFinalNotices({ pool, brandId }) }, later);
    const { rows } = await pool.query<{ game_code: string; seconds: number }>(
      `select game_code, extract(epoch from draws_at - closes_at)::int as seconds from lottery_draws
       where brand_id = $1 and draws_at > now() + interval '2 days'`,
      [brandId],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.seconds).toBe(row.game_code.startsWith('F') ? 20 : 600);
    const audit = await operatorInject(sites, {
      method: 'GET',
      url: '/admin/audit?target=lottery%20settings',
    });
    expect(audit.json().value.content[0]).toMatchObject({ action: 'lottery.settings.update' });
  });
});
