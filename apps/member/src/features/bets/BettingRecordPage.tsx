import { useSystemStatus } from '@lotus/app-shell';
import type { BetStatus, GameType } from '@lotus/contract/values';
import { betStatuses, gameTypes } from '@lotus/contract/values';
import { useT } from '@lotus/i18n';
import { Button, EmptyState, Select, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { BetEntry } from './BetEntry.tsx';
import { BetPager } from './BetPager.tsx';
import { BetPeriodFilter } from './BetPeriodFilter.tsx';
import type { BetPeriod } from './bet-periods.ts';
import { presetBetPeriod, todayIn } from './bet-periods.ts';
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
  const { t } = useT();
  const { brand } = useSystemStatus();
  const [gameType, setGameType] = useState<GameType | ''>('');
  const [status, setStatus] = useState<BetStatus | ''>('');
  const [period, setPeriod] = useState<BetPeriod>(() => presetBetPeriod('last7', todayIn(brand.timeZone)));
  const [page, setPage] = useState(1);
  const filter = {
    ...period,
    ...(gameType ? { gameType } : {}),
    ...(status ? { status } : {}),
    page,
    size: betRecordPageSize,
  };
  const record = useQuery({
    queryKey: betsQueryKeys.record(filter),
    queryFn: () => bets.record(filter),
    placeholderData: keepPreviousData,
  });
  const firstPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  let body;
  if (record.isPending) {
    body = <Skeleton height={240} radius="md" />;
  } else if (record.isError) {
    body = (
      <EmptyState
        title={t('bets.record.loadError')}
        action={<Button onClick={() => void record.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (record.data.total === 0) {
    body = <EmptyState title={t('bets.record.empty')} description={t('bets.record.emptyHint')} />;
  } else {
    body = (
      <>
        <ul className={styles.entries} aria-label={t('bets.record.caption')} aria-busy={record.isFetching}>
          {record.data.content.map((round) => (
            <BetEntry key={round.id} round={round} />
          ))}
        </ul>
        <BetPager page={page} size={betRecordPageSize} total={record.data.total} onPage={setPage} />
      </>
    );
  }
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
          onChange={(event) => firstPage(setGameType)(event.target.value as GameType | '')}
        />
        <Select
          label={t('bets.record.status')}
          options={[
            { value: '', label: t('bets.statuses.all') },
            ...betStatuses.map((value) => ({ value, label: t(`bets.statuses.${value}`) })),
          ]}
          value={status}
          onChange={(event) => firstPage(setStatus)(event.target.value as BetStatus | '')}
        />
        <BetPeriodFilter timeZone={brand.timeZone} onChange={firstPage(setPeriod)} />
      </div>
      {body}
    </div>
  );
}
