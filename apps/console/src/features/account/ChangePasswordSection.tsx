import { FormAlert, useSubmit } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, PasswordField, useToast } from '@lotus/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';
import { consoleApi } from '../../lib/console-api.ts';
import * as styles from './AccountPage.css.ts';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
const minimumLength = 12;

/** Changes the operator's password: the current one, then the new one twice. */
export function ChangePasswordSection() {
  const { t } = useT('auth', 'console', 'validation');
  const { show } = useToast();
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const form = useSubmit<{ oldPassword: string; newPassword: string }, unknown, Field>({
    send: consoleApi.changePassword,
    onSuccess: () => {
      setValues({ oldPassword: '', newPassword: '', confirmPassword: '' });
      show({ tone: 'success', message: t('console.account.passwordChanged') });
    },
    placeOf: (refusal) =>
      refusal.code === 'error_wrong_password'
        ? 'oldPassword'
        : refusal.code === 'error_validation' && 'newPassword' in refusal.fields
          ? 'newPassword'
          : 'form',
  });

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <PasswordField
      label={label}
      name={name}
      autoComplete={autoComplete}
      required
      {...(hint ? { hint } : {})}
      value={values[name]}
      error={form.problems[name]}
      showLabel={t('auth.showPassword')}
      hideLabel={t('auth.hidePassword')}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        form.clear(name);
      }}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { oldPassword, newPassword, confirmPassword } = values;
    if (
      !form.check({
        oldPassword:
          oldPassword === ''
            ? t('validation.required', { field: t('console.account.currentPassword') })
            : undefined,
        newPassword: newPassword.length < minimumLength ? t('console.account.passwordTooShort') : undefined,
        confirmPassword: confirmPassword !== newPassword ? t('console.account.passwordsDiffer') : undefined,
      })
    )
      return;
    form.submit({ oldPassword, newPassword });
  };

  return (
    <section className={page.section} aria-labelledby="password-title">
      <h2 id="password-title" className={page.sectionTitle}>
        {t('console.account.password')}
      </h2>
      <form
        className={styles.narrowForm}
        onSubmit={submit}
        noValidate
        data-testid="change-password-form"
        aria-labelledby="password-title"
      >
        {field('oldPassword', t('console.account.currentPassword'), 'current-password')}
        {field(
          'newPassword',
          t('console.account.newPassword'),
          'new-password',
          t('console.account.newPasswordHint'),
        )}
        {field('confirmPassword', t('console.account.confirmPassword'), 'new-password')}
        <FormAlert message={form.refusal} />
        <div className={page.actions}>
          <Button type="submit" loading={form.pending}>
            {t('console.account.changePassword')}
          </Button>
        </div>
      </form>
    </section>
  );
}
