import { FormAlert, useSubmit } from '@lotus/app-shell';
import type { OperatorWithdrawal, WithdrawalDecision } from '@lotus/contract/withdrawals';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, Dialog, TextArea, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';
import { consoleApi } from '../../lib/console-api.ts';
import { formatInstant } from '../../lib/format.ts';
import { pendingWithdrawalsKey } from './withdrawal-queries.ts';

type Decision = { kind: 'approve' } | { kind: 'reject'; reason: string };

/** One pending withdrawal: amount, member, the account to pay, when; approve or reject, each confirmed. */
export function WithdrawalEntry(props: { withdrawal: OperatorWithdrawal }) {
  const { withdrawal } = props;
  const { t, language } = useT('common', 'console');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const amount = formatMoney(withdrawal.amount, withdrawal.currency, language);
  const words = {
    amount,
    member: withdrawal.username,
    payee: withdrawal.bank.payeeName,
    bank: withdrawal.bank.bankName,
    number: withdrawal.bank.accountNumber,
  };
  const decide = useSubmit<Decision, WithdrawalDecision, 'reason'>({
    send: (decision) =>
      decision.kind === 'approve'
        ? consoleApi.approveWithdrawal(withdrawal.id)
        : consoleApi.rejectWithdrawal(withdrawal.id, decision.reason),
    onSuccess: async (_answer, decision) => {
      setOpen(null);
      show({
        tone: 'success',
        message:
          decision.kind === 'approve'
            ? t('console.withdrawals.approved', words)
            : t('console.withdrawals.rejected', words),
      });
      await queryClient.invalidateQueries({ queryKey: pendingWithdrawalsKey });
    },
    // Decided by someone else meanwhile: the queue is stale.
    onRefused: () => queryClient.invalidateQueries({ queryKey: pendingWithdrawalsKey }),
    placeOf: (refusal) =>
      refusal.code === 'error_validation' && 'reason' in refusal.fields ? 'reason' : 'form',
  });
  const close = () => {
    setOpen(null);
    decide.clear();
  };
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

  return (
    <li className={page.entry} data-testid="pending-withdrawal" data-member={withdrawal.username}>
      <dl className={page.facts}>
        <div>
          <dt>{t('console.withdrawals.amount')}</dt>
          <dd className={page.strong} data-testid="withdrawal-amount">
            {amount}
          </dd>
        </div>
        <div>
          <dt>{t('console.withdrawals.member')}</dt>
          <dd className={page.mono}>{withdrawal.username}</dd>
        </div>
        <div>
          <dt>{t('console.withdrawals.bank')}</dt>
          <dd>{t('console.withdrawals.accountOf', words)}</dd>
        </div>
        <div>
          <dt>{t('console.withdrawals.requestedAt')}</dt>
          <dd>{formatInstant(withdrawal.createdAt, language)}</dd>
        </div>
      </dl>
      <div className={page.actions}>
        <Button size="sm" onClick={() => setOpen('approve')}>
          {t('console.withdrawals.approve')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setOpen('reject')}>
          {t('console.withdrawals.reject')}
        </Button>
      </div>
      <Dialog
        open={open === 'approve'}
        onClose={close}
        size="sm"
        title={t('console.withdrawals.approveTitle')}
        closeLabel={t('common.close')}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button loading={decide.pending} onClick={() => decide.submit({ kind: 'approve' })}>
              {t('console.withdrawals.approveConfirm')}
            </Button>
          </>
        }
      >
        <div className={page.stack}>
          <p>{t('console.withdrawals.approveBody', words)}</p>
          <FormAlert message={decide.refusal} />
        </div>
      </Dialog>
      <Dialog
        open={open === 'reject'}
        onClose={close}
        size="sm"
        title={t('console.withdrawals.rejectTitle')}
        closeLabel={t('common.close')}
      >
        <form className={page.stack} onSubmit={reject} noValidate>
          <p>{t('console.withdrawals.rejectBody', words)}</p>
          <TextArea
            label={t('console.withdrawals.reason')}
            name="reason"
            required
            rows={3}
            maxLength={200}
            hint={t('console.withdrawals.reasonHint')}
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
              {t('console.withdrawals.rejectConfirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </li>
  );
}
