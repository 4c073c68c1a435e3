import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  central20250813DaNang,
  central20250813KhanhHoa,
  north20260915QuangNinh,
  south20250816HoChiMinh,
} from '../../../../packages/games/src/lottery/fixtures/published-boards.ts';
import { createTestOperator, operatorInject } from '../../test/operator-helpers.ts';
import { createTestSites } from '../../test/test-sites.ts';
import type { TestSites } from '../../test/test-sites.ts';
import { platformContext } from '../platform/database/audit.ts';
import { createFinalNotices } from './final-notices.ts';
import { createLotteryImporter } from './importer.ts';
import { createLotteryResults } from './service.ts';
import { plannedRegionalDraws } from './schedule.ts';
import { jsonFileResultSource } from './sources/json-file.ts';
import type { LotteryResultSource } from './sources/source.ts';
import { insertPlannedDraws } from './tables.ts';

/**
 * Results read from a JSON file of real published boards: each becomes a result waiting for a
 * second operator with its source recorded; a board of the wrong shape is skipped with its code.
 */
let sites: TestSites;
let brandId: number;
let directory: string;
let file: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'lottery-results-'));
  file = path.join(directory, 'results.json');
  await writeFile(
    file,
    JSON.stringify({
      results: [
        { date: '2026-09-15', station: 'qni', board: north20260915QuangNinh },
        { date: '2025-08-13', station: 'dng', board: central20250813DaNang },
        { date: '2025-08-13', station: 'kh', board: central20250813KhanhHoa },
        { date: '2025-08-16', station: 'hcm', board: south20250816HoChiMinh },
        // A south board cut short: the eighth prize missing.
        { date: '2025-08-16', station: 'la', board: { ...south20250816HoChiMinh, eighth: undefined } },
        // For the operator's import call over HTTP.
        { date: '2025-08-17', station: 'tg', board: { ...south20250816HoChiMinh, special: ['123456'] } },
      ],
    }),
  );
  sites = await createTestSites({ LOTTERY_RESULTS_FILE: file });
  const pool = sites.database.pool;
  brandId = (
    await pool.query<{ id: number }>('select id from brands where code = $1', [sites.config.BRAND_CODE])
  ).rows[0]!.id;
  // The draws of the boards' dates, as the job made them then.
  for (const day of ['2026-09-15', '2025-08-13', '2025-08-16', '2025-08-17']) {
    const planned = plannedRegionalDraws(new Date(`${day}T00:00:00+07:00`), 900);
    await insertPlannedDraws(
      pool,
      brandId,
      planned.map((draw) => ({ ...draw, seed: null, seedHash: null })),
    );
  }
});
afterAll(async () => {
  await sites.close();
  await rm(directory, { recursive: true, force: true });
});

/** The results and the importer as the domain builds them, on this file's source (or none). */
function importerOn(source: LotteryResultSource | undefined) {
  const pool = sites.database.pool;
  const notices = createFinalNotices({ pool, brandId });
  const results = createLotteryResults({ pool, brandId, notices });
  return { results, importer: createLotteryImporter({ pool, brandId, results, source }) };
}

function domain() {
  return importerOn(jsonFileResultSource(file));
}

describe('importing results from a JSON file', () => {
  it('enters each station’s published board as waiting for confirmation, with its source', async () => {
    const lottery = domain();
    const north = await lottery.importer.importDate('2026-09-15', platformContext('test'));
    expect(north.source).toBe('json-file');
    expect(north.entered).toEqual(['R-qni-20260915']);
    // The file has no south or central board of that Tuesday.
    expect(north.skipped).toContainEqual({ drawId: 'R-btr-20260915', reason: 'no_result' });
    const central = await lottery.importer.importDate('2025-08-13', platformContext('test'));
    expect(central.entered.sort()).toEqual(['R-dng-20250813', 'R-kh-20250813']);
    const draw = await lottery.results.get('R-dng-20250813');
    expect(draw.status).toBe('entered');
    expect(draw.board).toBeNull();
    expect(draw.results).toMatchObject([
      { state: 'pending', source: 'import:json-file', board: central20250813DaNang },
    ]);
  });

  it('skips a board of the wrong shape and a station the file has no result for', async () => {
    const report = await domain().importer.importDate('2025-08-16', platformContext('test'));
    expect(report.entered).toEqual(['R-hcm-20250816']);
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        { drawId: 'R-la-20250816', reason: 'error_lottery_board_invalid' },
        { drawId: 'R-bp-20250816', reason: 'no_result' },
        { drawId: 'R-hg-20250816', reason: 'no_result' },
      ]),
    );
    expect((await domain().results.get('R-la-20250816')).results).toEqual([]);
  });

  it('is idempotent, and an imported result is final only once an operator confirms it', async () => {
    const again = await domain().importer.importDate('2026-09-15', platformContext('test'));
    expect(again.entered).toEqual([]);
    expect(again.skipped).toContainEqual({ drawId: 'R-qni-20260915', reason: 'already_entered' });
    const operator = await createTestOperator(sites, 'content');
    const confirmed = await operatorInject(sites, {
      method: 'POST',
      url: '/admin/lottery/draws/R-qni-20260915/result/confirm',
      headers: operator.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toMatchObject({ status: 'final', board: north20260915QuangNinh });
    const after = await domain().importer.importDate('2026-09-15', platformContext('test'));
    expect(after.entered).toEqual([]);
    expect(after.skipped).toContainEqual({ drawId: 'R-qni-20260915', reason: 'final' });
  });

  it('imports on the operator’s call from LOTTERY_RESULTS_FILE: the importer cannot confirm it, another can', async () => {
    const importer = await createTestOperator(sites, 'content');
    const confirmer = await createTestOperator(sites, 'content');
    const response = await operatorInject(sites, {
      method: 'POST',
      url: '/admin/lottery/imports',
      headers: importer.headers,
      payload: { date: '2025-08-17' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.source).toBe('json-file');
    expect(response.json().value.entered).toEqual(['R-tg-20250817']);
    const confirm = (operator: { headers: Record<string, string> }) =>
      operatorInject(sites, {
        method: 'POST',
        url: '/admin/lottery/draws/R-tg-20250817/result/confirm',
        headers: operator.headers,
      });
    expect((await confirm(importer)).json().error.code).toBe('error_lottery_result_same_operator');
    const confirmed = await confirm(confirmer);
    expect(confirmed.json().value).toMatchObject({ status: 'final', board: { special: ['123456'] } });
    expect(confirmed.json().value.results[0]).toMatchObject({
      source: 'import:json-file',
      enteredBy: { username: importer.username },
      confirmedBy: { username: confirmer.username },
    });
  });

  it('skips every draw when no source is configured', async () => {
    const lottery = importerOn(undefined);
    const report = await lottery.importer.importDate('2025-08-13', platformContext('test'));
    expect(report.source).toBe('none');
    expect(report.entered).toEqual([]);
    expect(report.skipped).toContainEqual({ drawId: 'R-dng-20250813', reason: 'no_source' });
  });
});
