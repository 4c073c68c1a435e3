import { useSubmit } from '@lotus/app-shell';
import { isApiError } from '@lotus/api-client';
import type { BankAccount } from '@lotus/contract/bank-accounts';
import type { Withdrawal, WithdrawalOverview } from '@lotus/contract/withdrawals';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, EmptyState, PasswordField, Select, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@lotus/app-shell/routing';
import { AmountField } from '../../components/AmountField.tsx';
import { CheckedForm } from '../../components/CheckedForm.tsx';
import { QuickAmounts } from '../../components/QuickAmounts.tsx';
import { amountInputOf, parseAmountInput } from '../../lib/money-input.ts';
import { useIdempotencyKey } from '../../lib/use-idempotency-key.ts';
import { walletQueryKeys } from '../../lib/wallet-queries.ts';
import { withdrawQueryKeys, withdrawals } from './withdraw-queries.ts';
import type { WithdrawFormField } from './withdraw-rules.ts';
import { isPaymentPasswordShaped, withdrawFieldOfRefusal } from './withdraw-rules.ts';
import * as styles from './withdraw.css.ts';

type Field = Exclude<WithdrawFormField, 'form'>;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * The withdraw form: which of the member's accounts, how much (within the limits shown), and the
 * payment password. Each refusal lands beside the field it is about.
 */
export function WithdrawForm(props: { overview: WithdrawalOverview; accounts: BankAccount[] }) {
  const { t } = useT('common', 'withdraw');
  const { overview, accounts } = props;
  let body;
  if (!overview.paymentPasswordSet) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('withdraw.noPaymentPassword')}
        action={<Link to="/account/security">{t('withdraw.toSecurity')}</Link>}
      />
    );
  } else if (accounts.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={t('withdraw.noAccounts')}
        action={<Link to="/bank-accounts">{t('withdraw.toBankAccounts')}</Link>}
      />
    );
  } else {
    body = <WithdrawFields overview={overview} accounts={accounts} />;
  }
  return (
    <section aria-labelledby="withdraw-form-title">
      <h2 id="withdraw-form-title" className={styles.sectionTitle}>
        {t('withdraw.form.title')}
      </h2>
      {body}
    </section>
  );
}

function WithdrawFields(props: { overview: WithdrawalOverview; accounts: BankAccount[] }) {
  const { t, language } = useT('common', 'withdraw');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const { overview, accounts } = props;
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '');
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const idempotency = useIdempotencyKey();
  // A refusal for bonus turnover: what is left to bet, shown under the amount with the way to it.
  const [turnoverLeft, setTurnoverLeft] = useState<string | null>(null);
  const money = (value: string) => formatMoney(value, overview.currency, language);
  const { minAmount, maxAmount } = overview.limits;

  const request = useSubmit<Parameters<typeof withdrawals.request>[0], Withdrawal, Field>({
    send: withdrawals.request,
    onSuccess: async (withdrawal) => {
      setAmountText('');
      setPassword('');
      idempotency.renew();
      show({ message: t('withdraw.form.done', { amount: money(withdrawal.amount) }), tone: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: withdrawQueryKeys.accounts }),
        queryClient.invalidateQueries({ queryKey: walletQueryKeys.all }),
      ]);
    },
    fallback: { otherwise: t('common.error') },
    placeOf: withdrawFieldOfRefusal,
    onRefused: (failure) => {
      if (isApiError(failure) && failure.code === 'error_turnover_requirement_unmet')
        setTurnoverLeft(String(failure.params.remaining ?? ''));
      // The limits or the balance moved under the member's feet: show the current ones.
      if (isApiError(failure) && withdrawFieldOfRefusal(failure) === 'amount')
        void queryClient.invalidateQueries({ queryKey: withdrawQueryKeys.overview });
    },
  });
  const errors = request.problems;
  /** Any change makes it another request: a new key, and the refusals of that field and of the form no longer apply. */
  const changed = (field: Field) => {
    idempotency.renew();
    if (field === 'amount') setTurnoverLeft(null);
    request.clear(field);
  };

  const pick = (minorUnits: string) => {
    setAmountText(amountInputOf(minorUnits, overview.currency));
    changed('amount');
  };

  const submit = () => {
    const found: FieldErrors = {};
    const amount = parseAmountInput(amountText, overview.currency);
    if (amount === null) found.amount = t('withdraw.form.amountInvalid');
    else if (BigInt(amount) < BigInt(minAmount))
      found.amount = t('withdraw.form.belowMinimum', { amount: money(minAmount) });
    else if (BigInt(amount) > BigInt(maxAmount))
      found.amount = t('withdraw.form.aboveMaximum', { amount: money(maxAmount) });
    else if (BigInt(amount) > BigInt(overview.available)) {
      found.amount = t('withdraw.form.aboveAvailable', { amount: money(overview.available) });
    }
    if (!isPaymentPasswordShaped(password)) found.paymentPassword = t('withdraw.form.passwordInvalid');
    if (!request.check(found) || amount === null) return;
    request.submit({
      bankAccountId: accountId,
      amount,
      paymentPassword: password,
      idempotencyKey: idempotency.key,
    });
  };

  return (
    <CheckedForm
      className={styles.stack}
      data-testid="withdraw-form"
      onSubmit={submit}
      alert={request.refusal}
    >
      <Select
        label={t('withdraw.form.account')}
        options={accounts.map((account) => ({
          value: account.id,
          label: `${account.bankName} · ${account.accountNumber} · ${account.payeeName}`,
        }))}
        value={accountId}
        onChange={(event) => {
          setAccountId(event.target.value);
          changed('bankAccountId');
        }}
        error={errors.bankAccountId}
      />
      <AmountField
        label={t('withdraw.form.amount')}
        value={amountText}
        onChange={(event) => {
          setAmountText(event.target.value);
          changed('amount');
        }}
        hint={t('withdraw.form.limits', { min: money(minAmount), max: money(maxAmount) })}
        error={errors.amount}
        suffix={overview.currency}
        required
      />
      {turnoverLeft !== null ? (
        <p className={styles.warning} data-testid="withdraw-turnover-refused">
          {/^\d+$/.test(turnoverLeft)
            ? `${t('withdraw.form.turnoverLeft', { amount: money(turnoverLeft) })} `
            : null}
          <Link to="/rewards">{t('withdraw.summary.toRewards')}</Link>
        </p>
      ) : null}
      <QuickAmounts
        label={t('withdraw.form.quickAmounts')}
        currency={overview.currency}
        min={minAmount}
        // A sum above what may be withdrawn now would only be refused.
        max={BigInt(overview.available) < BigInt(maxAmount) ? overview.available : maxAmount}
        current={parseAmountInput(amountText, overview.currency)}
        onPick={pick}
        extra={
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('withdraw.form.allLabel', { amount: money(overview.available) })}
            disabled={overview.available === '0'}
            onClick={() => pick(overview.available)}
          >
            {t('withdraw.form.all')}
          </Button>
        }
      />
      <PasswordField
        label={t('withdraw.form.paymentPassword')}
        showLabel={t('withdraw.form.showPassword')}
        hideLabel={t('withdraw.form.hidePassword')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value.replace(/\D/g, ''));
          changed('paymentPassword');
        }}
        hint={t('withdraw.form.paymentPasswordHint')}
        error={errors.paymentPassword}
        required
      />
      <Button type="submit" loading={request.pending}>
        {t('withdraw.form.submit')}
      </Button>
    </CheckedForm>
  );
}
