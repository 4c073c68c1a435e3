import { useSystemStatus } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import type { PointsEntry } from '@lotus/contract/points';
import { formatDate, formatDateTime, formatMoney, formatTime, useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { ConvertSection } from './ConvertForm.tsx';
import { LoadProblem, PointsFrame } from './PointsFrame.tsx';
import { PointsSummaryCard } from './PointsSummaryCard.tsx';
import { detailPageSize, pointsApi, pointsQueryKeys } from './points-queries.ts';
import { formatPoints, formatPointsChange, hourOfPeriodKey } from './points-rules.ts';
import * as styles from './points.css.ts';

/**
 * The points detail (`/points`): the balance, earned and spent; converting points into money; and
 * every change of points, newest first, paged.
 */
export function PointsDetailPage() {
  const { t } = useT('points');
  return (
    <PointsFrame title={t('points.detail.title')} lead={t('points.detail.lead')}>
      <Detail />
    </PointsFrame>
  );
}

function Detail() {
  const summary = useQuery({ queryKey: pointsQueryKeys.summary, queryFn: pointsApi.summary });
  return (
    <>
      <PointsSummaryCard query={summary} links={false} />
      <div className={styles.detailColumns}>
        <Changes currency={summary.data?.currency} />
        {summary.data ? <ConvertSection summary={summary.data} /> : null}
      </div>
    </>
  );
}

function Changes(props: { currency: string | undefined }) {
  const { t } = useT('points');
  const { brand } = useSystemStatus();
  const [page, setPage] = useState(1);
  const filter = { page, size: detailPageSize };
  const entries = useQuery({
    queryKey: pointsQueryKeys.detail(filter),
    queryFn: () => pointsApi.detail(filter),
    placeholderData: keepPreviousData,
  });
  let body: ReactNode;
  if (entries.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('points.detail.loading')} className={styles.list}>
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
      </div>
    );
  } else if (entries.isError) {
    body = (
      <LoadProblem
        headingLevel={3}
        title={t('points.detail.loadError')}
        failure={entries.error}
        onRetry={() => void entries.refetch()}
      />
    );
  } else if (entries.data.total === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('points.detail.empty')}
        description={t('points.detail.emptyHint')}
        action={
          <Link to="/games/slots" className={styles.actionLink}>
            {t('points.detail.toGames')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-labelledby="points-changes-title" aria-busy={entries.isFetching}>
          {entries.data.content.map((entry) => (
            <EntryItem key={entry.id} entry={entry} currency={props.currency ?? brand.currency} />
          ))}
        </ul>
        <Pager
          page={page}
          size={detailPageSize}
          total={entries.data.total}
          onPage={setPage}
          texts={{
            label: t('points.detail.pager.label'),
            previous: t('points.detail.pager.previous'),
            next: t('points.detail.pager.next'),
            pageOf: (current, pages) => t('points.detail.pager.pageOf', { page: current, pages }),
          }}
        />
      </>
    );
  }
  return (
    <section className={styles.stack} aria-labelledby="points-changes-title">
      <h2 id="points-changes-title" className={styles.sectionTitle}>
        {t('points.detail.changes')}
      </h2>
      {body}
    </section>
  );
}

/** One change: what moved the points (for earned points, the type, its hour and base), the change and the balance after. */
function EntryItem(props: { entry: PointsEntry; currency: string }) {
  const { t, language } = useT('points');
  const { brand } = useSystemStatus();
  const { entry } = props;
  const title =
    entry.kind === 'earned'
      ? entry.type
        ? t('points.detail.kinds.earned', { type: t(`points.rateTypes.${entry.type}`) })
        : t('points.detail.kinds.earnedPlain')
      : entry.kind === 'prize'
        ? entry.campaignName
          ? t('points.detail.kinds.prize', { campaign: entry.campaignName })
          : t('points.detail.kinds.prizePlain')
        : t(`points.detail.kinds.${entry.kind}`);
  const hour = hourOfPeriodKey(entry.periodKey);
  // The hour's key is on the brand's clock already: formatted on UTC's so it does not move again.
  const utc = { language, timeZone: 'UTC' };
  const base =
    entry.base === null
      ? null
      : t(entry.type === 'deposit' ? 'points.detail.baseDeposits' : 'points.detail.baseBets', {
          amount: formatMoney(entry.base, props.currency, language),
        });
  const negative = entry.change.startsWith('-');
  return (
    <li className={styles.entry} data-testid="points-entry">
      <div className={styles.stack} style={{ gap: '0.25rem' }}>
        <p className={styles.entryTitle}>{title}</p>
        {hour ? (
          <p className={styles.muted}>
            {t('points.detail.hour', {
              day: formatDate(hour.from, utc),
              from: formatTime(hour.from, utc),
              to: formatTime(hour.to, utc),
            })}
          </p>
        ) : null}
        {base ? <p className={styles.muted}>{base}</p> : null}
        {entry.exchangeNumber ? (
          <p className={styles.muted}>
            {entry.productName ? `${entry.exchangeNumber} · ${entry.productName}` : entry.exchangeNumber}
          </p>
        ) : null}
        <time className={styles.muted} dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt, { language, timeZone: brand.timeZone })}
        </time>
      </div>
      <div className={styles.entryEnd}>
        <span className={negative ? styles.loss : styles.gain}>
          {formatPointsChange(entry.change, language)}
        </span>
        <span className={styles.muted}>
          {t('points.detail.balanceAfter', { points: formatPoints(entry.balanceAfter, language) })}
        </span>
      </div>
    </li>
  );
}
