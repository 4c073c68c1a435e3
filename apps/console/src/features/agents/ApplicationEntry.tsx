import { isApiError } from '@lotus/api-client';
import { FormAlert, useRefusalText, useSubmit } from '@lotus/app-shell';
import type { AgentType, OperatorAgentApplication } from '@lotus/contract/agents';
import { formatNumber, useT } from '@lotus/i18n';
import { Badge, Button, Dialog, TextField, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { formatInstant } from '../../lib/format.ts';
import { AgentTypeChoice } from './AgentTypeChoice.tsx';
import { agentApplicationsKey } from './agent-types.ts';
import * as styles from './agents.css.ts';

type Decision = { kind: 'approve'; agentType: AgentType } | { kind: 'reject'; reason: string };
type Field = 'agentType' | 'reason';

/** Refusals that mean the row is no longer the queue's: decided meanwhile, or gone. */
const staleCodes = new Set(['error_agent_application_decided', 'error_not_found']);

/**
 * One application to become an agent: who, how to reach them, the team they expect, their note,
 * when; a pending one is approved with a type or rejected with a reason (by a role that manages
 * members), a decided one says how and by whom.
 */
export function ApplicationEntry(props: { application: OperatorAgentApplication; canDecide: boolean }) {
  const { application } = props;
  const { t, language } = useT('common', 'console');
  const { show } = useToast();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [agentType, setAgentType] = useState<AgentType | null>(null);
  const [reason, setReason] = useState('');
  const account = application.account;
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentApplicationsKey });
  const decide = useSubmit<Decision, OperatorAgentApplication, Field>({
    send: (decision) =>
      decision.kind === 'approve'
        ? consoleApi.approveAgentApplication(application.id, decision.agentType)
        : consoleApi.rejectAgentApplication(application.id, decision.reason),
    onSuccess: async (_answer, decision) => {
      setOpen(null);
      show({
        tone: 'success',
        message:
          decision.kind === 'approve'
            ? t('console.agents.approved', { account, type: decision.agentType })
            : t('console.agents.rejected', { account }),
      });
      await refresh();
    },
    onRefused: async (failure) => {
      // Decided by someone else meanwhile: the row leaves the queue, so the answer is said where it stays.
      if (isApiError(failure) && staleCodes.has(failure.code)) {
        setOpen(null);
        show({ tone: 'warning', message: refusalText(failure) });
      }
      await refresh();
    },
    // A refused reason (its length, a forbidden character) or type is said beside its field.
    placeOf: (refusal) => {
      if ('reason' in refusal.fields) return 'reason';
      return 'agentType' in refusal.fields ? 'agentType' : 'form';
    },
  });
  const close = () => {
    setOpen(null);
    decide.clear();
  };
  const approve = (event: FormEvent) => {
    event.preventDefault();
    if (!decide.check({ agentType: agentType === null ? t('console.agentTypes.required') : undefined }))
      return;
    if (agentType !== null) decide.submit({ kind: 'approve', agentType });
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!decide.check({ reason: trimmed === '' ? t('console.agents.reasonRequired') : undefined })) return;
    decide.submit({ kind: 'reject', reason: trimmed });
  };

  return (
    <li className={page.entry} data-testid="agent-application" data-account={account}>
      <div className={page.actions}>
        <span className={`${page.strong} ${page.mono}`}>{account}</span>
        {application.status === 'approved' && application.agentType !== null ? (
          <Badge tone="success">{t('console.agentTypes.name', { type: application.agentType })}</Badge>
        ) : null}
        {application.status === 'rejected' ? (
          <Badge tone="danger">{t('console.agents.status.rejected')}</Badge>
        ) : null}
      </div>
      <dl className={page.facts}>
        <div>
          <dt>{t('console.agents.contact')}</dt>
          <dd>{application.contact}</dd>
        </div>
        <div>
          <dt>{t('console.agents.expectedTeam')}</dt>
          <dd>{t('console.agents.players', { count: formatNumber(application.expectedTeam, language) })}</dd>
        </div>
        <div>
          <dt>{t('console.agents.appliedAt')}</dt>
          <dd>{formatInstant(application.createdAt, language)}</dd>
        </div>
        {application.decidedAt !== null ? (
          <div>
            <dt>{t('console.agents.decided')}</dt>
            <dd>
              {t('console.agents.decidedBy', {
                time: formatInstant(application.decidedAt, language),
                name: application.decidedBy ?? '—',
              })}
            </dd>
          </div>
        ) : null}
      </dl>
      <dl className={page.facts}>
        <div>
          <dt>{t('console.agents.note')}</dt>
          <dd className={application.note ? styles.note : page.muted}>
            {application.note || t('console.agents.noNote')}
          </dd>
        </div>
        {application.reason !== null ? (
          <div>
            <dt>{t('console.agents.reason')}</dt>
            <dd className={styles.note}>{application.reason}</dd>
          </div>
        ) : null}
      </dl>
      {application.status === 'pending' && props.canDecide ? (
        <div className={page.actions}>
          <Button size="sm" onClick={() => setOpen('approve')}>
            {t('console.agents.approve')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen('reject')}>
            {t('console.agents.reject')}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={open === 'approve'}
        onClose={close}
        size="sm"
        title={t('console.agents.approveTitle', { account })}
        closeLabel={t('common.close')}
      >
        <form className={page.stack} onSubmit={approve} noValidate>
          <p className={page.muted}>{t('console.agents.approveBody', { account })}</p>
          <AgentTypeChoice
            value={agentType}
            error={decide.problems.agentType}
            onChange={(type) => {
              setAgentType(type);
              decide.clear('agentType');
            }}
          />
          <FormAlert message={decide.refusal} />
          <div className={page.actions}>
            <Button type="button" variant="ghost" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={decide.pending}>
              {t('console.agents.approveConfirm')}
            </Button>
          </div>
        </form>
      </Dialog>
      <Dialog
        open={open === 'reject'}
        onClose={close}
        size="sm"
        title={t('console.agents.rejectTitle', { account })}
        closeLabel={t('common.close')}
      >
        <form className={page.stack} onSubmit={reject} noValidate>
          <p className={page.muted}>{t('console.agents.rejectBody', { account })}</p>
          <TextField
            label={t('console.agents.reason')}
            name="reason"
            autoComplete="off"
            required
            maxLength={500}
            hint={t('console.agents.rejectReasonHint')}
            value={reason}
            error={decide.problems.reason}
            onChange={(event) => {
              setReason(event.target.value);
              decide.clear('reason');
            }}
          />
          <FormAlert message={decide.refusal} />
          <div className={page.actions}>
            <Button type="button" variant="ghost" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={decide.pending}>
              {t('console.agents.rejectConfirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </li>
  );
}
