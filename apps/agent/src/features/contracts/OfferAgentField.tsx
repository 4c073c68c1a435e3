import { useRefusalText } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Select } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import type { KindView } from './contracts-queries.ts';
import { downlineAgentsQueryKey, fetchDownlineAgents } from './contracts-queries.ts';
import * as styles from './contracts.css.ts';

export interface DownlineAgents {
  list: Array<{ id: string; account: string }>;
  status: 'pending' | 'error' | 'success';
  retry: () => void;
  retrying: boolean;
  error: unknown;
  /** The agents an offer of this kind is already waiting for: a second is refused. */
  offerWaiting: Set<string>;
}

/** The agents of the caller's direct downline, those with an offer of the kind waiting marked. */
export function useDownlineAgents(view: KindView): DownlineAgents {
  const agents = useQuery({
    queryKey: downlineAgentsQueryKey,
    queryFn: ({ signal }) => fetchDownlineAgents(signal),
  });
  return {
    list: agents.data ?? [],
    status: agents.status,
    retry: () => void agents.refetch(),
    retrying: agents.isFetching,
    error: agents.error,
    offerWaiting: new Set(
      view.givenOpen.filter((contract) => contract.state === 'offered').map((contract) => contract.agent.id),
    ),
  };
}

/** Whom to offer to: the agents of the direct downline; loading, failed with a retry, or none. */
export function OfferAgentField(props: {
  agents: DownlineAgents;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { agents } = props;
  const { t } = useT('agentContracts', 'common');
  const refusalText = useRefusalText();
  if (agents.status === 'pending') {
    return (
      <p className={styles.note} role="status">
        {t('agentContracts.offer.agentsLoading')}
      </p>
    );
  }
  if (agents.status === 'error') {
    return (
      <div className={styles.inlineProblem} role="alert">
        <p className={styles.fieldProblem}>{t('agentContracts.offer.agentsFailed')}</p>
        <p className={styles.note}>{refusalText(agents.error)}</p>
        <Button size="sm" variant="secondary" loading={agents.retrying} onClick={agents.retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (agents.list.length === 0) {
    return (
      <p className={styles.fieldProblem} role="alert">
        {t('agentContracts.offer.noAgents')}
      </p>
    );
  }
  return (
    <Select
      label={t('agentContracts.offer.agent')}
      placeholder={t('agentContracts.offer.agentPlaceholder')}
      value={props.value}
      error={props.error}
      required
      wrapperClassName={styles.narrowField}
      onChange={(event) => props.onChange(event.target.value)}
      options={agents.list.map((agent) => {
        const waiting = agents.offerWaiting.has(agent.id);
        return {
          value: agent.id,
          label: waiting
            ? t('agentContracts.offer.agentOfferWaiting', { account: agent.account })
            : agent.account,
          disabled: waiting,
        };
      })}
    />
  );
}
