import { useSubmit } from '@lotus/app-shell';
import type {
  ConfirmationChoice,
  Withdrawal,
  WithdrawalConfirmationRequest,
} from '@lotus/contract/withdrawals';
import { formatMoney, useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { AmountField } from '../../components/AmountField.tsx';
import { CheckedForm } from '../../components/CheckedForm.tsx';
import { parseAmountInput } from '../../lib/money-input.ts';
import { readProof } from './proof-image.ts';
import { withdrawals } from './withdraw-queries.ts';
import * as styles from './withdraw.css.ts';

type Field = 'choice' | 'amountReceived' | 'proof';
type Proof = { base64: string; mediaType: string; name: string };

const proofCodes = new Set([
  'error_proof_image_invalid',
  'error_proof_image_too_large',
  'error_payload_too_large',
]);

/** The answers the member may give now: the first answer once paid, or closing an earlier report. */
export function choicesFor(status: Withdrawal['status']): ConfirmationChoice[] {
  if (status === 'paid') return ['received', 'partly_received', 'not_received'];
  if (status === 'partly_received' || status === 'not_received') return ['all_received'];
  return [];
}

/**
 * The confirmation of a paid withdrawal (spec: received, partly received with the amount and the
 * remainder, not received with a proof image for staff, all received). The image is checked here
 * as the server will check it (PNG or JPG by its bytes, at most 5 MB) and previewed before it goes.
 */
export function ConfirmationForm(props: { withdrawal: Withdrawal; onConfirmed: (next: Withdrawal) => void }) {
  const { t, language } = useT('common', 'withdraw');
  const { withdrawal } = props;
  const choices = choicesFor(withdrawal.status);
  const [choice, setChoice] = useState<ConfirmationChoice | null>(
    choices.length === 1 ? (choices[0] ?? null) : null,
  );
  const [amountText, setAmountText] = useState('');
  const [proof, setProof] = useState<Proof | null>(null);
  const fileId = useId();
  const money = (value: string) => formatMoney(value, withdrawal.currency, language);
  const received = parseAmountInput(amountText, withdrawal.currency);
  const receivedValid = received !== null && BigInt(received) < BigInt(withdrawal.amount);
  const remainder = receivedValid ? (BigInt(withdrawal.amount) - BigInt(received)).toString() : null;

  const confirm = useSubmit<WithdrawalConfirmationRequest, Withdrawal, Field>({
    send: (request) => withdrawals.confirm(withdrawal.id, request),
    onSuccess: props.onConfirmed,
    fallback: { otherwise: t('common.error') },
    placeOf: (failure) => {
      if (failure.code === 'error_amount_received_invalid') return 'amountReceived';
      return proofCodes.has(failure.code) ? 'proof' : 'form';
    },
  });
  const { problems: errors, setProblems: setErrors } = confirm;

  const pick = (next: ConfirmationChoice) => {
    setChoice(next);
    confirm.clear();
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    confirm.clear('proof');
    setProof(null);
    if (!file) return;
    const read = await readProof(file);
    if ('problem' in read) {
      setErrors((current) => ({ ...current, proof: t(`withdraw.confirm.${read.problem}`) }));
      event.target.value = '';
      return;
    }
    setProof({ ...read, name: file.name });
  };

  const submit = () => {
    if (choice === null) {
      confirm.check({ choice: t('withdraw.confirm.chooseOne') });
      return;
    }
    if (choice === 'partly_received') {
      if (received === null || !receivedValid) {
        confirm.check({
          amountReceived: t('withdraw.confirm.amountReceivedInvalid', { amount: money(withdrawal.amount) }),
        });
        return;
      }
      confirm.submit({ choice, amountReceived: received, ...(proof ? { proofImage: proof.base64 } : {}) });
      return;
    }
    if (choice === 'not_received') {
      if (proof === null) {
        // Keeps the refusal above the form and a problem the image already has.
        setErrors((current) => ({ ...current, proof: current.proof ?? t('withdraw.confirm.proofRequired') }));
        return;
      }
      confirm.submit({ choice, proofImage: proof.base64 });
      return;
    }
    confirm.submit({ choice });
  };

  if (choices.length === 0) return null;
  return (
    <CheckedForm
      className={styles.stack}
      data-testid="confirmation-form"
      onSubmit={submit}
      alert={confirm.refusal}
    >
      <fieldset className={styles.choices} aria-describedby={errors.choice ? `${fileId}-choice` : undefined}>
        <legend className={styles.legend}>
          {withdrawal.status === 'paid' ? t('withdraw.confirm.question') : t('withdraw.confirm.followUp')}
        </legend>
        {choices.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name="choice"
              value={value}
              className={styles.radio}
              checked={choice === value}
              onChange={() => pick(value)}
            />
            {t(`withdraw.confirm.choices.${value}`)}
          </label>
        ))}
        {errors.choice ? (
          <p id={`${fileId}-choice`} role="alert" className={styles.fieldError}>
            {errors.choice}
          </p>
        ) : null}
      </fieldset>

      {choice === 'partly_received' ? (
        <>
          <AmountField
            label={t('withdraw.confirm.amountReceived')}
            value={amountText}
            onChange={(event) => {
              setAmountText(event.target.value);
              setErrors((current) => ({ ...current, amountReceived: undefined }));
            }}
            hint={t('withdraw.confirm.amountReceivedHint', { amount: money(withdrawal.amount) })}
            error={errors.amountReceived}
            suffix={withdrawal.currency}
            required
          />
          {remainder !== null ? (
            <p className={styles.notice} role="status" data-testid="confirmation-remainder">
              {t('withdraw.confirm.remainder', { amount: money(remainder) })}
            </p>
          ) : null}
        </>
      ) : null}

      {choice === 'not_received' || choice === 'partly_received' ? (
        <div className={styles.upload}>
          <label htmlFor={fileId} className={styles.legend}>
            {choice === 'not_received' ? t('withdraw.confirm.proof') : t('withdraw.confirm.proofOptional')}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg"
            className={styles.fileInput}
            aria-describedby={`${fileId}-hint${errors.proof ? ` ${fileId}-error` : ''}`}
            aria-invalid={errors.proof ? true : undefined}
            onChange={(event) => void chooseFile(event)}
          />
          <p id={`${fileId}-hint`} className={styles.muted}>
            {t('withdraw.confirm.proofHint')}
          </p>
          {errors.proof ? (
            <p id={`${fileId}-error`} role="alert" className={styles.fieldError}>
              {errors.proof}
            </p>
          ) : null}
          {proof ? (
            <img
              className={styles.preview}
              src={`data:${proof.mediaType};base64,${proof.base64}`}
              alt={t('withdraw.confirm.proofPreview')}
            />
          ) : null}
        </div>
      ) : null}

      <Button type="submit" loading={confirm.pending}>
        {t('withdraw.confirm.submit')}
      </Button>
    </CheckedForm>
  );
}
