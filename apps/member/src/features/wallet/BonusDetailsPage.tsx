import { useSystemStatus } from '@lotus/app-shell';
import { walletBonusKinds } from '@lotus/contract/values';
import { useT } from '@lotus/i18n';
import { Button, EmptyState, Select, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { AccountNav } from '../account/AccountNav.tsx';
import type { Period } from './dates.ts';
import { Pager } from './Pager.tsx';
import { initialPeriod, PeriodFilter } from './PeriodFilter.tsx';
import { RecordEntry } from './RecordEntry.tsx';
import { recordPageSize, wallet, walletQueryKeys } from './wallet-queries.ts';
import * as styles from './wallet.css.ts';

/** Bonus details: the bonuses and rebates paid into the main balance, by kind and period. */
export function BonusDetailsPage() {
  return (
    <RequireSignIn>
      <BonusDetails />
    </RequireSignIn>
  );
}

function BonusDetails() {
  const { t } = useT();
  const { brand } = useSystemStatus();
  const [kind, setKind] = useState('');
  const [period, setPeriod] = useState<Period>(() => initialPeriod(brand.timeZone));
  const [page, setPage] = useState(1);
  const filter = { ...(kind ? { kind } : {}), ...period, page, size: recordPageSize };
  const bonuses = useQuery({
    queryKey: walletQueryKeys.bonuses(filter),
    queryFn: () => wallet.bonuses(filter),
    placeholderData: keepPreviousData,
  });
  const kindOptions = [
    { value: '', label: t('wallet.bonuses.all') },
    ...walletBonusKinds.map((value) => ({ value, label: t(`wallet.types.${value}`) })),
  ];

  let body;
  if (bonuses.isPending) {
    body = <Skeleton height={200} radius="md" />;
  } else if (bonuses.isError) {
    body = (
      <EmptyState
        title={t('wallet.bonuses.loadError')}
        action={<Button onClick={() => void bonuses.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (bonuses.data.total === 0) {
    body = <EmptyState title={t('wallet.bonuses.empty')} description={t('wallet.bonuses.emptyHint')} />;
  } else {
    body = (
      <>
        <ul
          className={styles.entries}
          aria-label={t('wallet.bonuses.caption')}
          aria-busy={bonuses.isFetching}
        >
          {bonuses.data.content.map((bonus) => (
            <RecordEntry key={bonus.id} {...bonus} type={bonus.kind} />
          ))}
        </ul>
        <Pager page={page} size={recordPageSize} total={bonuses.data.total} onPage={setPage} />
      </>
    );
  }
  return (
    <div className={styles.page}>
      <AccountNav />
      <h1 className={styles.title}>{t('wallet.bonuses.title')}</h1>
      <div className={styles.filters}>
        <Select
          label={t('wallet.bonuses.kind')}
          options={kindOptions}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value);
            setPage(1);
          }}
        />
        <PeriodFilter
          onChange={(next) => {
            setPeriod(next);
            setPage(1);
          }}
        />
      </div>
      {body}
    </div>
  );
}
