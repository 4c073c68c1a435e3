import { formatMoney, useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { jackpot } from '../api.ts';
import { useEasedNumber } from './eased-number.ts';
import * as styles from './JackpotCounter.css.ts';
import { jackpotQueryKey, jackpotRefetchMs } from './jackpot-query.ts';

/**
 * The real progressive jackpot as the server reports it: asked for every 15 s (and written into the
 * same cache entry by a live event, where the site follows them), eased between reported values.
 */
export function JackpotCounter() {
  const { t } = useT('common');
  const titleId = useId();
  const pool = useQuery({
    queryKey: jackpotQueryKey,
    queryFn: jackpot.current,
    refetchInterval: jackpotRefetchMs,
  });
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('common.jackpot.title')}
      </h2>
      {pool.isPending ? (
        <Skeleton height={44} width="80%" radius="md" />
      ) : pool.isError ? (
        // The poll goes on, so the counter comes back by itself when the server answers again.
        <p className={styles.failed}>{t('common.jackpot.failed')}</p>
      ) : (
        <JackpotAmount amount={pool.data.amount} currency={pool.data.currency} />
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
