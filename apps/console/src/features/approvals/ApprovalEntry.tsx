import { FormAlert, useSubmit } from '@lotus/app-shell';
import type { Approval } from '@lotus/contract/approvals';
import { formatMoney, useT } from '@lotus/i18n';
import { Badge, Button, Dialog, TextArea, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { formatInstant } from '../../lib/format.ts';
import { useConsoleSession } from '../../lib/session-store.ts';
import { pendingApprovalsKey } from './approval-queries.ts';

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/** The words for each kind of change that waits for approval. */
const kindLabels = {
  'wallet.adjustment': 'console.approvals.kinds.wallet_adjustment',
} as const satisfies Record<Approval['kind'], string>;

/** One change waiting for approval: what it does, who asked and when; approve, or reject with a reason. */
export function ApprovalEntry(props: { approval: Approval }) {
  const { approval } = props;
  const { t, language } = useT('common', 'console', 'wallet');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const selfId = useConsoleSession((state) => state.session?.operator.id);
  // The server refuses it too (error_approval_same_operator); the console does not offer it.
  const ownRequest = selfId === approval.requestedBy.id;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const decide = useSubmit<Decision, Approval, 'reason'>({
    send: (decision) =>
      decision.kind === 'approve'
        ? consoleApi.approveApproval(approval.id)
        : consoleApi.rejectApproval(approval.id, decision.reason),
    onSuccess: async (_answer, decision) => {
      setRejecting(false);
      show({
        tone: 'success',
        message:
          decision.kind === 'approve' ? t('console.approvals.approved') : t('console.approvals.rejected'),
      });
      await queryClient.invalidateQueries({ queryKey: pendingApprovalsKey });
    },
    onRefused: () => queryClient.invalidateQueries({ queryKey: pendingApprovalsKey }),
    placeOf: (refusal) =>
      refusal.code === 'error_validation' && 'reason' in refusal.fields ? 'reason' : 'form',
  });
  const reject = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (
      !decide.check({
        reason:
          trimmed.length < 3 || trimmed.length > 200 ? t('console.withdrawals.reasonInvalid') : undefined,
      })
    )
      return;
    decide.submit({ kind: 'reject', reason: trimmed });
  };
  const { summary } = approval;

  return (
    <li className={page.entry} data-testid="pending-approval">
      <div className={page.actions}>
        <Badge tone="warning">{t(kindLabels[approval.kind])}</Badge>
        <span className={page.muted}>
          {t('console.approvals.requestedBy', {
            name: approval.requestedBy.username,
            time: formatInstant(approval.requestedAt, language),
          })}
        </span>
      </div>
      <dl className={page.facts}>
        <div>
          <dt>{t('console.approvals.amount')}</dt>
          <dd className={page.strong}>{formatMoney(summary.amount, summary.currency, language)}</dd>
        </div>
        <div>
          <dt>{t('console.approvals.member')}</dt>
          <dd className={page.mono}>{summary.username}</dd>
        </div>
        <div>
          <dt>{t('console.approvals.reason')}</dt>
          <dd>{summary.reason}</dd>
        </div>
      </dl>
      {ownRequest ? (
        <p className={page.muted}>{t('console.approvals.ownRequest')}</p>
      ) : (
        <div className={page.actions}>
          <Button
            size="sm"
            loading={decide.pending && decide.sent?.kind === 'approve'}
            onClick={() => decide.submit({ kind: 'approve' })}
          >
            {t('console.approvals.approve')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setRejecting(true)}>
            {t('console.approvals.reject')}
          </Button>
        </div>
      )}
      {rejecting ? null : <FormAlert message={decide.refusal} />}
      <Dialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        size="sm"
        title={t('console.approvals.rejectTitle')}
        closeLabel={t('common.close')}
      >
        <form className={page.stack} onSubmit={reject} noValidate>
          <TextArea
            label={t('console.approvals.rejectReason')}
            name="reason"
            required
            rows={3}
            maxLength={200}
            hint={t('console.approvals.rejectReasonHint')}
            value={reason}
            error={decide.problems.reason}
            onChange={(event) => {
              setReason(event.target.value);
              decide.clear('reason');
            }}
          />
          <FormAlert message={decide.refusal} />
          <div className={page.actions}>
            <Button type="button" variant="ghost" onClick={() => setRejecting(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={decide.pending && decide.sent?.kind === 'reject'}>
              {t('console.approvals.rejectConfirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </li>
  );
}
