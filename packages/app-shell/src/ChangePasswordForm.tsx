import { useT } from '@lotus/i18n';
import type { TranslationKey } from '@lotus/i18n';
import { Button, PasswordField } from '@lotus/ui';
import { problemMessage, validateField } from '@lotus/validation';
import type { FieldRule } from '@lotus/validation';
import { useState } from 'react';
import { auth } from './api.ts';
import { FormAlert } from './FormAlert.tsx';
import * as styles from './LoginForm.css.ts';
import { useSessionStore } from './session-store.ts';
import { useSystemStatus } from './status-context.ts';
import { useMemberInfo } from './use-member-info.ts';
import { useSubmit } from './use-submit.ts';
import { useCheckAsYouGo } from './check-as-you-go.ts';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Change the password: the new one checked with the brand's password rule; other sessions end. */
export function ChangePasswordForm(props: { onChanged: () => void }) {
  const { t } = useT('auth', 'validation');
  const { register } = useSystemStatus();
  const passwordChanged = useSessionStore((state) => state.passwordChanged);
  // An account made without a password (by mobile or social login) has no current one to type.
  const asksOld = useMemberInfo().data?.hasPassword !== false;
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const form = useSubmit<Record<Field, string>, void, Field>({
    send: async (request) => {
      await auth.changePassword(request);
      passwordChanged();
      props.onChanged();
    },
    fieldsOf: (error) => ({
      ...(error.fields as Partial<Record<Field, string>>),
      ...(error.code === 'error_wrong_password' ? { oldPassword: error.message } : {}),
    }),
  });
  const { problems } = form;
  const labels: Record<Field, string> = {
    oldPassword: t('auth.oldPassword'),
    newPassword: t('auth.newPassword'),
    confirmPassword: t('auth.confirmPassword'),
  };

  function checkNew(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (asksOld && !values.oldPassword)
      found.oldPassword = t('validation.required', { field: labels.oldPassword });
    const rule = (register.find((entry) => entry.field === 'password') as FieldRule | undefined) ?? {
      field: 'password',
      patternId: 5,
      minLength: 6,
      maxLength: 20,
      required: true,
    };
    const problem = validateField({ ...rule, field: 'newPassword', required: true }, values.newPassword);
    if (problem) {
      const message = problemMessage(problem, labels.newPassword);
      found.newPassword = t(message.key as TranslationKey, { ...message.params, defaultValue: message.key });
    }
    if (values.confirmPassword !== values.newPassword)
      found.confirmPassword = t('validation.mismatch', { field: labels.newPassword });
    return found;
  }

  // Runs on submit, and as a check only when a field is left or changed (useCheckAsYouGo).
  const asYouGo = useCheckAsYouGo(submit);
  function submit() {
    if (form.check(checkNew())) form.submit(values);
  }

  const field = (name: Field, autoComplete: string) => (
    <PasswordField
      label={labels[name]}
      name={name}
      autoComplete={autoComplete}
      required
      value={values[name]}
      error={problems[name]}
      showLabel={t('auth.showPassword')}
      hideLabel={t('auth.hidePassword')}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  return (
    <form className={styles.form} {...asYouGo} data-testid="change-password-form">
      {asksOld ? field('oldPassword', 'current-password') : null}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <FormAlert message={form.refusal} />
      <Button type="submit" fullWidth loading={form.pending}>
        {t('auth.changePassword')}
      </Button>
    </form>
  );
}
