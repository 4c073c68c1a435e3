import { useSystemStatus } from '@lotus/app-shell';
import type { AgentApplication } from '@lotus/contract/agents';
import { formatDateTime, formatNumber, useT } from '@lotus/i18n';
import type { BadgeTone } from '@lotus/ui';
import { Badge, Card } from '@lotus/ui';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import * as styles from './agent-application.css.ts';

/**
 * One state of the member's application in a card: its heading (focused when asked: the form it
 * replaces had the focus), a badge, and what the state says.
 */
function StateCard(props: {
  title: string;
  badge?: { words: string; tone: BadgeTone };
  takeFocus?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { takeFocus } = props;
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <Card>
      <section className={styles.stack} aria-labelledby="agent-application-state" data-testid={props.testId}>
        <div className={styles.stateHead}>
          <h2 id="agent-application-state" ref={heading} tabIndex={-1} className={styles.stateTitle}>
            {props.title}
          </h2>
          {props.badge ? <Badge tone={props.badge.tone}>{props.badge.words}</Badge> : null}
        </div>
        {props.children}
      </section>
    </Card>
  );
}

/** A label over its value; a wide one (a note, a reason) takes the row and keeps its line breaks. */
function Fact(props: { label: string; wide?: boolean; children: string }) {
  return (
    <div className={props.wide ? styles.wideFact : styles.fact}>
      <dt className={styles.factLabel}>{props.label}</dt>
      <dd className={props.wide ? styles.text : styles.factValue}>{props.children}</dd>
    </div>
  );
}

function useBrandClock() {
  const { language } = useT();
  const { brand } = useSystemStatus();
  return (instant: string) => formatDateTime(instant, { language, timeZone: brand.timeZone });
}

/** Sent, waiting for the operator: when, and what was sent. */
export function PendingApplication(props: { application: AgentApplication; takeFocus: boolean }) {
  const { t, language } = useT('agentApplication');
  const when = useBrandClock();
  const { application } = props;
  return (
    <StateCard
      title={t('agentApplication.pending.title')}
      badge={{ words: t('agentApplication.pending.badge'), tone: 'warning' }}
      takeFocus={props.takeFocus}
      testId="agent-application-pending"
    >
      <p className={styles.notice}>{t('agentApplication.pending.body')}</p>
      <h3 className={styles.smallTitle}>{t('agentApplication.sent.title')}</h3>
      <dl className={styles.facts}>
        <Fact label={t('agentApplication.sent.sentAt')}>{when(application.createdAt)}</Fact>
        <Fact label={t('agentApplication.sent.expectedTeam')}>
          {formatNumber(application.expectedTeam, language)}
        </Fact>
        <Fact label={t('agentApplication.sent.contact')} wide>
          {application.contact}
        </Fact>
        {application.note === '' ? null : (
          <Fact label={t('agentApplication.sent.note')} wide>
            {application.note}
          </Fact>
        )}
      </dl>
    </StateCard>
  );
}

/**
 * Decided: approved (the member is an agent of the type the operator chose, and runs its team on
 * the agent site) or rejected (the operator's reason; the page shows the form after it).
 */
export function DecidedApplication(props: { application: AgentApplication }) {
  const { t } = useT('agentApplication');
  const when = useBrandClock();
  const { application } = props;
  const approved = application.status === 'approved';
  const state = approved ? 'approved' : 'rejected';
  return (
    <StateCard
      title={t(`agentApplication.${state}.title`)}
      badge={{ words: t(`agentApplication.${state}.badge`), tone: approved ? 'success' : 'danger' }}
      testId={`agent-application-${state}`}
    >
      <dl className={styles.facts}>
        {approved && application.agentType !== null ? (
          <Fact label={t('agentApplication.approved.type')}>
            {t('agentApplication.approved.typeValue', { type: application.agentType })}
          </Fact>
        ) : null}
        {!approved && application.reason !== null ? (
          <Fact label={t('agentApplication.rejected.reason')} wide>
            {application.reason}
          </Fact>
        ) : null}
        {application.decidedAt === null ? null : (
          <Fact label={t(`agentApplication.${state}.decidedAt`)}>{when(application.decidedAt)}</Fact>
        )}
      </dl>
      <p className={styles.notice}>
        {approved ? t('agentApplication.agentSite') : t('agentApplication.rejected.again')}
      </p>
    </StateCard>
  );
}

/** An agent without an application of its own (an operator made it one): the agent site is its place. */
export function AlreadyAgent() {
  const { t } = useT('agentApplication');
  return (
    <StateCard title={t('agentApplication.alreadyAgent.title')} testId="agent-application-agent">
      <p className={styles.notice}>{t('agentApplication.agentSite')}</p>
    </StateCard>
  );
}
