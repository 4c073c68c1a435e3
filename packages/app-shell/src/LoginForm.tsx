import { isFeatureEnabled } from '@lotus/api-client';
import type { LoginRequest } from '@lotus/contract/auth';
import { useT } from '@lotus/i18n';
import type { TranslationKey } from '@lotus/i18n';
import { Button, PasswordField, TextField } from '@lotus/ui';
import { problemMessage, validateField } from '@lotus/validation';
import type { FieldRule } from '@lotus/validation';
import { useEffect, useState } from 'react';
import { CaptchaField } from './CaptchaField.tsx';
import { useLoginCaptcha } from './captcha/use-login-captcha.ts';
import { FormAlert } from './FormAlert.tsx';
import * as styles from './LoginForm.css.ts';
import { useSystemStatus } from './status-context.ts';
import { useSubmit } from './use-submit.ts';
import { useCheckAsYouGo } from './check-as-you-go.ts';

type LoginField = 'username' | 'password';

/**
 * Username and password, each checked with the brand's field rules before anything is sent; the
 * security check (a proof of work the browser does) runs when the brand always asks for it or once
 * the server does (after failed attempts from here). A refusal from the server is shown in the
 * user's language above the button.
 */
export function LoginForm(props: {
  onSubmit: (request: LoginRequest) => Promise<void>;
  submitLabel: string;
}) {
  const { t } = useT('auth', 'validation');
  const { register, whitelabel } = useSystemStatus();
  const [values, setValues] = useState<Record<LoginField, string>>({ username: '', password: '' });
  const captcha = useLoginCaptcha<LoginRequest>(isFeatureEnabled(whitelabel, 'login.captcha'));
  const labels: Record<LoginField, string> = { username: t('auth.username'), password: t('auth.password') };
  // The server's message is already in the user's language and carries its figures (the seconds of a wait).
  const form = useSubmit<LoginRequest, void, LoginField>({
    send: async (request) => props.onSubmit(await captcha.withAnswer(request)),
    fieldsOf: null,
    // The check's own line says what is happening when the server asks for it.
    wordsOf: (refusal) => (refusal.code === 'error_captcha_required' ? null : undefined),
    onRefused: captcha.refused,
  });
  const { problems, submit: send, pending } = form;
  const { resend, resent } = captcha;
  useEffect(() => {
    if (resend === null || pending) return;
    resent();
    send(resend);
  }, [resend, resent, pending, send]);

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

  // Runs on submit, and as a check only when a field is left or changed (useCheckAsYouGo).
  const asYouGo = useCheckAsYouGo(submit);
  function submit() {
    const found = { username: check('username'), password: check('password') };
    if (!form.check(found)) return;
    form.submit({ username: values.username, password: values.password });
  }

  return (
    <form className={styles.form} {...asYouGo} data-testid="login-form">
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
      {captcha.asked ? <CaptchaField check={captcha.check} /> : null}
      <FormAlert message={form.refusal} />
      <Button type="submit" fullWidth loading={form.pending}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
