import type { Jackpot } from '@lotus/contract/content';
import { formatMoney, useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
import { useId } from 'react';
import { useEasedNumber } from './eased-number.ts';
import * as styles from './JackpotCounter.css.ts';

/** The pool as its reader has it: still loading, failed (its poll goes on), or reported. */
export type JackpotPool = 'loading' | 'failed' | Jackpot;

/** The jackpot's card, whichever way its pool is read (`JackpotCounter`, `PolledJackpotCounter`). */
export function JackpotCard(props: { pool: JackpotPool }) {
  const { t } = useT('common');
  const titleId = useId();
  const { pool } = props;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('common.jackpot.title')}
      </h2>
      {pool === 'loading' ? (
        <Skeleton height={44} width="80%" radius="md" />
      ) : pool === 'failed' ? (
        // The poll goes on, so the counter comes back by itself when the server answers again.
        <p className={styles.failed}>{t('common.jackpot.failed')}</p>
      ) : (
        <JackpotAmount amount={pool.amount} currency={pool.currency} />
      )}
    </section>
  );
}

/**
 * Mounted with the first value the server reports, so the counter starts there (never from zero or
 * a made-up figure) and only eases between reported values.
 */
function JackpotAmount(props: { amount: string; currency: string }) {
  const { language } = useT('common');
  const exact = BigInt(props.amount);
  const eased = Math.round(useEasedNumber(Number(exact)));
  // While easing, the drawn value is approximate; at rest it is the exact amount, every digit of it.
  const shown = eased === Number(exact) ? exact : BigInt(eased);
  return (
    // The figure changes many times a second while easing: screen readers are not told of each one.
    <p className={styles.amount} data-testid="jackpot-amount" aria-live="off">
      {formatMoney(shown.toString(), props.currency, language)}
    </p>
  );
}
