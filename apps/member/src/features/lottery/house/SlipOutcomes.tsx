import { formatMoney, useT } from '@lotus/i18n';
import type { SlipOutcome } from './use-place-slip.ts';
import * as styles from './house.css.ts';

/**
 * After a confirm where some slips were placed and some not: which were (station, slip, stake)
 * and which not, each with the refusal's words, and that confirming again sends only the rest.
 */
export function SlipOutcomes(props: {
  outcomes: readonly SlipOutcome[];
  stationName: (code: string | null) => string;
  currency: string;
}) {
  const { t, language } = useT('lotteryPlay');
  return (
    <div role="alert" className={styles.section} data-testid="slip-outcomes">
      <p className={styles.notice}>{t('lotteryPlay.outcome.title')}</p>
      <ul className={styles.lines}>
        {props.outcomes.map(({ slip, placed, refusal }) => {
          const station = props.stationName(slip.station);
          if (placed !== null) {
            return (
              <li key={slip.drawId}>
                {t('lotteryPlay.outcome.placed', {
                  station,
                  slipId: placed.slipId,
                  stake: formatMoney(placed.stake, props.currency, language),
                })}
              </li>
            );
          }
          return (
            <li key={slip.drawId} className={styles.errorText}>
              {refusal === null
                ? t('lotteryPlay.outcome.waiting', { station })
                : t('lotteryPlay.outcome.refused', { station, reason: refusal })}
            </li>
          );
        })}
      </ul>
      <p className={styles.muted}>{t('lotteryPlay.outcome.retry')}</p>
    </div>
  );
}
