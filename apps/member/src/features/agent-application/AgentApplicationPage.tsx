import { useSystemStatus } from '@lotus/app-shell';
import type { AgentApplication, OwnAgentApplication } from '@lotus/contract/agents';
import { useT } from '@lotus/i18n';
import { Card, Skeleton } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { AccountNav } from '../account/index.ts';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { AgentApplicationForm } from './AgentApplicationForm.tsx';
import { AlreadyAgent, DecidedApplication, PendingApplication } from './ApplicationStanding.tsx';
import { agentApplicationApi, agentApplicationQueryKey } from './agent-application-queries.ts';
import * as styles from './agent-application.css.ts';

/**
 * "Become an agent" (`/agent-application`, the spec's affiliate application): what an agent does,
 * then where the member stands: the form, an application waiting for a decision, an approval (go
 * to the agent site), a rejection with its reason and the form again. Signed-in members only.
 */
export function AgentApplicationPage() {
  return (
    <RequireSignIn>
      <BecomeAnAgent />
    </RequireSignIn>
  );
}

type Standing =
  | { kind: 'none' }
  | { kind: 'pending'; application: AgentApplication }
  | { kind: 'approved'; application: AgentApplication }
  | { kind: 'rejected'; application: AgentApplication }
  | { kind: 'agent' };

/**
 * Where the member stands. Being an agent wins over any application (an operator may have made it
 * one directly); an approved application of a member who is no longer an agent lets it apply anew,
 * as the server does.
 */
function standingOf(own: OwnAgentApplication): Standing {
  const { application } = own;
  if (own.isAgent) {
    return application?.status === 'approved' ? { kind: 'approved', application } : { kind: 'agent' };
  }
  if (application?.status === 'pending') return { kind: 'pending', application };
  if (application?.status === 'rejected') return { kind: 'rejected', application };
  return { kind: 'none' };
}

function BecomeAnAgent() {
  const { t } = useT('agentApplication');
  const { brand } = useSystemStatus();
  const queryClient = useQueryClient();
  const own = useQuery({ queryKey: agentApplicationQueryKey, queryFn: agentApplicationApi.own });
  // Set by a send, so the waiting state that replaces the form takes the focus and is read out.
  const [justSent, setJustSent] = useState(false);

  const sent = (application: AgentApplication) => {
    queryClient.setQueryData<OwnAgentApplication>(agentApplicationQueryKey, {
      isAgent: false,
      application,
    });
    setJustSent(true);
  };

  let body;
  if (own.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('agentApplication.loading')}>
        <Skeleton height={280} radius="md" />
      </div>
    );
  } else if (own.isError) {
    body = <LoadFailed title={t('agentApplication.loadError')} onRetry={() => void own.refetch()} />;
  } else {
    const standing = standingOf(own.data);
    if (standing.kind === 'pending') {
      body = <PendingApplication application={standing.application} takeFocus={justSent} />;
    } else if (standing.kind === 'approved') {
      body = <DecidedApplication application={standing.application} />;
    } else if (standing.kind === 'agent') {
      body = <AlreadyAgent />;
    } else if (standing.kind === 'rejected') {
      body = (
        <>
          <DecidedApplication application={standing.application} />
          <Card>
            <AgentApplicationForm title={t('agentApplication.form.again')} onSent={sent} />
          </Card>
        </>
      );
    } else {
      body = (
        <Card>
          <AgentApplicationForm title={t('agentApplication.form.title')} onSent={sent} />
        </Card>
      );
    }
  }

  return (
    <div className={styles.page}>
      <AccountNav />
      <div className={styles.stack}>
        <h1 className={styles.title}>{t('agentApplication.title')}</h1>
        <p className={styles.notice}>{t('agentApplication.lead', { brand: brand.name })}</p>
      </div>
      <Pitch />
      {body}
    </div>
  );
}

/** What an agent does: brings players, is paid by contract, runs its team on the agent site. */
function Pitch() {
  const { t } = useT('agentApplication');
  const points = [
    { title: t('agentApplication.pitch.bringTitle'), text: t('agentApplication.pitch.bring') },
    { title: t('agentApplication.pitch.earnTitle'), text: t('agentApplication.pitch.earn') },
    { title: t('agentApplication.pitch.centreTitle'), text: t('agentApplication.pitch.centre') },
  ];
  return (
    <section aria-label={t('agentApplication.pitch.label')}>
      <ul className={styles.pitch}>
        {points.map((point) => (
          <li key={point.title} className={styles.pitchPoint}>
            <h2 className={styles.smallTitle}>{point.title}</h2>
            <p className={styles.muted}>{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
