import { useT } from '@lotus/i18n';
import type { LotteryNumberStatistic } from '@lotus/games';
import { gapWords, heatLevelOf } from './statistics-words.ts';
import * as styles from './statistics.css.ts';

/**
 * The lô 00–99 as a grid, each with how often it came and how long since, shaded by frequency
 * (theme tokens, so the scale reads in dark and light); hot and cold lô carry a word and a frame.
 * Each cell says all of it in one sentence to assistive technology.
 */
export function NumberHeatGrid(props: {
  statistics: readonly LotteryNumberStatistic[];
  draws: number;
  hot: ReadonlySet<string>;
  cold: ReadonlySet<string>;
}) {
  const { t } = useT('lotteryResults');
  const highest = Math.max(0, ...props.statistics.map((entry) => entry.frequency));
  return (
    <ul className={styles.grid} aria-label={t('lotteryResults.statistics.grid')}>
      {props.statistics.map((entry) => {
        const hot = props.hot.has(entry.number);
        const cold = props.cold.has(entry.number);
        const gap = gapWords(t, entry, props.draws);
        const frequency = t('lotteryResults.statistics.times', { count: entry.frequency });
        const mark = hot
          ? t('lotteryResults.statistics.hotMark')
          : cold
            ? t('lotteryResults.statistics.coldMark')
            : null;
        const classes = [
          styles.cell,
          styles.heat[heatLevelOf(entry.frequency, highest)],
          hot ? styles.hot : '',
          cold ? styles.cold : '',
        ];
        return (
          <li key={entry.number} className={classes.join(' ')} data-number={entry.number}>
            <span className={styles.visuallyHidden}>
              {t('lotteryResults.statistics.cell', {
                number: entry.number,
                frequency: t('lotteryResults.statistics.frequency', { count: entry.frequency }),
                gap: gapWords(t, entry, props.draws, 'whole'),
              })}
              {mark === null ? '' : ` (${mark})`}
            </span>
            <span aria-hidden="true" className={styles.cellNumber}>
              {entry.number}
            </span>
            <span aria-hidden="true" className={styles.cellFigure}>
              {frequency}
            </span>
            <span aria-hidden="true" className={styles.cellFigure}>
              {gap}
            </span>
            {mark === null ? null : (
              <span aria-hidden="true" className={hot ? styles.hotMark : styles.coldMark}>
                {mark}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
