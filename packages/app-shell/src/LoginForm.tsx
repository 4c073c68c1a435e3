import { isApiError } from '@lotus/api-client';
import { useT } from '@lotus/i18n';
import type { TranslationKey } from '@lotus/i18n';
import { Button, PasswordField, TextField } from '@lotus/ui';
import { problemMessage, validateField } from '@lotus/validation';
import type { FieldRule } from '@lotus/validation';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as styles from './LoginForm.css.ts';
import { useSystemStatus } from './status-context.ts';

type LoginField = 'username' | 'password';
export type LoginValues = Record<LoginField, string>;

/**
 * Username and password, each checked with the brand's field rules before anything is sent;
 * a refusal from the server is shown in the user's language above the button.
 */
export function LoginForm(props: { onSubmit: (values: LoginValues) => Promise<void>; submitLabel: string }) {
  const { t } = useT();
  const { register } = useSystemStatus();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<LoginField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const labels: Record<LoginField, string> = { username: t('auth.username'), password: t('auth.password') };

  function check(field: LoginField): string | undefined {
    const rule = register.find((entry) => entry.field === field) as FieldRule | undefined;
    const problem = validateField(
      rule ?? { field, patternId: 0, minLength: 1, maxLength: 64, required: true },
      values[field],
    );
    if (!problem) return undefined;
    const message = problemMessage(problem, labels[field]);
    // The validation engine names keys of the `validation` namespace, which the dictionaries hold.
    return t(message.key as TranslationKey, { ...message.params, defaultValue: message.key });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { username: check('username'), password: check('password') };
    setProblems(found);
    setFormError(null);
    if (found.username || found.password) return;
    setPending(true);
    try {
      await props.onSubmit(values);
    } catch (error) {
      setFormError(t(`errors.${isApiError(error) ? error.code : 'error_system'}`));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="login-form"
    >
      <TextField
        label={labels.username}
        name="username"
        autoComplete="username"
        required
        value={values.username}
        error={problems.username}
        onChange={(event) => setValues({ ...values, username: event.target.value })}
      />
      <PasswordField
        label={labels.password}
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={problems.password}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        onChange={(event) => setValues({ ...values, password: event.target.value })}
      />
      {formError ? (
        <p role="alert" className={styles.formError}>
          {formError}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={pending}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
