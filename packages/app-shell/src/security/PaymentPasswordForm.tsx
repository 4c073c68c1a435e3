import type { ContactChannel } from '@lotus/contract/security-centre';
import { useT } from '@lotus/i18n';
import { Button, PasswordField, Select } from '@lotus/ui';
import { useState } from 'react';
import { security } from '../api.ts';
import { FormAlert } from '../FormAlert.tsx';
import { SendCodeField } from '../SendCodeField.tsx';
import { useFieldCheck } from '../use-field-check.ts';
import { useSubmit } from '../use-submit.ts';
import * as styles from './security.css.ts';
import { useCheckAsYouGo } from '../check-as-you-go.ts';

export type PaymentPasswordMode = 'set' | 'change' | 'reset';
type Field = 'password' | 'oldPaymentPassword' | 'paymentPassword' | 'confirmPaymentPassword' | 'code';

/**
 * Sets the payment password (with the login password), changes it (with the old one) or resets it
 * (with a code sent to the bound number or address). Six digits, checked by the brand's rule.
 */
export function PaymentPasswordForm(props: {
  mode: PaymentPasswordMode;
  /** The channels a reset code can go to (what the member has bound). */
  channels: readonly ContactChannel[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useT('auth', 'common', 'errors', 'securityCentre', 'validation');
  const checkField = useFieldCheck();
  const [values, setValues] = useState<Record<Exclude<Field, 'code'>, string>>({
    password: '',
    oldPaymentPassword: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
  });
  const [code, setCode] = useState('');
  const [channel, setChannel] = useState<ContactChannel>(props.channels[0] ?? 'sms');
  const form = useSubmit<void, void, Field>({
    send: async () => {
      const { paymentPassword, confirmPaymentPassword } = values;
      if (props.mode === 'set') {
        await security.setPaymentPassword({
          password: values.password,
          paymentPassword,
          confirmPaymentPassword,
        });
      } else if (props.mode === 'change') {
        await security.changePaymentPassword({
          oldPaymentPassword: values.oldPaymentPassword,
          paymentPassword,
          confirmPaymentPassword,
        });
      } else {
        await security.resetPaymentPassword({
          channel,
          verificationCode: code,
          paymentPassword,
          confirmPaymentPassword,
        });
      }
      props.onSaved();
    },
    fallback: t('errors.error_system'),
  });
  const { problems } = form;
  const labels = {
    password: t('securityCentre.passwordToConfirm'),
    oldPaymentPassword: t('auth.oldPaymentPassword'),
    paymentPassword: t('auth.paymentPassword'),
    confirmPaymentPassword: t('auth.confirmPaymentPassword'),
  };
  const required = (field: Exclude<Field, 'code'>) =>
    values[field] === '' ? t('validation.required', { field: labels[field] }) : undefined;

  // Runs on submit, and as a check only when a field is left or changed (useCheckAsYouGo).
  const asYouGo = useCheckAsYouGo(submit);
  function submit() {
    const found: Partial<Record<Field, string | undefined>> = {
      paymentPassword: checkField('paymentPassword', values, labels, { required: true }),
      confirmPaymentPassword:
        required('confirmPaymentPassword') ??
        (values.confirmPaymentPassword === values.paymentPassword
          ? undefined
          : t('validation.mismatch', { field: labels.paymentPassword })),
      ...(props.mode === 'set' ? { password: required('password') } : {}),
      ...(props.mode === 'change' ? { oldPaymentPassword: required('oldPaymentPassword') } : {}),
      ...(props.mode === 'reset'
        ? { code: code ? undefined : t('validation.required', { field: t('auth.verificationCode') }) }
        : {}),
    };
    if (form.check(found)) form.submit();
  }

  const toggle = { showLabel: t('auth.showPassword'), hideLabel: t('auth.hidePassword') };
  const digits = (field: Exclude<Field, 'code' | 'password'>, autoComplete: string) => (
    <PasswordField
      label={labels[field]}
      name={field}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={6}
      required
      value={values[field]}
      error={problems[field]}
      onChange={(event) => setValues({ ...values, [field]: event.target.value.replace(/\D/g, '') })}
      {...toggle}
    />
  );

  return (
    <form className={styles.form} {...asYouGo} data-testid={`payment-password-${props.mode}`}>
      {props.mode === 'set' ? (
        <PasswordField
          label={labels.password}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          error={problems.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          {...toggle}
        />
      ) : null}
      {props.mode === 'change' ? digits('oldPaymentPassword', 'current-password') : null}
      {props.mode === 'reset' ? (
        <>
          {props.channels.length > 1 ? (
            <Select
              label={t('securityCentre.sendTo')}
              name="channel"
              value={channel}
              options={props.channels.map((value) => ({
                value,
                label: value === 'sms' ? t('securityCentre.channelSms') : t('securityCentre.channelEmail'),
              }))}
              onChange={(event) => setChannel(event.target.value as ContactChannel)}
            />
          ) : null}
          <SendCodeField
            key={channel}
            value={code}
            onChange={setCode}
            error={problems.code}
            {...(channel === 'email'
              ? { label: t('securityCentre.emailCode'), sentHint: t('securityCentre.emailCodeSent') }
              : {})}
            send={() => security.sendPaymentPasswordCode(channel)}
          />
        </>
      ) : null}
      {digits('paymentPassword', 'new-password')}
      {digits('confirmPaymentPassword', 'new-password')}
      <FormAlert message={form.refusal} />
      <div className={styles.actions}>
        <Button type="submit" loading={form.pending}>
          {t('common.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
