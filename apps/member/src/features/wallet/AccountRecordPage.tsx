import { useSystemStatus } from '@lotus/app-shell';
import { walletRecordTypes } from '@lotus/contract/values';
import { useT } from '@lotus/i18n';
import { Button, EmptyState, Select, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { AccountNav } from '../account/AccountNav.tsx';
import type { Period } from './dates.ts';
import { Pager } from './Pager.tsx';
import { initialPeriod, PeriodFilter } from './PeriodFilter.tsx';
import { RecordEntry, useRecordTypeLabel } from './RecordEntry.tsx';
import { recordPageSize, wallet, walletQueryKeys } from './wallet-queries.ts';
import * as styles from './wallet.css.ts';

/** The account record: every movement of the main balance, by type and period, paged. */
export function AccountRecordPage() {
  return (
    <RequireSignIn>
      <AccountRecord />
    </RequireSignIn>
  );
}

function AccountRecord() {
  const { t } = useT();
  const { brand } = useSystemStatus();
  const typeLabel = useRecordTypeLabel();
  const [type, setType] = useState('');
  const [period, setPeriod] = useState<Period>(() => initialPeriod(brand.timeZone));
  const [page, setPage] = useState(1);
  const filter = { ...(type ? { type } : {}), ...period, page, size: recordPageSize };
  const records = useQuery({
    queryKey: walletQueryKeys.records(filter),
    queryFn: () => wallet.records(filter),
    placeholderData: keepPreviousData,
  });
  const typeOptions = [
    { value: '', label: t('wallet.types.all') },
    ...walletRecordTypes.map((value) => ({ value, label: typeLabel(value) })),
  ];

  let body;
  if (records.isPending) {
    body = <Skeleton height={240} radius="md" />;
  } else if (records.isError) {
    body = (
      <EmptyState
        title={t('wallet.records.loadError')}
        action={<Button onClick={() => void records.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (records.data.total === 0) {
    body = <EmptyState title={t('wallet.records.empty')} description={t('wallet.records.emptyHint')} />;
  } else {
    body = (
      <>
        <ul
          className={styles.entries}
          aria-label={t('wallet.records.caption')}
          aria-busy={records.isFetching}
        >
          {records.data.content.map((record) => (
            <RecordEntry key={record.id} {...record} />
          ))}
        </ul>
        <Pager page={page} size={recordPageSize} total={records.data.total} onPage={setPage} />
      </>
    );
  }
  return (
    <div className={styles.page}>
      <AccountNav />
      <h1 className={styles.title}>{t('wallet.records.title')}</h1>
      <div className={styles.filters}>
        <Select
          label={t('wallet.records.type')}
          options={typeOptions}
          value={type}
          onChange={(event) => {
            setType(event.target.value);
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
