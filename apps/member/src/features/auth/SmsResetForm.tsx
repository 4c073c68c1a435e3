import { auth, FormAlert, SendCodeField, useCheckAsYouGo, useFieldCheck, useSubmit } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { useState } from 'react';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import * as styles from './RegisterPage.css.ts';

type Field = 'mobileNum' | 'password' | 'confirmPassword';

/**
 * Forgot password, by SMS: a code to the account's mobile number, then a new password. The server
 * answers the same whether or not the number has an account.
 */
export function SmsResetForm(props: { onDone: () => void }) {
  const { t } = useT('auth', 'errors', 'validation');
  const checkField = useFieldCheck();
  const [values, setValues] = useState<Record<Field, string>>({
    mobileNum: '',
    password: '',
    confirmPassword: '',
  });
  const [code, setCode] = useState('');
  const form = useSubmit<void, void, Field | 'code'>({
    send: async () => {
      await auth.resetPasswordBySms({
        mobileNum: values.mobileNum,
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
    mobileNum: t('auth.mobileNum'),
    password: t('auth.newPassword'),
    confirmPassword: t('auth.confirmPassword'),
  };
  const checkMobile = () => checkField('mobileNum', values, labels, { required: true });

  // Runs on submit, and as a check only when a field is left or changed (useCheckAsYouGo).
  const asYouGo = useCheckAsYouGo(submit);
  function submit() {
    const found = {
      mobileNum: checkMobile(),
      code: code ? undefined : t('validation.required', { field: t('auth.verificationCode') }),
      password: checkField('password', values, labels, { required: true }),
      confirmPassword: checkField('confirmPassword', values, labels, { required: true }),
    };
    if (form.check(found)) form.submit();
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  return (
    <form className={styles.form} {...asYouGo} data-testid="reset-form">
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
      <FormAlert message={form.refusal} />
      <Button type="submit" fullWidth loading={form.pending}>
        {t('auth.resetTitle')}
      </Button>
    </form>
  );
}
