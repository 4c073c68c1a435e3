import { formatMoney, useT } from '@lotus/i18n';
import { percentDone } from './promotions-rules.ts';
import * as styles from './promotions.css.ts';

/** A challenge's valid bets since joining against its target: a bar and the two figures. */
export function ChallengeProgress(props: { done: string; target: string; currency: string }) {
  const { t, language } = useT('promotions');
  const money = (value: string) => formatMoney(value, props.currency, language);
  const percent = percentDone(props);
  const value = t('promotions.progress.value', { done: money(props.done), target: money(props.target) });
  return (
    <div className={styles.progress} data-testid="challenge-progress">
      <div className={styles.progressHead}>
        <span>{t('promotions.progress.label')}</span>
        <span className={styles.progressFigures}>{value}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('promotions.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={value}
        className={styles.progressTrack}
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
