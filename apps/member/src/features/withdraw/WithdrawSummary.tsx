import type { WithdrawalOverview } from '@lotus/contract/withdrawals';
import { formatMoney, useT } from '@lotus/i18n';
import { Card } from '@lotus/ui';
import { Link } from '@lotus/app-shell/routing';
import * as styles from './withdraw.css.ts';

/** What the member may withdraw: balance, what is available now, the limits, any turnover still due. */
export function WithdrawSummary(props: { overview: WithdrawalOverview }) {
  const { t, language } = useT('withdraw');
  const { overview } = props;
  const money = (value: string) => formatMoney(value, overview.currency, language);
  return (
    <Card>
      <section aria-labelledby="withdraw-summary-title" className={styles.stack}>
        <h2 id="withdraw-summary-title" className={styles.sectionTitle}>
          {t('withdraw.summary.title')}
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('withdraw.summary.balance')}</dt>
            <dd className={styles.factValue} data-testid="withdraw-balance">
              {money(overview.balance)}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('withdraw.summary.available')}</dt>
            <dd className={styles.factValue} data-testid="withdraw-available">
              {money(overview.available)}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('withdraw.summary.perRequest')}</dt>
            <dd className={styles.factValue}>
              {t('withdraw.summary.perRequestValue', {
                min: money(overview.limits.minAmount),
                max: money(overview.limits.maxAmount),
              })}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t('withdraw.summary.today')}</dt>
            <dd className={styles.factValue}>
              {t('withdraw.summary.todayValue', {
                count: overview.today.count,
                maxCount: overview.limits.dailyCount,
                amount: money(overview.today.amount),
                maxAmount: money(overview.limits.dailyAmount),
              })}
            </dd>
          </div>
        </dl>
        {overview.turnoverRemaining !== '0' ? (
          <p className={styles.warning} role="status" data-testid="withdraw-turnover">
            {t('withdraw.summary.turnover', { amount: money(overview.turnoverRemaining) })}{' '}
            <Link to="/rewards">{t('withdraw.summary.toRewards')}</Link>
          </p>
        ) : null}
        <p className={styles.muted}>
          {t('withdraw.summary.autoReceipt', { minutes: overview.autoReceiptMinutes })}
        </p>
      </section>
    </Card>
  );
}
