import { Link } from '@lotus/app-shell/routing';
import type { MyRebate } from '@lotus/contract/rebate';
import { formatMoney, useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { AccountNav } from '../account/index.ts';
import { formatRate } from '../vip/index.ts';
import { RebateHistory } from './RebateHistory.tsx';
import { rebateApi, rebateQueryKeys } from './rebate-queries.ts';
import * as styles from './rebate.css.ts';

/**
 * The rebate page (`/rebate`): the rebate and cashback rates of the member's level by game type,
 * how the brand pays them, what waits to be claimed, and the history with a claim on each row
 * that waits. Signed-in members only.
 */
export function RebatePage() {
  const { t } = useT('vip');
  return (
    <RequireSignIn>
      <div className={styles.page}>
        <AccountNav />
        <div className={styles.stack}>
          <h1 className={styles.title}>{t('vip.rebate.title')}</h1>
          <p className={styles.notice}>{t('vip.rebate.lead')}</p>
        </div>
        <Overview />
        <RebateHistory />
      </div>
    </RequireSignIn>
  );
}

function Overview() {
  const { t } = useT('vip');
  const mine = useQuery({ queryKey: rebateQueryKeys.mine, queryFn: rebateApi.mine });
  if (mine.isPending) {
    return (
      <div aria-busy="true" aria-label={t('vip.rebate.loading')} className={styles.overview}>
        <Skeleton height={220} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <LoadFailed headingLevel={2} title={t('vip.rebate.loadError')} onRetry={() => void mine.refetch()} />
    );
  }
  return <Rates mine={mine.data} />;
}

function Rates(props: { mine: MyRebate }) {
  const { t, language } = useT('vip');
  const { mine } = props;
  return (
    <div className={styles.overview}>
      <section className={styles.panel} aria-labelledby="rebate-rates-title" data-testid="rebate-rates">
        <h2 id="rebate-rates-title" className={styles.sectionTitle}>
          {t('vip.rebate.ratesTitle', { name: mine.levelName })}
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {t('vip.rebate.gameType')}
              </th>
              <th scope="col" className={styles.numberHead}>
                {t('vip.rebate.rebateRate')}
              </th>
              <th scope="col" className={styles.numberHead}>
                {t('vip.rebate.cashbackRate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {mine.rates.map((rate) => (
              <tr key={rate.gameType}>
                <th scope="row" className={styles.cell} style={{ textAlign: 'start', fontWeight: 'inherit' }}>
                  {t(`vip.gameTypes.${rate.gameType}`)}
                </th>
                <td className={styles.numberCell}>{formatRate(rate.rebateBps, language)}</td>
                <td className={styles.numberCell}>{formatRate(rate.cashbackBps, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>
          {mine.mode === 'auto' ? t('vip.rebate.modeAuto') : t('vip.rebate.modeClaim')}
        </p>
      </section>
      <section className={styles.claimPanel} aria-labelledby="rebate-claimable-title">
        {/* A brand that pays at once has nothing to claim, unless it used to wait for claims. */}
        {mine.mode === 'auto' && mine.claimable === '0' ? (
          <>
            <h2 id="rebate-claimable-title" className={styles.sectionTitle}>
              {t('vip.rebate.paidDaily')}
            </h2>
            <p className={styles.muted}>{t('vip.rebate.paidDailyHint')}</p>
          </>
        ) : (
          <>
            <h2 id="rebate-claimable-title" className={styles.sectionTitle}>
              {t('vip.rebate.claimable')}
            </h2>
            <p className={styles.bigFigure} data-testid="rebate-claimable">
              {formatMoney(mine.claimable, mine.currency, language)}
            </p>
          </>
        )}
        <Link to="/vip" className={styles.actionLink}>
          {t('vip.rebate.toVip')}
        </Link>
      </section>
    </div>
  );
}
