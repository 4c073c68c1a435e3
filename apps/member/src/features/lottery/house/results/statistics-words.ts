import type { TFunction } from '@lotus/i18n';
import type { LotteryNumberStatistic } from '@lotus/games';

/**
 * How long since a lô came, in words: "not seen in N" over N draws when it never came, else its
 * gap, short for a grid cell ("gan 2") or whole for a sentence ("2 kỳ chưa về").
 */
export function gapWords(
  t: TFunction,
  entry: LotteryNumberStatistic,
  draws: number,
  form: 'short' | 'whole' = 'short',
): string {
  if (entry.drawsSinceSeen === null) return t('lotteryResults.statistics.notSeen', { count: draws });
  if (form === 'short') return t('lotteryResults.statistics.gapShort', { count: entry.drawsSinceSeen });
  if (entry.drawsSinceSeen === 0) return t('lotteryResults.statistics.seenLast');
  return t('lotteryResults.statistics.gap', { count: entry.drawsSinceSeen });
}

/** The heat level (0–4) of a frequency against the most frequent lô's. */
export function heatLevelOf(frequency: number, highest: number): 0 | 1 | 2 | 3 | 4 {
  if (frequency <= 0 || highest <= 0) return 0;
  return Math.max(1, Math.min(4, Math.ceil((frequency / highest) * 4))) as 1 | 2 | 3 | 4;
}
