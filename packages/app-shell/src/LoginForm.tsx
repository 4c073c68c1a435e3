import { isApiError, isFeatureEnabled } from '@lotus/api-client';
import type { LoginRequest } from '@lotus/contract/auth';
import { useT } from '@lotus/i18n';
import type { TranslationKey } from '@lotus/i18n';
import { Button, PasswordField, TextField } from '@lotus/ui';
import { problemMessage, validateField } from '@lotus/validation';
import type { FieldRule } from '@lotus/validation';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { CaptchaField, captchaQueryKey } from './CaptchaField.tsx';
import { FormAlert } from './FormAlert.tsx';
import * as styles from './LoginForm.css.ts';
import { useSystemStatus } from './status-context.ts';
import { useSubmit } from './use-submit.ts';

type LoginField = 'username' | 'password';

const captchaCodes = new Set(['error_captcha_required', 'error_captcha_check_failed']);

/**
 * Username and password, each checked with the brand's field rules before anything is sent; the
 * captcha appears when the brand always asks for it or once the server does (after failed
 * attempts). A refusal from the server is shown in the user's language above the button.
 */
export function LoginForm(props: {
  onSubmit: (request: LoginRequest) => Promise<void>;
  submitLabel: string;
}) {
  const { t } = useT();
  const { register, whitelabel } = useSystemStatus();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const [needsCaptcha, setNeedsCaptcha] = useState(() => isFeatureEnabled(whitelabel, 'login.captcha'));
  const [captcha, setCaptcha] = useState<{ answer: string; captchaId: string | null }>({
    answer: '',
    captchaId: null,
  });
  const labels: Record<LoginField, string> = { username: t('auth.username'), password: t('auth.password') };
  // The server's message is already in the user's language and carries its figures (minutes of a lock).
  const form = useSubmit<LoginRequest, void, LoginField | 'captcha'>({
    send: props.onSubmit,
    fieldsOf: null,
    onRefused: (error) => {
      if (captchaCodes.has(isApiError(error) ? error.code : 'error_system')) setNeedsCaptcha(true);
      // A captcha is single use: after any refusal the next try needs a new one.
      setCaptcha({ answer: '', captchaId: null });
      void queryClient.invalidateQueries({ queryKey: captchaQueryKey });
    },
  });
  const { problems } = form;

  /**
   * Only "filled in, not too long": the registration rules are not applied at login, because an
   * account made before the operator tightened a rule must still be able to sign in.
   */
  function check(field: LoginField): string | undefined {
    const maxLength = register.find((entry) => entry.field === field)?.maxLength ?? 64;
    const rule: FieldRule = {
      field,
      patternId: 0,
      minLength: 1,
      maxLength: Math.max(maxLength, 64),
      required: true,
    };
    const problem = validateField(rule, values[field]);
    if (!problem) return undefined;
    const message = problemMessage(problem, labels[field]);
    // The validation engine names keys of the `validation` namespace, which the dictionaries hold.
    return t(message.key as TranslationKey, { ...message.params, defaultValue: message.key });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: check('username'),
      password: check('password'),
      captcha:
        needsCaptcha && !captcha.answer.trim()
          ? t('validation.required', { field: t('auth.captcha') })
          : undefined,
    };
    if (!form.check(found)) return;
    form.submit({
      username: values.username,
      password: values.password,
      ...(needsCaptcha && captcha.captchaId
        ? { captcha: { captchaId: captcha.captchaId, answer: captcha.answer } }
        : {}),
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="login-form">
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
      {needsCaptcha ? (
        <CaptchaField
          answer={captcha.answer}
          error={problems.captcha}
          onAnswer={(answer, captchaId) => setCaptcha({ answer, captchaId })}
        />
      ) : null}
      <FormAlert message={form.refusal} />
      <Button type="submit" fullWidth loading={form.pending}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
