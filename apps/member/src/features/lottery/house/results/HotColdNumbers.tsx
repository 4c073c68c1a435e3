import { useT } from '@lotus/i18n';
import type { LotteryNumberStatistic } from '@lotus/games';
import { useId } from 'react';
import { gapWords } from './statistics-words.ts';
import * as styles from './statistics.css.ts';

/** The hottest lô (most frequent) and the coldest (longest absent), each with its figure. */
export function HotColdNumbers(props: {
  hot: readonly LotteryNumberStatistic[];
  cold: readonly LotteryNumberStatistic[];
  draws: number;
}) {
  const { t } = useT('lotteryResults');
  // Ids of the page's own: the integrator may show the panel for more than one game.
  const hotId = useId();
  const coldId = useId();
  return (
    <div className={styles.extremes}>
      <section aria-labelledby={hotId}>
        <h3 id={hotId} className={styles.extremeTitle}>
          {t('lotteryResults.statistics.hot')}
        </h3>
        <ul className={styles.chips} aria-label={t('lotteryResults.statistics.hot')}>
          {props.hot.map((entry) => (
            <li key={entry.number} className={styles.chip}>
              <span className={styles.chipNumber}>{entry.number}</span> ·{' '}
              {t('lotteryResults.statistics.times', { count: entry.frequency })}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={coldId}>
        <h3 id={coldId} className={styles.extremeTitle}>
          {t('lotteryResults.statistics.cold')}
        </h3>
        <ul className={styles.chips} aria-label={t('lotteryResults.statistics.cold')}>
          {props.cold.map((entry) => (
            <li key={entry.number} className={styles.chip}>
              <span className={styles.chipNumber}>{entry.number}</span> · {gapWords(t, entry, props.draws)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
