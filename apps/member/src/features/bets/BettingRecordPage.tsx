import { useSystemStatus } from '@lotus/app-shell';
import type { BetStatus, GameType } from '@lotus/contract/values';
import { betStatuses, gameTypes } from '@lotus/contract/values';
import { useT } from '@lotus/i18n';
import { Select } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PagedList } from '../../components/PagedList.tsx';
import { useFilteredPages } from '../../lib/use-filtered-pages.ts';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { BetEntry } from './BetEntry.tsx';
import { BetPeriodFilter } from './BetPeriodFilter.tsx';
import { firstBetPeriod } from './bet-periods.ts';
import { betRecordPageSize, bets, betsQueryKeys } from './bets-queries.ts';
import { BetsNav } from './BetsNav.tsx';
import * as styles from './bets.css.ts';

/** The betting record: the member's rounds by game type, status and period, newest first, paged. */
export function BettingRecordPage() {
  return (
    <RequireSignIn>
      <BettingRecord />
    </RequireSignIn>
  );
}

function BettingRecord() {
  const { t } = useT('bets');
  const { brand } = useSystemStatus();
  const list = useFilteredPages(() => ({
    gameType: '' as GameType | '',
    status: '' as BetStatus | '',
    period: firstBetPeriod(brand.timeZone),
  }));
  const { gameType, status, period } = list.filter;
  const filter = {
    ...period,
    ...(gameType ? { gameType } : {}),
    ...(status ? { status } : {}),
    page: list.page,
    size: betRecordPageSize,
  };
  const record = useQuery({
    queryKey: betsQueryKeys.record(filter),
    queryFn: () => bets.record(filter),
    placeholderData: keepPreviousData,
  });
  return (
    <div className={styles.page}>
      <BetsNav />
      <h1 className={styles.title}>{t('bets.record.title')}</h1>
      <div className={styles.filters}>
        <Select
          label={t('bets.record.gameType')}
          options={[
            { value: '', label: t('bets.gameTypes.all') },
            ...gameTypes.map((value) => ({ value, label: t(`bets.gameTypes.${value}`) })),
          ]}
          value={gameType}
          onChange={(event) => list.refine({ gameType: event.target.value as GameType | '' })}
        />
        <Select
          label={t('bets.record.status')}
          options={[
            { value: '', label: t('bets.statuses.all') },
            ...betStatuses.map((value) => ({ value, label: t(`bets.statuses.${value}`) })),
          ]}
          value={status}
          onChange={(event) => list.refine({ status: event.target.value as BetStatus | '' })}
        />
        <BetPeriodFilter timeZone={brand.timeZone} onChange={(next) => list.refine({ period: next })} />
      </div>
      <PagedList
        query={record}
        page={list.page}
        pageSize={betRecordPageSize}
        onPage={list.setPage}
        placeholderHeight={240}
        texts={{
          caption: t('bets.record.caption'),
          empty: t('bets.record.empty'),
          emptyHint: t('bets.record.emptyHint'),
          loadError: t('bets.record.loadError'),
          pager: {
            label: t('bets.pager.label'),
            previous: t('bets.pager.previous'),
            next: t('bets.pager.next'),
            pageOf: (page, pages) => t('bets.pager.pageOf', { page, pages }),
          },
        }}
        renderEntry={(round) => <BetEntry key={round.id} round={round} />}
      />
    </div>
  );
}
