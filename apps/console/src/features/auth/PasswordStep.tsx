import { FormAlert, useSubmit } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, PasswordField, TextField } from '@lotus/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { SignInStart } from '../../lib/console-api.ts';
import { consoleApi } from '../../lib/console-api.ts';
import * as styles from './SignInPage.css.ts';

/** The first step: username and password, answered by a short-lived ticket for the authenticator step. */
export function PasswordStep(props: {
  /** Why the operator is here again (the session ended), shown above the form. */
  notice: string | null;
  onStarted: (start: SignInStart, username: string) => void;
}) {
  const { t } = useT('auth', 'console', 'validation');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const form = useSubmit<{ username: string; password: string }, SignInStart, 'username' | 'password'>({
    send: consoleApi.startSignIn,
    onSuccess: (start, sent) => props.onStarted(start, sent.username),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (
      !form.check({
        username:
          username.trim() === ''
            ? t('validation.required', { field: t('console.signIn.username') })
            : undefined,
        password:
          password === '' ? t('validation.required', { field: t('console.signIn.password') }) : undefined,
      })
    )
      return;
    form.submit({ username: username.trim(), password });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <div>
        <h1 id="sign-in-title" className={styles.title}>
          {t('console.signIn.title')}
        </h1>
        <p className={styles.muted}>{t('console.signIn.lead')}</p>
      </div>
      {props.notice ? (
        <p role="status" className={styles.muted} data-testid="session-ended">
          {props.notice}
        </p>
      ) : null}
      <TextField
        label={t('console.signIn.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={username}
        error={form.problems.username}
        onChange={(event) => {
          setUsername(event.target.value);
          form.clear('username');
        }}
      />
      <PasswordField
        label={t('console.signIn.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={form.problems.password}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        onChange={(event) => {
          setPassword(event.target.value);
          form.clear('password');
        }}
      />
      <FormAlert message={form.refusal} />
      <Button type="submit" loading={form.pending} fullWidth>
        {t('console.signIn.next')}
      </Button>
    </form>
  );
}
