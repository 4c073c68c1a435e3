/** Speed classes of the spec: fast (80 ms or less), normal (150 ms or less), slow (the rest). */
export const lineClasses = ['fast', 'normal', 'slow'] as const;
export type LineClass = (typeof lineClasses)[number];

/** The score of a line that failed or timed out (spec: "a failed ping counts as slow with 9999 ms"). */
export const failedScore = 9999;

/** A row of the list (spec: idx, speed, domainName, test, type). */
export interface LineRow {
  /** Position in the operator's list, 1-based: the row keeps its "Line n" label when the list re-sorts. */
  idx: number;
  domainName: string;
  /** Measured milliseconds; 0 while untested. */
  speed: number;
  tested: boolean;
  type: LineClass | null;
}

export function classify(speed: number): LineClass {
  if (speed <= 80) return 'fast';
  if (speed <= 150) return 'normal';
  return 'slow';
}

/** The median of the measurements; a failed ping counts as 9999, so one failure of three is outvoted. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return failedScore;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value ?? failedScore);
}

export function untestedRows(domains: readonly string[]): LineRow[] {
  return domains.map((domainName, index) => ({
    idx: index + 1,
    domainName,
    speed: 0,
    tested: false,
    type: null,
  }));
}

export function withResult(rows: readonly LineRow[], idx: number, speed: number): LineRow[] {
  return rows.map((row) => (row.idx === idx ? { ...row, speed, tested: true, type: classify(speed) } : row));
}

/** Fastest first; untested rows last, in their original order. */
export function sortBySpeed(rows: readonly LineRow[]): LineRow[] {
  return [...rows].sort((a, b) => {
    if (a.tested !== b.tested) return a.tested ? -1 : 1;
    if (!a.tested) return a.idx - b.idx;
    return a.speed - b.speed || a.idx - b.idx;
  });
}
