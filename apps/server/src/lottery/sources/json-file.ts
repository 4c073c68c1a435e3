import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { LotteryResultSource, SourcedResult } from './source.ts';

/**
 * The file's shape: `{ "results": [{ "date": "2026-09-15", "station": "qni", "board": { "special":
 * ["31429"], ... } }] }`. Only its envelope is checked here; each board's shape is checked when it
 * is entered, against its draw's layout.
 */
const resultsFileSchema = z.object({
  results: z.array(
    z.object({
      date: z.iso.date(),
      station: z.string().min(1).max(8),
      board: z.record(z.string(), z.array(z.string())),
    }),
  ),
});

/**
 * A results source that reads a JSON file of results by date and station (read again on every
 * call, so a file replaced while the server runs is seen at the next import).
 */
export function jsonFileResultSource(path: string): LotteryResultSource {
  return {
    name: 'json-file',
    async resultsOn(date: string): Promise<SourcedResult[]> {
      const file = resultsFileSchema.parse(JSON.parse(await readFile(path, 'utf8')));
      return file.results
        .filter((result) => result.date === date)
        .map((result) => ({ station: result.station, board: result.board }));
    },
  };
}
