import type { AgentApplicationStatus } from '@lotus/contract/agents';
import { useSearchParams } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { EmptyState, Skeleton, Tabs } from '@lotus/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pager } from '../../components/Pager.tsx';
import * as page from '../../components/page.css.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { holds, useConsoleSession } from '../../lib/session-store.ts';
import { ApplicationEntry } from './ApplicationEntry.tsx';
import { agentApplicationsKey } from './agent-types.ts';

const pageSize = 20;
/** The tabs, the queue first. */
const statuses = ['pending', 'approved', 'rejected'] as const satisfies readonly AgentApplicationStatus[];

/** The applications of one status, oldest first, a page at a time. */
function ApplicationList(props: { status: AgentApplicationStatus; canDecide: boolean }) {
  const { status } = props;
  const { t } = useT('console');
  const [pageNumber, setPageNumber] = useState(1);
  const applications = useQuery({
    queryKey: [...agentApplicationsKey, status, pageNumber],
    queryFn: () => consoleApi.agentApplications(status, pageNumber, pageSize),
    placeholderData: keepPreviousData,
    // New applications arrive while the queue is worked.
    refetchInterval: status === 'pending' ? 30_000 : false,
  });

  if (applications.isPending) return <Skeleton height={180} radius="md" />;
  if (applications.isError)
    return <LoadFailed title={t('console.agents.loadFailed')} onRetry={() => void applications.refetch()} />;
  if (applications.data.total === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={t(`console.agents.empty.${status}`)}
        description={t(`console.agents.emptyHint.${status === 'pending' ? 'pending' : 'decided'}`)}
      />
    );
  return (
    <div className={page.section}>
      <ul className={page.list} aria-label={t('console.agents.list')} aria-busy={applications.isFetching}>
        {applications.data.content.map((application) => (
          <ApplicationEntry key={application.id} application={application} canDecide={props.canDecide} />
        ))}
      </ul>
      <Pager page={pageNumber} size={pageSize} total={applications.data.total} onPage={setPageNumber} />
    </div>
  );
}

/**
 * Members' applications to become agents, by status (the pending queue first): a role that manages
 * members approves one with an agent type or rejects it with a reason; one that only reads them sees.
 */
export function AgentApplicationsPage() {
  const { t } = useT('console');
  const [params, setParams] = useSearchParams();
  const status = statuses.find((candidate) => candidate === params.get('status')) ?? 'pending';
  const canDecide = useConsoleSession((state) => holds(state.session, 'members.manage'));

  return (
    <div className={page.page} data-testid="agent-applications-page">
      <PageHeader title={t('console.agents.title')} lead={t('console.agents.lead')} />
      <Tabs
        label={t('console.agents.statuses')}
        selectedId={status}
        onChange={(id) => setParams(id === 'pending' ? {} : { status: id }, { replace: true })}
        items={statuses.map((id) => ({
          id,
          label: t(`console.agents.status.${id}`),
          content: <ApplicationList status={id} canDecide={canDecide} />,
        }))}
      />
    </div>
  );
}
