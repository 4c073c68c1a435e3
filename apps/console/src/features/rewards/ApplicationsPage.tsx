import type { ApplicationStatus } from '@lotus/contract/promotions';
import { useSearchParams } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton, Tabs } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import * as page from '../../components/page.css.ts';
import { ApplicationEntry } from './ApplicationEntry.tsx';
import { applicationsKey, rewardsApi } from './rewards-api.ts';

/** Ten to a page: each entry may carry three images, each fetched when shown. */
const pageSize = 10;
/** The tabs, the queue first. */
const statuses = ['applying', 'issued', 'rejected'] as const satisfies readonly ApplicationStatus[];

/** The applications of one status (the waiting ones oldest first, as the server answers), a page at a time. */
function ApplicationList(props: { status: ApplicationStatus }) {
  const { status } = props;
  const { t } = useT('consoleRewards');
  const [pageNumber, setPageNumber] = useState(1);
  const applications = useQuery({
    queryKey: [...applicationsKey, status, pageNumber],
    queryFn: () => rewardsApi.applications({ status, page: pageNumber, size: pageSize }),
    placeholderData: keepPreviousData,
    // New applications arrive while the queue is worked.
    refetchInterval: status === 'applying' ? 30_000 : false,
  });

  if (applications.isPending)
    return (
      <div aria-busy="true" data-testid="applications-loading">
        <Skeleton height={220} radius="md" />
      </div>
    );
  if (applications.isError)
    return (
      <LoadFailed
        title={t('consoleRewards.applications.loadFailed')}
        onRetry={() => void applications.refetch()}
      />
    );
  if (applications.data.total === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={t(`consoleRewards.applications.empty.${status}`)}
        description={t(
          `consoleRewards.applications.emptyHint.${status === 'applying' ? 'applying' : 'decided'}`,
        )}
      />
    );
  return (
    <div className={page.section}>
      <ul
        className={page.list}
        aria-label={t('consoleRewards.applications.list')}
        aria-busy={applications.isFetching}
      >
        {applications.data.content.map((application) => (
          <ApplicationEntry key={application.id} application={application} />
        ))}
      </ul>
      <Pager page={pageNumber} size={pageSize} total={applications.data.total} onPage={setPageNumber} />
    </div>
  );
}

/**
 * The promotions' application queue by status (the waiting ones first): each granted an amount up
 * to its promotion's maximum, or rejected with a remark the member reads; its images open full size.
 */
export function ApplicationsPage() {
  const { t } = useT('consoleRewards');
  const [params, setParams] = useSearchParams();
  const status = statuses.find((candidate) => candidate === params.get('status')) ?? 'applying';

  return (
    <div className={page.page} data-testid="promotion-applications-page">
      <PageHeader
        title={t('consoleRewards.applications.title')}
        lead={t('consoleRewards.applications.lead')}
      />
      <Tabs
        label={t('consoleRewards.applications.statuses')}
        selectedId={status}
        onChange={(id) => setParams(id === 'applying' ? {} : { status: id }, { replace: true })}
        items={statuses.map((id) => ({
          id,
          label: t(`consoleRewards.applications.status.${id}`),
          content: <ApplicationList key={id} status={id} />,
        }))}
      />
    </div>
  );
}
