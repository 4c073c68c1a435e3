import { isApiError } from '@lotus/api-client';
import { auth, FormAlert, SendCodeField, useFieldCheck } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import * as styles from './RegisterPage.css.ts';

type Field = 'mobileNum' | 'password' | 'confirmPassword';

/**
 * Forgot password, by SMS: a code to the account's mobile number, then a new password. The server
 * answers the same whether or not the number has an account.
 */
export function SmsResetForm(props: { onDone: () => void }) {
  const { t } = useT();
  const checkField = useFieldCheck();
  const [values, setValues] = useState<Record<Field, string>>({
    mobileNum: '',
    password: '',
    confirmPassword: '',
  });
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Partial<Record<Field | 'code', string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const labels: Record<Field, string> = {
    mobileNum: t('auth.mobileNum'),
    password: t('auth.newPassword'),
    confirmPassword: t('auth.confirmPassword'),
  };
  const checkMobile = () => checkField('mobileNum', values, labels, { required: true });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      mobileNum: checkMobile(),
      code: code ? undefined : t('validation.required', { field: t('auth.verificationCode') }),
      password: checkField('password', values, labels, { required: true }),
      confirmPassword: checkField('confirmPassword', values, labels, { required: true }),
    };
    setProblems(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) return;
    setPending(true);
    try {
      await auth.resetPasswordBySms({
        mobileNum: values.mobileNum,
        verificationCode: code,
        newPassword: values.password,
        confirmPassword: values.confirmPassword,
      });
      props.onDone();
    } catch (error) {
      setFormError(isApiError(error) && error.status > 0 ? error.message : t('errors.error_system'));
    } finally {
      setPending(false);
    }
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="reset-form"
    >
      <TextField
        label={labels.mobileNum}
        name="mobileNum"
        inputMode="tel"
        autoComplete="tel-national"
        required
        value={values.mobileNum}
        error={problems.mobileNum}
        onChange={set('mobileNum')}
      />
      <SendCodeField
        value={code}
        onChange={setCode}
        error={problems.code}
        checkBeforeSend={() => {
          const problem = checkMobile();
          setProblems((current) => ({ ...current, mobileNum: problem }));
          return !problem;
        }}
        send={() => auth.sendLoginCode(values.mobileNum, 'reset')}
      />
      <NewPasswordFields
        password={values.password}
        confirmPassword={values.confirmPassword}
        onPassword={(password) => setValues({ ...values, password })}
        onConfirm={(confirmPassword) => setValues({ ...values, confirmPassword })}
        passwordLabel={labels.password}
        passwordError={problems.password}
        confirmError={problems.confirmPassword}
      />
      <FormAlert message={formError} />
      <Button type="submit" fullWidth loading={pending}>
        {t('auth.resetTitle')}
      </Button>
    </form>
  );
}
