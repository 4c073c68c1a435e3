import type { LotteryImportReport } from '@lotus/contract/lottery';
import type { Pool } from '../platform/database/pool.ts';
import { isAppError } from '../platform/http/app-error.ts';
import type { ResultAuthor, LotteryResultsService } from './service.ts';
import type { LotteryResultSource } from './sources/source.ts';

/** Two boards with the same numbers in every prize (stored JSON does not keep the keys' order). */
function sameBoard(left: Record<string, string[]>, right: Record<string, string[]>): boolean {
  const prizes = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...prizes].every((prize) => JSON.stringify(left[prize]) === JSON.stringify(right[prize]));
}

/**
 * Reads a date's regional results from a source and enters each on its draw as a result waiting
 * for a second operator (its source recorded), through the same rule as a typed result: a board of
 * the wrong shape, a draw not past its close or void, is skipped with the reason. A draw already
 * final or already given this exact board is left alone (a correction is entered by hand).
 */
export function createLotteryImporter(deps: {
  pool: Pool;
  brandId: number;
  results: LotteryResultsService;
  source: LotteryResultSource | undefined;
}) {
  const { pool, brandId, results, source } = deps;

  async function importDate(date: string, context: ResultAuthor['context']): Promise<LotteryImportReport> {
    const { rows: draws } = await pool.query<{ draw_key: string; station_code: string; status: string }>(
      `select draw_key, station_code, status from lottery_draws
       where brand_id = $1 and draw_date = $2 and station_code is not null order by draws_at, draw_key`,
      [brandId, date],
    );
    if (source === undefined) {
      return {
        source: 'none',
        entered: [],
        skipped: draws.map((draw) => ({ drawId: draw.draw_key, reason: 'no_source' })),
      };
    }
    const published = await source.resultsOn(date);
    const report: LotteryImportReport = { source: source.name, entered: [], skipped: [] };
    for (const draw of draws) {
      const result = published.find((entry) => entry.station === draw.station_code);
      if (!result) {
        report.skipped.push({ drawId: draw.draw_key, reason: 'no_result' });
        continue;
      }
      if (draw.status === 'final' || draw.status === 'void') {
        report.skipped.push({ drawId: draw.draw_key, reason: draw.status });
        continue;
      }
      const current = await results.get(draw.draw_key);
      const waiting = current.results.find((entry) => entry.state === 'pending');
      if (waiting && sameBoard(waiting.board, result.board)) {
        report.skipped.push({ drawId: draw.draw_key, reason: 'already_entered' });
        continue;
      }
      try {
        await results.enter(draw.draw_key, result.board, { context, source: `import:${source.name}` });
        report.entered.push(draw.draw_key);
      } catch (error) {
        if (!isAppError(error)) throw error;
        report.skipped.push({ drawId: draw.draw_key, reason: error.code });
      }
    }
    return report;
  }

  return { importDate };
}

export type LotteryImporter = ReturnType<typeof createLotteryImporter>;
