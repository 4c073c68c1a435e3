import { jackpot, useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { useEasedNumber } from './eased-number.ts';
import * as styles from './JackpotCounter.css.ts';
import { formatMinorUnits } from './money.ts';

/** The real progressive jackpot as the server reports it, refreshed every 15 s and eased between values. */
export function JackpotCounter() {
  const { t, language } = useT();
  const { brand } = useSystemStatus();
  const pool = useQuery({ queryKey: ['jackpot'], queryFn: jackpot.current, refetchInterval: 15_000 });
  const exact = pool.data ? BigInt(pool.data.amount) : 0n;
  const eased = useEasedNumber(Number(exact));
  const currency = pool.data?.currency ?? brand.currency;
  // While easing, the drawn value is approximate; at rest it is the exact BigInt amount.
  const shown = Math.round(eased) === Number(exact) ? exact : Math.round(eased);
  return (
    <section className={styles.card} aria-labelledby="jackpot-title">
      <h2 id="jackpot-title" className={styles.title}>
        {t('speed.jackpot.title')}
      </h2>
      {pool.isPending ? (
        <Skeleton height={44} width="80%" radius="md" />
      ) : pool.isError ? (
        <p className={styles.failed}>{t('speed.jackpot.failed')}</p>
      ) : (
        <p className={styles.amount} data-testid="jackpot-amount" aria-live="off">
          {formatMinorUnits(shown, currency, language)}
        </p>
      )}
    </section>
  );
}
