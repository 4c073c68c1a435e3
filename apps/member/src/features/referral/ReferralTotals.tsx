import type { ReferralSummary } from '@lotus/contract/referral';
import { formatMoney, formatNumber, useT } from '@lotus/i18n';
import * as styles from './referral.css.ts';

/** How many friends, where they stand, what they earned and what waits to be claimed. */
export function ReferralTotals(props: { summary: ReferralSummary }) {
  const { t, language } = useT('referral');
  const { totals, currency } = props.summary;
  const figures = [
    ['friends', formatNumber(totals.friends, language)],
    ['pending', formatNumber(totals.pending, language)],
    ['qualified', formatNumber(totals.qualified, language)],
    ['claimed', formatNumber(totals.claimed, language)],
    ['earned', formatMoney(totals.earned, currency, language)],
    ['claimable', formatMoney(totals.claimable, currency, language)],
  ] as const;
  return (
    <dl className={styles.totals} aria-label={t('referral.totals.label')} data-testid="referral-totals">
      {figures.map(([key, value]) => (
        <div key={key} className={styles.total}>
          <dt className={styles.muted}>{t(`referral.totals.${key}`)}</dt>
          <dd className={styles.totalValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
