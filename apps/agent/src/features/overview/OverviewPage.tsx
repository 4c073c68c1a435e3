import { lazyComponent, useRefusalText, useSystemStatus } from '@lotus/app-shell';
import { useSearchParams } from '@lotus/app-shell/routing';
import type { TeamOverview } from '@lotus/contract/agents';
import { formatMoney, formatNumber, useT } from '@lotus/i18n';
import { Button, Card, EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { NetLossSign } from './overview-format.ts';
import { formatRange, netLossSign } from './overview-format.ts';
import type { DayRange } from './overview-period.ts';
import { daysInRange, periodParams, rangeProblem, readPeriod, todayIn } from './overview-period.ts';
import { fetchOverview, overviewQueryKey } from './overview-queries.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import * as styles from './overview.css.ts';

// The chart is a chunk of its own: the figures paint without waiting for it.
const OverviewChart = lazyComponent(() =>
  import('./OverviewChart.tsx').then((module) => module.OverviewChart),
);

/**
 * The agent centre's landing page (`/`): the team's figures over a period of the brand's days
 * (today, yesterday, this week, this month or custom days, kept in the address) and, over two days
 * or more, the days as lines.
 */
export function OverviewPage() {
  const { t } = useT('agentOverview', 'common');
  const { brand } = useSystemStatus();
  const [params, setParams] = useSearchParams();
  const today = todayIn(brand.timeZone);
  const period = readPeriod(params, today);
  const problem = rangeProblem(period.range);
  return (
    <div className={styles.page} data-testid="agent-overview-page">
      <header className={styles.header}>
        <h1 className={styles.title}>{t('agentOverview.title')}</h1>
        <p className={styles.muted}>{t('agentOverview.lead', { timeZone: brand.timeZone })}</p>
      </header>
      <PeriodPicker
        period={period}
        shown={problem === undefined ? period.range : { from: today, to: today }}
        onPreset={(preset) => setParams(periodParams(preset))}
        onCustom={(range) => setParams(periodParams('custom', range))}
      />
      {problem === undefined ? <Overview range={period.range} /> : null}
    </div>
  );
}

function Overview(props: { range: DayRange }) {
  const { t, language } = useT('agentOverview', 'common');
  const refusalText = useRefusalText();
  const overview = useQuery({
    queryKey: overviewQueryKey(props.range),
    queryFn: ({ signal }) => fetchOverview(props.range, signal),
    placeholderData: keepPreviousData,
  });

  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('agentOverview.loadFailed')}
        description={refusalText(overview.error)}
        action={
          <Button loading={overview.isFetching} onClick={() => void overview.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const data = overview.data;
  return (
    <section
      className={`${styles.content} ${overview.isPlaceholderData ? styles.refreshing : ''}`}
      aria-busy={overview.isFetching}
      aria-label={t('agentOverview.figuresFor', { range: formatRange(props.range, language) })}
    >
      <p className={styles.muted} data-testid="overview-range">
        {t('agentOverview.figuresFor', { range: formatRange(props.range, language) })}
      </p>
      {data.teamSize === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t('agentOverview.emptyTeam')}
          description={t('agentOverview.emptyTeamHint')}
        />
      ) : (
        <>
          <Figures data={data} />
          {daysInRange(props.range) >= 2 ? (
            <Suspense fallback={<Skeleton height="18rem" radius="lg" />}>
              <OverviewChart days={data.days} currency={data.currency} />
            </Suspense>
          ) : (
            <p className={styles.muted}>{t('agentOverview.chart.oneDay')}</p>
          )}
        </>
      )}
    </section>
  );
}

/** The period's figures, a card each: counts grouped in the reader's language, money in its currency. */
function Figures(props: { data: TeamOverview }) {
  const { t, language } = useT('agentOverview');
  const { data } = props;
  const count = (value: number) => formatNumber(value, language);
  const money = (value: string) => formatMoney(value, data.currency, language);
  const sign = netLossSign(data.netLoss);
  return (
    <ul className={styles.cards} aria-label={t('agentOverview.figures.label')}>
      <Figure name="teamSize" value={count(data.teamSize)} note={t('agentOverview.notes.teamSize')} />
      <Figure name="newMembers" value={count(data.newMembers)} />
      <Figure
        name="activeMembers"
        value={count(data.activeMembers)}
        note={t('agentOverview.notes.activeMembers')}
      />
      <Figure name="deposits" value={money(data.deposits)} />
      <Figure name="withdrawals" value={money(data.withdrawals)} />
      <Figure name="validBets" value={money(data.validBets)} />
      <Figure name="netLoss" value={money(data.netLoss)} sign={sign} />
      <Figure name="myIncome" value={money(data.myIncome)} />
    </ul>
  );
}

type FigureName =
  | 'teamSize'
  | 'newMembers'
  | 'activeMembers'
  | 'deposits'
  | 'withdrawals'
  | 'validBets'
  | 'netLoss'
  | 'myIncome';

function Figure(props: { name: FigureName; value: string; note?: string; sign?: NetLossSign }) {
  const { t } = useT('agentOverview');
  const { sign } = props;
  return (
    <li data-testid={`figure-${props.name}`}>
      <Card padding="md" className={styles.card}>
        <span className={styles.cardLabel}>{t(`agentOverview.figures.${props.name}`)}</span>
        <span className={`${styles.cardValue} ${sign ? styles.sign[sign] : ''}`}>{props.value}</span>
        {sign ? (
          <span className={`${styles.signWord} ${styles.sign[sign]}`}>
            {t(`agentOverview.netLossSign.${sign}`)}
          </span>
        ) : null}
        {props.note ? <span className={styles.cardNote}>{props.note}</span> : null}
      </Card>
    </li>
  );
}

/** While the first figures load: the cards' and the chart's shapes, announced once. */
function OverviewSkeleton() {
  const { t } = useT('agentOverview');
  return (
    <div className={styles.content} role="status" data-testid="overview-loading">
      <span className={styles.visuallyHidden}>{t('agentOverview.loading')}</span>
      <div className={styles.cards}>
        {[0, 1, 2, 3, 4, 5, 6, 7].map((card) => (
          <Card key={card} padding="md" className={styles.skeletonCard}>
            <Skeleton width="60%" height="0.9rem" radius="sm" />
            <Skeleton width="80%" height="1.5rem" radius="sm" />
          </Card>
        ))}
      </div>
      <Skeleton height="18rem" radius="lg" />
    </div>
  );
}
