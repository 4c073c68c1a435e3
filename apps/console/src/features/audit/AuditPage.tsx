import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import * as page from '../../components/page.css.ts';
import type { AuditQuery } from '../../lib/console-api.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { AuditEntryView } from './AuditEntryView.tsx';
import { AuditFilters } from './AuditFilters.tsx';

const pageSize = 25;

/** The owner's audit: every operator change, newest first, filtered by operator, action and dates. */
export function AuditPage() {
  const { t } = useT('console');
  const [filter, setFilter] = useState<Omit<AuditQuery, 'page' | 'size'>>({});
  const [pageNumber, setPageNumber] = useState(1);
  const entries = useQuery({
    queryKey: ['console', 'audit', filter, pageNumber],
    queryFn: () => consoleApi.audit({ ...filter, page: pageNumber, size: pageSize }),
    placeholderData: keepPreviousData,
  });

  let body;
  if (entries.isPending) body = <Skeleton height={240} radius="md" />;
  else if (entries.isError)
    body = <LoadFailed title={t('console.audit.loadFailed')} onRetry={() => void entries.refetch()} />;
  else if (entries.data.total === 0)
    body = (
      <EmptyState
        headingLevel={3}
        title={t('console.audit.empty')}
        description={t('console.audit.emptyHint')}
      />
    );
  else
    body = (
      <>
        <ol className={page.list} aria-label={t('console.audit.entries')} aria-busy={entries.isFetching}>
          {entries.data.content.map((entry) => (
            <AuditEntryView key={entry.id} entry={entry} />
          ))}
        </ol>
        <Pager page={pageNumber} size={pageSize} total={entries.data.total} onPage={setPageNumber} />
      </>
    );

  return (
    <div className={page.page} data-testid="audit-page">
      <PageHeader title={t('console.audit.title')} lead={t('console.audit.lead')} />
      <AuditFilters
        onApply={(next) => {
          setFilter(next);
          setPageNumber(1);
        }}
      />
      <section className={page.section} aria-label={t('console.audit.entries')}>
        {body}
      </section>
    </div>
  );
}
