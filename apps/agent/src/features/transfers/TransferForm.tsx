import type { AgentTransfer, TransferLimits } from '@lotus/contract/agent-transfers';
import type { TeamMember } from '@lotus/contract/agents';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { RecipientPicker } from './RecipientPicker.tsx';
import { TransferConfirm } from './TransferConfirm.tsx';
import type { TransferDraft } from './TransferConfirm.tsx';
import { TransferDone } from './TransferDone.tsx';
import type { AmountProblem } from './transfer-amount.ts';
import { amountProblem, leftToday, wholeAmountOf } from './transfer-amount.ts';
import * as styles from './transfers.css.ts';

/** What the agent has filled in, kept while it looks at the confirmation (Back finds it as it was). */
interface Fields {
  to: 'upline' | 'team';
  member: TeamMember | null;
  amountText: string;
}

type Step =
  { kind: 'edit' } | { kind: 'confirm'; draft: TransferDraft } | { kind: 'done'; transfer: AgentTransfer };

/**
 * A new transfer in three steps: who and how much (checked against the limits and the balance
 * before anything is sent), the confirmation that says who receives how much (with the payment
 * password), and the transfer made. "Make another" starts afresh.
 */
export function TransferForm(props: {
  limits: TransferLimits;
  currency: string;
  balance: string | undefined;
}) {
  const [round, setRound] = useState(0);
  return <TransferRound key={round} {...props} onAnother={() => setRound((current) => current + 1)} />;
}

function TransferRound(props: {
  limits: TransferLimits;
  currency: string;
  balance: string | undefined;
  onAnother: () => void;
}) {
  const { t } = useT('agentTransfers');
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const [fields, setFields] = useState<Fields>({
    to: props.limits.upline ? 'upline' : 'team',
    member: null,
    amountText: '',
  });
  // Each step after the first says where the agent is now: its heading takes the focus.
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) titleRef.current?.focus();
    moved.current = true;
  }, [step.kind]);

  const title = {
    edit: t('agentTransfers.form.title'),
    confirm: t('agentTransfers.confirm.title'),
    done: t('agentTransfers.done.title'),
  }[step.kind];
  return (
    <section
      className={step.kind === 'done' ? styles.done : styles.panel}
      aria-labelledby={titleId}
      data-testid="transfer-form"
    >
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.panelTitle}>
        {title}
      </h2>
      {step.kind === 'edit' && (
        <TransferFields
          {...props}
          fields={fields}
          onFields={setFields}
          onNext={(draft) => setStep({ kind: 'confirm', draft })}
        />
      )}
      {step.kind === 'confirm' && (
        <TransferConfirm
          draft={step.draft}
          currency={props.currency}
          onBack={() => setStep({ kind: 'edit' })}
          onDone={(transfer) => setStep({ kind: 'done', transfer })}
        />
      )}
      {step.kind === 'done' && <TransferDone transfer={step.transfer} onAnother={props.onAnother} />}
    </section>
  );
}

type Problems = Partial<Record<'member' | 'amount', string>>;

function TransferFields(props: {
  limits: TransferLimits;
  currency: string;
  balance: string | undefined;
  fields: Fields;
  onFields: (fields: Fields) => void;
  onNext: (draft: TransferDraft) => void;
}) {
  const { t, language } = useT('agentTransfers');
  const { limits, currency, balance, fields } = props;
  const [problems, setProblems] = useState<Problems>({});
  const memberRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const money = (minorUnits: string) => formatMoney(minorUnits, currency, language);
  const left = leftToday(limits);
  const upline = limits.upline;
  const to = upline ? fields.to : 'team';
  const change = (next: Partial<Fields>, field: keyof Problems) => {
    props.onFields({ ...fields, ...next });
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const amountWords = (problem: AmountProblem) =>
    problem.kind === 'invalid'
      ? t('agentTransfers.form.amountInvalid')
      : t(`agentTransfers.form.${problem.kind}`, { amount: money(problem.limit) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    let recipient: TransferDraft['recipient'] | null = null;
    if (to === 'upline' && upline) recipient = { ...upline, relation: 'upline' };
    else if (fields.member)
      recipient = { id: fields.member.id, account: fields.member.account, relation: 'downline' };
    else found.member = t('agentTransfers.form.chooseMember');
    const amount = wholeAmountOf(fields.amountText, currency);
    const problem = amountProblem(amount, limits, balance);
    if (problem) found.amount = amountWords(problem);
    setProblems(found);
    if (found.member) memberRef.current?.focus();
    else if (found.amount) amountRef.current?.focus();
    else if (recipient && amount) props.onNext({ recipient, amount });
  };

  const facts = (
    <dl className={styles.facts} data-testid="transfer-limits">
      <div className={styles.fact}>
        <dt>{t('agentTransfers.form.balance')}</dt>
        <dd data-testid="transfer-balance">
          {balance === undefined ? t('agentTransfers.form.balanceUnknown') : money(balance)}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('agentTransfers.form.perTransfer')}</dt>
        <dd>
          {t('agentTransfers.form.perTransferRange', { min: money(limits.min), max: money(limits.max) })}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('agentTransfers.form.leftToday')}</dt>
        <dd>{t('agentTransfers.form.leftTodayOf', { left: money(left), max: money(limits.dailyMax) })}</dd>
      </div>
    </dl>
  );
  if (left === '0')
    return (
      <>
        {facts}
        <p className={styles.pickerNote} role="status">
          {t('agentTransfers.form.noneLeftToday')}
        </p>
      </>
    );

  return (
    <form className={styles.stack} noValidate onSubmit={submit}>
      {facts}
      {upline ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('agentTransfers.form.recipient')}</legend>
          <label className={styles.choice}>
            <input
              type="radio"
              name="to"
              value="upline"
              checked={to === 'upline'}
              onChange={() => change({ to: 'upline' }, 'member')}
            />
            {t('agentTransfers.form.toUpline', { account: upline.account })}
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name="to"
              value="team"
              checked={to === 'team'}
              onChange={() => change({ to: 'team' }, 'member')}
            />
            {t('agentTransfers.form.toTeam')}
          </label>
        </fieldset>
      ) : null}
      {to === 'team' && (
        <RecipientPicker
          chosen={fields.member}
          onChoose={(member) => change({ member }, 'member')}
          error={problems.member}
          inputRef={memberRef}
        />
      )}
      <TextField
        ref={amountRef}
        label={t('agentTransfers.form.amount')}
        hint={t('agentTransfers.form.amountHint', {
          min: money(limits.min),
          max: money(limits.max),
          left: money(left),
        })}
        error={problems.amount}
        inputMode="numeric"
        autoComplete="off"
        suffix={currency}
        value={fields.amountText}
        onChange={(event) => change({ amountText: event.target.value }, 'amount')}
        required
        data-testid="transfer-amount"
      />
      <div className={styles.actions}>
        <Button type="submit">{t('agentTransfers.form.next')}</Button>
      </div>
    </form>
  );
}
