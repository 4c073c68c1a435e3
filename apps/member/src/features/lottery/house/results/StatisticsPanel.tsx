import { useSystemStatus } from '@lotus/app-shell';
import { formatDateTime, useT } from '@lotus/i18n';
import { coldestNumbers, hottestNumbers, numberStatisticsOf } from '@lotus/games';
import type { LotteryNumberStatistic } from '@lotus/games';
import { EmptyState, Select, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LoadFailed } from '../../../../components/LoadFailed.tsx';
import { RequireSignIn } from '../../../../shell/RequireSignIn.tsx';
import { HotColdNumbers } from './HotColdNumbers.tsx';
import { NumberHeatGrid } from './NumberHeatGrid.tsx';
import { boardOf, lotteryResultsQueryKeys, recentBoards } from './results-queries.ts';
import type { HouseLotteryGameCode } from './results-queries.ts';
import * as resultsStyles from './results.css.ts';
import * as styles from './statistics.css.ts';

const drawCounts = [10, 30, 100] as const;
type DrawCount = (typeof drawCounts)[number];
const sortOrders = ['number', 'frequency', 'gap'] as const;
type SortOrder = (typeof sortOrders)[number];
/** How many lô the hot and the cold lists name. */
const extremesCount = 5;

const sortKeys = {
  number: 'lotteryResults.statistics.byNumber',
  frequency: 'lotteryResults.statistics.byFrequency',
  gap: 'lotteryResults.statistics.byGap',
} as const;

function sorted(statistics: readonly LotteryNumberStatistic[], order: SortOrder): LotteryNumberStatistic[] {
  if (order === 'frequency')
    return hottestNumbers(statistics, 100).concat(statistics.filter((e) => e.frequency === 0));
  if (order === 'gap') {
    const never = statistics.filter((entry) => entry.drawsSinceSeen === null);
    const seen = statistics
      .filter((entry) => entry.drawsSinceSeen !== null)
      .toSorted(
        (a, b) => (b.drawsSinceSeen ?? 0) - (a.drawsSinceSeen ?? 0) || a.number.localeCompare(b.number),
      );
    return never.concat(seen);
  }
  return [...statistics];
}

/** The statistics tab: each lô's frequency and gap over the game's last 10, 30 or 100 draws. */
export function StatisticsPanel(props: { gameCode: HouseLotteryGameCode }) {
  return (
    <RequireSignIn>
      <Statistics gameCode={props.gameCode} />
    </RequireSignIn>
  );
}

function Statistics(props: { gameCode: HouseLotteryGameCode }) {
  const { t, language } = useT('lotteryResults');
  const { brand } = useSystemStatus();
  const [draws, setDraws] = useState<DrawCount>(30);
  const [order, setOrder] = useState<SortOrder>('number');
  const recent = useQuery({
    queryKey: lotteryResultsQueryKeys.recent(props.gameCode, draws),
    queryFn: () => recentBoards(props.gameCode, draws),
    placeholderData: keepPreviousData,
  });
  const results = recent.data;
  const statistics = useMemo(
    () => (results ? numberStatisticsOf(results.map((result) => boardOf(result.board))) : []),
    [results],
  );

  let body;
  if (recent.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('lotteryResults.statistics.loading')}>
        <Skeleton height={360} radius="md" />
      </div>
    );
  } else if (recent.isError) {
    body = (
      <LoadFailed title={t('lotteryResults.statistics.loadError')} onRetry={() => void recent.refetch()} />
    );
  } else if (recent.data.length === 0) {
    body = (
      <EmptyState
        title={t('lotteryResults.statistics.empty')}
        description={t('lotteryResults.statistics.emptyHint')}
      />
    );
  } else {
    // Counted over the draws there are: a young game may have fewer than asked for.
    const counted = recent.data.length;
    const hot = hottestNumbers(statistics, extremesCount);
    const cold = coldestNumbers(statistics, extremesCount);
    const newest = recent.data[0]?.drawsAt ?? '';
    body = (
      <div className={resultsStyles.panel} aria-busy={recent.isFetching}>
        <p className={resultsStyles.muted}>
          {t('lotteryResults.statistics.basis', {
            count: counted,
            newest: formatDateTime(newest, { language, timeZone: brand.timeZone }),
          })}
        </p>
        <HotColdNumbers hot={hot} cold={cold} draws={counted} />
        <p className={resultsStyles.muted}>{t('lotteryResults.statistics.legend')}</p>
        <NumberHeatGrid
          statistics={sorted(statistics, order)}
          draws={counted}
          hot={new Set(hot.map((entry) => entry.number))}
          cold={new Set(cold.map((entry) => entry.number))}
        />
      </div>
    );
  }

  return (
    <div className={resultsStyles.panel}>
      <div className={styles.controls}>
        <Select
          label={t('lotteryResults.statistics.draws')}
          options={drawCounts.map((count) => ({
            value: String(count),
            label: t('lotteryResults.statistics.lastDraws', { count }),
          }))}
          value={String(draws)}
          onChange={(event) => setDraws(Number(event.target.value) as DrawCount)}
        />
        <Select
          label={t('lotteryResults.statistics.sort')}
          options={sortOrders.map((value) => ({ value, label: t(sortKeys[value]) }))}
          value={order}
          onChange={(event) => setOrder(event.target.value as SortOrder)}
        />
      </div>
      {body}
    </div>
  );
}
