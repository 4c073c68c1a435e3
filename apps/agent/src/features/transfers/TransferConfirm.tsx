import { isApiError } from '@lotus/api-client';
import { FormAlert, useSubmit } from '@lotus/app-shell';
import { Link } from '@lotus/app-shell/routing';
import type { AgentTransfer, AgentTransferRequest } from '@lotus/contract/agent-transfers';
import type { ErrorCode } from '@lotus/contract/errors';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, PasswordField } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { isUnanswered, sendTransfer, transferQueryKeys } from './transfers-queries.ts';
import * as pageStyles from '../../components/page.css.ts';
import * as styles from './transfers.css.ts';

/** A transfer the agent has filled in and checked: who receives it, and how much (minor units). */
export interface TransferDraft {
  recipient: { id: string; account: string; relation: 'upline' | 'downline' };
  amount: string;
}

/** Refusals about the payment password: said beside it, with the way to the security centre. */
const passwordCodes: ReadonlySet<ErrorCode> = new Set([
  'error_payment_password_wrong',
  'error_payment_password_locked',
  'error_payment_password_not_set',
]);
/** Refusals after which the limits, what was sent today or the balance may have moved. */
const movedCodes: ReadonlySet<ErrorCode> = new Set([
  'error_transfer_amount',
  'error_transfer_daily_limit',
  'error_insufficient_funds',
]);

/**
 * The confirmation: who receives how much, from the main balance, and the payment password. The
 * idempotency key is made at the first confirm of this transfer and sent again with every retry
 * of it (a network failure leaves the agent not knowing whether it was made: the server makes it
 * at most once); going back to change the transfer makes it another one, with a key of its own.
 */
export function TransferConfirm(props: {
  draft: TransferDraft;
  currency: string;
  onBack: () => void;
  onDone: (transfer: AgentTransfer) => void;
}) {
  const { t, language } = useT('agentTransfers');
  const queryClient = useQueryClient();
  const { draft } = props;
  const [password, setPassword] = useState('');
  // After a refusal of the payment password: the way to the security centre, where it is set.
  const [toSecurity, setToSecurity] = useState(false);
  const key = useRef<string | null>(null);
  const money = (minorUnits: string) => formatMoney(minorUnits, props.currency, language);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: transferQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: transferQueryKeys.balance }),
    ]);

  const request = useSubmit<AgentTransferRequest, AgentTransfer, 'paymentPassword'>({
    send: sendTransfer,
    onSuccess: async (transfer) => {
      await refresh();
      props.onDone(transfer);
    },
    placeOf: (refusal) => (passwordCodes.has(refusal.code) ? 'paymentPassword' : 'form'),
    wordsOf: (refusal) => {
      if (isUnanswered(refusal)) return t('agentTransfers.confirm.unanswered');
      const { params } = refusal;
      if (refusal.code === 'error_transfer_daily_limit' && params.left !== undefined)
        return t('agentTransfers.confirm.dailyLimit', { left: money(String(params.left)) });
      if (refusal.code === 'error_transfer_amount' && params.min !== undefined && params.max !== undefined)
        return t('agentTransfers.confirm.amountRefused', {
          min: money(String(params.min)),
          max: money(String(params.max)),
        });
      if (refusal.code === 'error_not_found') return t('agentTransfers.confirm.notFound');
      return undefined;
    },
    onRefused: (failure) => {
      if (!isApiError(failure) || isUnanswered(failure)) return;
      if (passwordCodes.has(failure.code)) setToSecurity(true);
      if (movedCodes.has(failure.code)) void refresh();
    },
  });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const shaped = /^\d{6}$/.test(password);
    if (!request.check({ paymentPassword: shaped ? undefined : t('agentTransfers.confirm.passwordInvalid') }))
      return;
    key.current ??= crypto.randomUUID();
    request.submit({
      toId: draft.recipient.id,
      amount: draft.amount,
      paymentPassword: password,
      idempotencyKey: key.current,
    });
  };

  const passwordProblem = request.problems.paymentPassword;
  const relation = t(`agentTransfers.confirm.relation.${draft.recipient.relation}`);
  return (
    <form className={styles.stack} noValidate onSubmit={confirm} data-testid="transfer-confirm">
      <p className={styles.summary}>
        {t('agentTransfers.confirm.summary', {
          account: draft.recipient.account,
          amount: money(draft.amount),
        })}
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('agentTransfers.confirm.to')}</dt>
          <dd>
            {draft.recipient.account}
            <br />
            <span className={pageStyles.muted}>{relation}</span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('agentTransfers.confirm.amount')}</dt>
          <dd>{money(draft.amount)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('agentTransfers.confirm.from')}</dt>
          <dd>{t('agentTransfers.confirm.fromMain')}</dd>
        </div>
      </dl>
      <FormAlert message={request.refusal} />
      <PasswordField
        label={t('agentTransfers.confirm.paymentPassword')}
        showLabel={t('agentTransfers.confirm.showPassword')}
        hideLabel={t('agentTransfers.confirm.hidePassword')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value.replace(/\D/g, ''));
          request.clear('paymentPassword');
        }}
        hint={t('agentTransfers.confirm.paymentPasswordHint')}
        error={passwordProblem}
        required
      />
      {toSecurity ? (
        <Link to="/security" className={pageStyles.link}>
          {t('agentTransfers.confirm.toSecurity')}
        </Link>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={props.onBack} disabled={request.pending}>
          {t('agentTransfers.confirm.back')}
        </Button>
        <Button type="submit" loading={request.pending}>
          {t('agentTransfers.confirm.send')}
        </Button>
      </div>
    </form>
  );
}
