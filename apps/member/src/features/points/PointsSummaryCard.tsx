import type { PointsSummary } from '@lotus/contract/points';
import { Link } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadProblem } from './PointsFrame.tsx';
import { formatPoints } from './points-rules.ts';
import * as styles from './points.css.ts';

/**
 * The member's points at the top of a points page: the balance, what it earned and spent since
 * the account opened, and links to the pages that explain them (`links` off on those pages).
 */
export function PointsSummaryCard(props: { query: UseQueryResult<PointsSummary>; links?: boolean }) {
  const { t, language } = useT('points');
  const { query } = props;
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('points.summary.loading')}>
        <Skeleton height={96} radius="lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadProblem
        headingLevel={2}
        title={t('points.summary.loadError')}
        failure={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const summary = query.data;
  return (
    <section className={styles.summary} aria-labelledby="points-summary-title" data-testid="points-summary">
      <div className={styles.summaryBalance}>
        <h2 id="points-summary-title" className={styles.figureLabel}>
          {t('points.summary.balance')}
        </h2>
        <p className={styles.balanceFigure}>{formatPoints(summary.points, language)}</p>
      </div>
      <dl className={styles.summaryFigures}>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('points.summary.earned')}</dt>
          <dd className={styles.figureValue}>{formatPoints(summary.earned, language)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('points.summary.spent')}</dt>
          <dd className={styles.figureValue}>{formatPoints(summary.spent, language)}</dd>
        </div>
      </dl>
      {props.links === false ? null : (
        <div className={styles.summaryLinks}>
          <Link to="/points">{t('points.nav.detail')}</Link>
          <Link to="/points/rules">{t('points.nav.rules')}</Link>
        </div>
      )}
    </section>
  );
}
