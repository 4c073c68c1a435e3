import { isApiError } from '@lotus/api-client';
import { useRefusalText, useSubmit } from '@lotus/app-shell';
import type { OperatorApplication } from '@lotus/contract/promotions';
import { formatMoney, useT } from '@lotus/i18n';
import type { BadgeTone } from '@lotus/ui';
import { Badge, Button, TextField, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import * as page from '../../components/page.css.ts';
import { RemarkDialog } from '../../components/RemarkDialog.tsx';
import type { RemarkInput } from '../../components/RemarkDialog.tsx';
import { showDecided } from '../../lib/decided-entry.ts';
import { formatInstant } from '../../lib/format.ts';
import { toMinorUnits } from '../points/index.ts';
import { ApplicationImages } from './ApplicationImages.tsx';
import { applicationsKey, rewardsApi } from './rewards-api.ts';
import { defaultCurrency } from './rewards-money.ts';
import * as styles from './rewards.css.ts';

type Decision = { action: 'approve'; amount: string; remark: string } | { action: 'reject'; remark: string };
type Field = 'amount' | 'remark';

/** The longest remark the server takes (approve and reject application schemas). */
const remarkMax = 200;
/** Refusals that mean the application is no longer as shown: decided meanwhile, or gone. */
const staleCodes = new Set(['error_application_decided', 'error_not_found']);
const statusTones: Record<OperatorApplication['status'], BadgeTone> = {
  applying: 'warning',
  issued: 'success',
  rejected: 'danger',
};

/**
 * One application to a promotion: the member, the promotion, the comment and images, and for a
 * waiting one, a grant of an amount the operator types (at most the promotion's maximum: the
 * server refuses more, in its words beside the amount) or a rejection with a remark the member
 * reads. The answer replaces the entry where it is shown.
 */
export function ApplicationEntry(props: { application: OperatorApplication }) {
  const { application } = props;
  const { t, language } = useT('common', 'consoleRewards');
  const { show } = useToast();
  const refusalText = useRefusalText();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const entry = useRef<HTMLLIElement>(null);
  const money = (minor: string) => formatMoney(minor, defaultCurrency, language);
  const words = {
    member: application.username,
    promotion: application.promotionTitle,
    max: money(application.maxAmount),
  };

  const decide = useSubmit<Decision, OperatorApplication, Field>({
    send: (decision) =>
      decision.action === 'approve'
        ? rewardsApi.approve(application.id, {
            amount: decision.amount,
            ...(decision.remark === '' ? {} : { remark: decision.remark }),
          })
        : rewardsApi.reject(application.id, decision.remark),
    onSuccess: async (answer, decision) => {
      setOpen(null);
      setAmount('');
      setRemark('');
      await showDecided(queryClient, applicationsKey, answer, entry);
      show({
        tone: 'success',
        message:
          decision.action === 'approve'
            ? t('consoleRewards.applications.approved', { ...words, money: money(answer.amount ?? '0') })
            : t('consoleRewards.applications.rejected', words),
      });
    },
    onRefused: async (failure) => {
      if (isApiError(failure) && staleCodes.has(failure.code)) {
        setOpen(null);
        show({ tone: 'warning', message: refusalText(failure) });
        await queryClient.invalidateQueries({ queryKey: applicationsKey });
      }
    },
    // Above the maximum is said beside the amount, in the server's words (which name the maximum).
    placeOf: (refusal) =>
      refusal.code === 'error_promotion_amount_above_maximum' ||
      (refusal.code === 'error_validation' && 'amount' in refusal.fields)
        ? 'amount'
        : refusal.code === 'error_validation' && 'remark' in refusal.fields
          ? 'remark'
          : 'form',
  });

  const close = () => {
    setOpen(null);
    setAmount('');
    setRemark('');
    decide.clear();
  };
  const remarkProblem = (required: boolean) => {
    const trimmed = remark.trim();
    if (required && trimmed === '') return t('consoleRewards.applications.remarkRequired');
    return trimmed.length > remarkMax ? t('consoleRewards.applications.remarkTooLong') : undefined;
  };
  const approve = (event: FormEvent) => {
    event.preventDefault();
    const minor = toMinorUnits(amount, defaultCurrency);
    const amountProblem =
      amount.trim() === ''
        ? t('consoleRewards.applications.amountRequired')
        : minor === null
          ? t('consoleRewards.money.invalid', { currency: defaultCurrency })
          : minor === '0'
            ? t('consoleRewards.money.positive')
            : undefined;
    if (!decide.check({ amount: amountProblem, remark: remarkProblem(false) }) || minor === null) return;
    decide.submit({ action: 'approve', amount: minor, remark: remark.trim() });
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!decide.check({ remark: remarkProblem(true) })) return;
    decide.submit({ action: 'reject', remark: remark.trim() });
  };
  const remarkInput = (label: string, hint: string, required: boolean): RemarkInput => ({
    label,
    hint,
    required,
    value: remark,
    max: remarkMax,
    error: decide.problems.remark,
    onChange: (value) => {
      setRemark(value);
      decide.clear('remark');
    },
  });
  const typed = toMinorUnits(amount, defaultCurrency);

  return (
    <li
      ref={entry}
      tabIndex={-1}
      className={page.entry}
      data-testid="promotion-application"
      data-id={application.id}
      data-status={application.status}
    >
      <div className={styles.entryHead}>
        <span className={`${page.strong} ${page.mono}`}>{application.username}</span>
        <Badge tone={statusTones[application.status]}>
          {t(`consoleRewards.applications.status.${application.status}`)}
        </Badge>
      </div>
      <dl className={page.facts}>
        <div>
          <dt>{t('consoleRewards.applications.promotion')}</dt>
          <dd>{application.promotionTitle}</dd>
        </div>
        <div>
          <dt>{t('consoleRewards.applications.createdAt')}</dt>
          <dd>{formatInstant(application.createdAt, language)}</dd>
        </div>
        {application.status === 'issued' && application.amount !== null ? (
          <div>
            <dt>{t('consoleRewards.applications.granted')}</dt>
            <dd className={page.strong}>{money(application.amount)}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('consoleRewards.applications.maxAmount')}</dt>
            <dd>{words.max}</dd>
          </div>
        )}
        {application.decidedAt !== null ? (
          <div>
            <dt>{t('consoleRewards.applications.decidedAt')}</dt>
            <dd>{formatInstant(application.decidedAt, language)}</dd>
          </div>
        ) : null}
      </dl>
      <dl className={page.facts}>
        <div>
          <dt>{t('consoleRewards.applications.comment')}</dt>
          <dd className={styles.note}>{application.comment}</dd>
        </div>
        {application.operatorRemark ? (
          <div>
            <dt>{t('consoleRewards.applications.operatorRemark')}</dt>
            <dd className={styles.note}>{application.operatorRemark}</dd>
          </div>
        ) : null}
      </dl>
      <ApplicationImages images={application.images} member={application.username} />
      {application.status === 'applying' ? (
        <div className={page.actions}>
          <Button size="sm" onClick={() => setOpen('approve')}>
            {t('consoleRewards.applications.approve')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen('reject')}>
            {t('consoleRewards.applications.reject')}
          </Button>
        </div>
      ) : null}
      <RemarkDialog
        open={open === 'approve'}
        onClose={close}
        title={t('consoleRewards.applications.approveTitle', words)}
        body={t('consoleRewards.applications.approveBody', words)}
        remark={remarkInput(
          t('consoleRewards.applications.approveRemark'),
          t('consoleRewards.applications.approveRemarkHint'),
          false,
        )}
        refusal={decide.refusal}
        pending={decide.pending}
        confirm={t('consoleRewards.applications.approveConfirm')}
        onSubmit={approve}
      >
        <TextField
          label={t('consoleRewards.applications.amount')}
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          required
          hint={
            typed === null || typed === '0'
              ? t('consoleRewards.applications.amountHint', words)
              : `${t('consoleRewards.applications.amountHint', words)} · ${t('consoleRewards.money.preview', { money: money(typed) })}`
          }
          value={amount}
          error={decide.problems.amount}
          onChange={(event) => {
            setAmount(event.target.value);
            decide.clear('amount');
          }}
        />
      </RemarkDialog>
      <RemarkDialog
        open={open === 'reject'}
        onClose={close}
        title={t('consoleRewards.applications.rejectTitle', words)}
        body={t('consoleRewards.applications.rejectBody', words)}
        remark={remarkInput(
          t('consoleRewards.applications.rejectRemark'),
          t('consoleRewards.applications.rejectRemarkHint'),
          true,
        )}
        refusal={decide.refusal}
        pending={decide.pending}
        confirm={t('consoleRewards.applications.rejectConfirm')}
        danger
        onSubmit={reject}
      />
    </li>
  );
}
