import { isFeatureEnabled } from '@lotus/api-client';
import type { MobileLoginRequest } from '@lotus/contract/auth';
import { useT } from '@lotus/i18n';
import type { TranslationKey } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { problemMessage, validateField } from '@lotus/validation';
import type { FieldRule } from '@lotus/validation';
import { useEffect, useState } from 'react';
import { auth } from './api.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { useLoginCaptcha } from './captcha/use-login-captcha.ts';
import { FormAlert } from './FormAlert.tsx';
import * as styles from './LoginForm.css.ts';
import { SendCodeField } from './SendCodeField.tsx';
import { useSystemStatus } from './status-context.ts';
import { useSubmit } from './use-submit.ts';
import { useCheckAsYouGo } from './check-as-you-go.ts';

/**
 * Login by mobile number and a code sent by SMS (switch login.smsCode); the security check runs as
 * in the username form (wrong codes count like wrong passwords).
 */
export function MobileLoginForm(props: {
  onSubmit: (request: MobileLoginRequest) => Promise<void>;
  submitLabel: string;
}) {
  const { t } = useT('auth', 'errors', 'validation');
  const { register, whitelabel } = useSystemStatus();
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const captcha = useLoginCaptcha<MobileLoginRequest>(isFeatureEnabled(whitelabel, 'login.captcha'));
  const form = useSubmit<MobileLoginRequest, void, 'mobileNum' | 'code'>({
    send: async (request) => props.onSubmit(await captcha.withAnswer(request)),
    fallback: t('errors.error_system'),
    fieldsOf: null,
    wordsOf: (refusal) => (refusal.code === 'error_captcha_required' ? null : undefined),
    onRefused: captcha.refused,
  });
  const { problems, setProblems, submit: send, pending } = form;
  const { resend, resent } = captcha;
  useEffect(() => {
    if (resend === null || pending) return;
    resent();
    send(resend);
  }, [resend, resent, pending, send]);

  function checkMobile(): string | undefined {
    const rule = (register.find((entry) => entry.field === 'mobileNum') as FieldRule | undefined) ?? {
      field: 'mobileNum',
      patternId: 6,
      minLength: 10,
      maxLength: 10,
      required: true,
    };
    const problem = validateField({ ...rule, required: true }, mobileNum);
    if (!problem) return undefined;
    const message = problemMessage(problem, t('auth.mobileNum'));
    return t(message.key as TranslationKey, { ...message.params, defaultValue: message.key });
  }

  // Runs on submit, and as a check only when a field is left or changed (useCheckAsYouGo).
  const asYouGo = useCheckAsYouGo(submit);
  function submit() {
    const found = {
      mobileNum: checkMobile(),
      code: code.length === 0 ? t('validation.required', { field: t('auth.verificationCode') }) : undefined,
    };
    if (!form.check(found)) return;
    form.submit({ mobileNum, verificationCode: code });
  }

  return (
    <form className={styles.form} {...asYouGo} data-testid="mobile-login-form">
      <TextField
        label={t('auth.mobileNum')}
        name="mobileNum"
        inputMode="tel"
        autoComplete="tel-national"
        required
        value={mobileNum}
        error={problems.mobileNum}
        onChange={(event) => setMobileNum(event.target.value.trim())}
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
        send={() => auth.sendLoginCode(mobileNum, 'login')}
      />
      {captcha.asked ? <CaptchaField check={captcha.check} /> : null}
      <FormAlert message={form.refusal} />
      <Button type="submit" fullWidth loading={form.pending}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
