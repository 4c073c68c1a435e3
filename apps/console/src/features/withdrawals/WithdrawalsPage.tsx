import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import * as page from '../../components/page.css.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { WithdrawalEntry } from './WithdrawalEntry.tsx';
import { pendingWithdrawalsKey } from './withdrawal-queries.ts';

const pageSize = 20;

/** Finance's queue: the pending withdrawals, each to approve (pay) or reject with a reason. */
export function WithdrawalsPage() {
  const { t } = useT('console');
  const [pageNumber, setPageNumber] = useState(1);
  const queue = useQuery({
    queryKey: [...pendingWithdrawalsKey, pageNumber],
    queryFn: () => consoleApi.pendingWithdrawals(pageNumber, pageSize),
    placeholderData: keepPreviousData,
    // New requests arrive while finance works the queue.
    refetchInterval: 30_000,
  });

  let body;
  if (queue.isPending) body = <Skeleton height={180} radius="md" />;
  else if (queue.isError)
    body = <LoadFailed title={t('console.withdrawals.loadFailed')} onRetry={() => void queue.refetch()} />;
  else if (queue.data.total === 0)
    body = (
      <EmptyState
        headingLevel={3}
        title={t('console.withdrawals.empty')}
        description={t('console.withdrawals.emptyHint')}
      />
    );
  else
    body = (
      <>
        <ul className={page.list} aria-label={t('console.withdrawals.queue')} aria-busy={queue.isFetching}>
          {queue.data.content.map((withdrawal) => (
            <WithdrawalEntry key={withdrawal.id} withdrawal={withdrawal} />
          ))}
        </ul>
        <Pager page={pageNumber} size={pageSize} total={queue.data.total} onPage={setPageNumber} />
      </>
    );

  return (
    <div className={page.page} data-testid="withdrawals-page">
      <PageHeader title={t('console.withdrawals.title')} lead={t('console.withdrawals.lead')} />
      <section className={page.section} aria-label={t('console.withdrawals.queue')}>
        {body}
      </section>
    </div>
  );
}
