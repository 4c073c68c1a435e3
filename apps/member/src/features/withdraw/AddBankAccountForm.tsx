import { memberInfoQueryKey, useSubmit } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Select, Skeleton, TextField, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckedForm } from '../../components/CheckedForm.tsx';
import { profileQueryKey } from '../../lib/account-queries.ts';
import { isRealNameValid } from '../../lib/real-name.ts';
import { withdrawQueryKeys, withdrawals } from './withdraw-queries.ts';
import type { BankAccountFormField } from './withdraw-rules.ts';
import { accountNumberOf, bankAccountFieldOfRefusal } from './withdraw-rules.ts';
import * as styles from './withdraw.css.ts';

type Field = Exclude<BankAccountFormField, 'form'>;
type FieldErrors = Partial<Record<Field, string>>;

/**
 * Binds a bank account: the bank from the list, the number, and the holder, who must be the
 * member. With a real name on file it is filled in and fixed; without one, the name typed here
 * becomes the real name (the hint says so).
 */
export function AddBankAccountForm(props: { realName: string | null }) {
  const { t } = useT('common', 'withdraw');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const banks = useQuery({
    queryKey: withdrawQueryKeys.banks,
    queryFn: withdrawals.banks,
    staleTime: Infinity,
  });
  const [bankCode, setBankCode] = useState('');
  const [numberText, setNumberText] = useState('');
  const [typedName, setTypedName] = useState('');
  const locked = props.realName !== null && props.realName !== '';
  const payeeName = locked ? (props.realName ?? '') : typedName;

  const add = useSubmit<Parameters<typeof withdrawals.addBankAccount>[0], unknown, Field>({
    send: withdrawals.addBankAccount,
    onSuccess: async () => {
      setNumberText('');
      show({ message: t('withdraw.accounts.add.added'), tone: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawQueryKeys.accounts }),
        // The first account may have set the real name.
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: memberInfoQueryKey }),
      ]);
    },
    fallback: { otherwise: t('common.error') },
    placeOf: bankAccountFieldOfRefusal,
    // The schema's words for the number and the bank are the server's English; ours are translated.
    wordsOf: (failure, field) => {
      if (failure.code !== 'error_validation' || field === 'form') return undefined;
      const ownWords: Partial<Record<Field, string>> = {
        bankCode: t('withdraw.accounts.add.bankRequired'),
        accountNumber: t('withdraw.accounts.add.accountNumberInvalid'),
      };
      return ownWords[field] ?? failure.fields[field] ?? failure.message;
    },
  });
  const errors = add.problems;
  const { clear } = add;

  const submit = () => {
    const found: FieldErrors = {};
    const accountNumber = accountNumberOf(numberText);
    if (bankCode === '') found.bankCode = t('withdraw.accounts.add.bankRequired');
    if (accountNumber === null) found.accountNumber = t('withdraw.accounts.add.accountNumberInvalid');
    if (!locked && !isRealNameValid(payeeName)) found.payeeName = t('withdraw.accounts.add.payeeNameInvalid');
    if (!add.check(found) || accountNumber === null) return;
    add.submit({ bankCode, accountNumber, ...(locked ? {} : { payeeName: payeeName.trim() }) });
  };

  return (
    <section aria-labelledby="add-bank-account-title">
      <h2 id="add-bank-account-title" className={styles.sectionTitle}>
        {t('withdraw.accounts.add.title')}
      </h2>
      {banks.isPending ? (
        <Skeleton height={200} radius="md" />
      ) : (
        <CheckedForm
          className={styles.stack}
          data-testid="add-bank-account-form"
          onSubmit={submit}
          alert={add.refusal ?? (banks.isError ? t('withdraw.accounts.loadError') : null)}
        >
          <Select
            label={t('withdraw.accounts.add.bank')}
            placeholder={t('withdraw.accounts.add.chooseBank')}
            options={(banks.data ?? []).map((bank) => ({
              value: bank.code,
              label: `${bank.shortName} — ${bank.name}`,
            }))}
            value={bankCode}
            onChange={(event) => {
              setBankCode(event.target.value);
              clear('bankCode');
            }}
            error={errors.bankCode}
            required
          />
          <TextField
            label={t('withdraw.accounts.add.accountNumber')}
            inputMode="numeric"
            autoComplete="off"
            value={numberText}
            maxLength={30}
            onChange={(event) => {
              setNumberText(event.target.value);
              clear('accountNumber');
            }}
            hint={t('withdraw.accounts.add.accountNumberHint')}
            error={errors.accountNumber}
            required
          />
          <TextField
            label={t('withdraw.accounts.add.payeeName')}
            autoComplete="name"
            autoCapitalize="characters"
            value={payeeName}
            readOnly={locked}
            maxLength={50}
            onChange={(event) => {
              setTypedName(event.target.value);
              clear('payeeName');
            }}
            hint={
              locked ? t('withdraw.accounts.add.payeeNameLocked') : t('withdraw.accounts.add.payeeNameHint')
            }
            error={errors.payeeName}
            required
          />
          <Button type="submit" loading={add.pending}>
            {t('withdraw.accounts.add.submit')}
          </Button>
        </CheckedForm>
      )}
    </section>
  );
}
