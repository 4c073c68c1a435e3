import { auth, FormAlert, SendCodeField, useCheckAsYouGo, useFieldCheck, useSubmit } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { useState } from 'react';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import * as styles from './RegisterPage.css.ts';

type Field = 'username' | 'email' | 'password' | 'confirmPassword';

/**
 * Forgot password, by email: the username and the email bound to it, a code sent there, then a new
 * password. The server answers the same whether or not the two belong together.
 */
export function EmailResetForm(props: { onDone: () => void }) {
  const { t } = useT('auth', 'errors', 'securityCentre', 'validation');
  const checkField = useFieldCheck();
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [code, setCode] = useState('');
  const form = useSubmit<void, void, Field | 'code'>({
    send: async () => {
      await auth.resetPasswordByEmail({
        email: values.email.trim(),
        verificationCode: code,
        newPassword: values.password,
        confirmPassword: values.confirmPassword,
      });
      props.onDone();
    },
    fallback: t('errors.error_system'),
    fieldsOf: null,
  });
  const { problems, setProblems } = form;
  const labels: Record<Field, string> = {
    username: t('auth.username'),
    email: t('auth.email'),
    password: t('auth.newPassword'),
    confirmPassword: t('auth.confirmPassword'),
  };
  const requiredProblem = (field: Field) =>
    values[field].trim() === '' ? t('validation.required', { field: labels[field] }) : undefined;
  const checkAccount = () => ({
    username: requiredProblem('username'),
    email: checkField('email', values, labels, { required: true }),
  });

  // Runs on submit, and as a check only when a field is left or changed (useCheckAsYouGo).
  const asYouGo = useCheckAsYouGo(submit);
  function submit() {
    const found = {
      ...checkAccount(),
      code: code ? undefined : t('validation.required', { field: t('securityCentre.emailCode') }),
      password: checkField('password', values, labels, { required: true }),
      confirmPassword: checkField('confirmPassword', values, labels, { required: true }),
    };
    if (form.check(found)) form.submit();
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  return (
    <form className={styles.form} {...asYouGo} data-testid="email-reset-form">
      <TextField
        label={labels.username}
        name="username"
        autoComplete="username"
        required
        value={values.username}
        error={problems.username}
        onChange={set('username')}
      />
      <TextField
        label={labels.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={problems.email}
        onChange={set('email')}
      />
      <SendCodeField
        value={code}
        onChange={setCode}
        error={problems.code}
        label={t('securityCentre.emailCode')}
        sentHint={t('securityCentre.emailCodeSent')}
        checkBeforeSend={() => {
          const found = checkAccount();
          setProblems((current) => ({ ...current, ...found }));
          return !found.username && !found.email;
        }}
        send={() => auth.sendResetEmail(values.username.trim(), values.email.trim())}
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
      <FormAlert message={form.refusal} />
      <Button type="submit" fullWidth loading={form.pending}>
        {t('auth.resetTitle')}
      </Button>
    </form>
  );
}
