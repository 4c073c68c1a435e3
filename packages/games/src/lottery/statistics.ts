import type { LotteryBoard } from './board.ts';

/**
 * How one lô (00–99) fared over a run of draws: how many times it came (every appearance counts,
 * as lô pays per appearance) and how many draws have passed since it last came (0: it came in the
 * newest draw; null: it did not come in any of them).
 */
export interface LotteryNumberStatistic {
  number: string;
  frequency: number;
  drawsSinceSeen: number | null;
}

/** Every lô 00–99, in order. */
export const loNumbers: readonly string[] = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/**
 * The frequency and gap of each lô 00–99 over `boards`, newest draw first. Every number of every
 * prize counts by its last two digits, whatever the board's layout (a regional day's stations are
 * one draw each).
 */
export function numberStatisticsOf(boards: readonly LotteryBoard[]): LotteryNumberStatistic[] {
  const frequency = new Map<string, number>();
  const lastSeen = new Map<string, number>();
  boards.forEach((board, age) => {
    for (const numbers of Object.values(board)) {
      for (const value of numbers ?? []) {
        const lo = value.slice(-2);
        if (!/^\d\d$/.test(lo)) continue;
        frequency.set(lo, (frequency.get(lo) ?? 0) + 1);
        // Boards come newest first: the first draw a lô is met in is the latest it came.
        if (!lastSeen.has(lo)) lastSeen.set(lo, age);
      }
    }
  });
  return loNumbers.map((number) => ({
    number,
    frequency: frequency.get(number) ?? 0,
    drawsSinceSeen: lastSeen.get(number) ?? null,
  }));
}

/** A gap for sorting: never seen ranks as longer than any run of draws. */
const gapRank = (entry: LotteryNumberStatistic): number => entry.drawsSinceSeen ?? Number.MAX_SAFE_INTEGER;

/** The `count` lô that came most often (ties: the one seen most recently, then the lower number). */
export function hottestNumbers(
  statistics: readonly LotteryNumberStatistic[],
  count: number,
): LotteryNumberStatistic[] {
  return statistics
    .filter((entry) => entry.frequency > 0)
    .toSorted(
      (a, b) => b.frequency - a.frequency || gapRank(a) - gapRank(b) || a.number.localeCompare(b.number),
    )
    .slice(0, count);
}

/**
 * The `count` lô longest absent: never seen first, then the longest gap (ties: the rarer, then the
 * lower number). A lô in the newest draw is never cold.
 */
export function coldestNumbers(
  statistics: readonly LotteryNumberStatistic[],
  count: number,
): LotteryNumberStatistic[] {
  return statistics
    .filter((entry) => entry.drawsSinceSeen !== 0)
    .toSorted(
      (a, b) => gapRank(b) - gapRank(a) || a.frequency - b.frequency || a.number.localeCompare(b.number),
    )
    .slice(0, count);
}
