import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import * as page from '../../components/page.css.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { ApprovalEntry } from './ApprovalEntry.tsx';
import { pendingApprovalsKey } from './approval-queries.ts';

const pageSize = 20;

/** Changes waiting for a second operator (manual adjustments above the threshold): approve or reject. */
export function ApprovalsPage() {
  const { t } = useT('console');
  const [pageNumber, setPageNumber] = useState(1);
  const pending = useQuery({
    queryKey: [...pendingApprovalsKey, pageNumber],
    queryFn: () => consoleApi.pendingApprovals(pageNumber, pageSize),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

  let body;
  if (pending.isPending) body = <Skeleton height={180} radius="md" />;
  else if (pending.isError)
    body = <LoadFailed title={t('console.approvals.loadFailed')} onRetry={() => void pending.refetch()} />;
  else if (pending.data.total === 0)
    body = (
      <EmptyState
        headingLevel={3}
        title={t('console.approvals.empty')}
        description={t('console.approvals.emptyHint')}
      />
    );
  else
    body = (
      <>
        <ul className={page.list} aria-label={t('console.approvals.list')} aria-busy={pending.isFetching}>
          {pending.data.content.map((approval) => (
            <ApprovalEntry key={approval.id} approval={approval} />
          ))}
        </ul>
        <Pager page={pageNumber} size={pageSize} total={pending.data.total} onPage={setPageNumber} />
      </>
    );

  return (
    <div className={page.page} data-testid="approvals-page">
      <PageHeader title={t('console.approvals.title')} lead={t('console.approvals.lead')} />
      <section className={page.section} aria-label={t('console.approvals.list')}>
        {body}
      </section>
    </div>
  );
}
