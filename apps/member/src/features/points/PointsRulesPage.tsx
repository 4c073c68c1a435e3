import type { PointsRate } from '@lotus/contract/points';
import { pointsRateTypes } from '@lotus/contract/points';
import { formatMoney, useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadProblem, PointsFrame } from './PointsFrame.tsx';
import { pointsApi, pointsQueryKeys } from './points-queries.ts';
import { formatPoints } from './points-rules.ts';
import * as styles from './points.css.ts';

/** How points work (`/points/rules`): earning and spending in plain words, and the brand's rate table. */
export function PointsRulesPage() {
  const { t } = useT('points');
  const parts = [
    { title: t('points.rules.earnTitle'), text: [t('points.rules.earn'), t('points.rules.earnExample')] },
    { title: t('points.rules.validTitle'), text: [t('points.rules.valid')] },
    { title: t('points.rules.spendTitle'), text: [t('points.rules.spend')] },
  ];
  return (
    <PointsFrame title={t('points.rules.title')}>
      <ul className={styles.rules} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {parts.map((part) => (
          <li key={part.title} className={styles.rule}>
            <h2 className={styles.smallTitle}>{part.title}</h2>
            {part.text.map((text) => (
              <p key={text} className={styles.text}>
                {text}
              </p>
            ))}
          </li>
        ))}
      </ul>
      <RateTable />
    </PointsFrame>
  );
}

function RateTable() {
  const { t, language } = useT('points');
  const summary = useQuery({ queryKey: pointsQueryKeys.summary, queryFn: pointsApi.summary });
  let body: ReactNode;
  if (summary.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('points.rules.loading')}>
        <Skeleton height={220} radius="md" />
      </div>
    );
  } else if (summary.isError) {
    body = (
      <LoadProblem
        headingLevel={3}
        title={t('points.rules.loadError')}
        failure={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  } else if (summary.data.rates.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('points.rules.noRates')}
        description={t('points.rules.noRatesHint')}
      />
    );
  } else {
    const { currency } = summary.data;
    const money = (value: string) => formatMoney(value, currency, language);
    const count = (value: string) =>
      t(value === '1' ? 'points.countOne' : 'points.count', { points: formatPoints(value, language) });
    const words = (rate: PointsRate) => {
      if (rate.type === 'redeem')
        return t('points.rules.redeemRate', { points: count(rate.points), money: money(rate.money) });
      return t(rate.type === 'deposit' ? 'points.rules.depositRate' : 'points.rules.earnRate', {
        money: money(rate.money),
        points: count(rate.points),
      });
    };
    // In the table's own order, whatever order the server keeps them in; types with no row are not listed.
    const rows = pointsRateTypes.flatMap((type) => summary.data.rates.filter((rate) => rate.type === type));
    body = (
      <table className={styles.table} data-testid="points-rates">
        <caption className={styles.caption}>{t('points.rules.ratesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('points.rules.type')}</th>
            <th scope="col">{t('points.rules.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((rate) => (
            <tr key={rate.type}>
              <th scope="row">{t(`points.rateTypes.${rate.type}`)}</th>
              <td>{words(rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section className={styles.record} aria-labelledby="points-rates-title">
      <h2 id="points-rates-title" className={styles.sectionTitle}>
        {t('points.rules.ratesTitle')}
      </h2>
      {body}
    </section>
  );
}
