import { isApiError } from '@lotus/api-client';
import type { MobileLoginRequest } from '@lotus/contract/auth';
import { useT } from '@lotus/i18n';
import type { TranslationKey } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { problemMessage, validateField } from '@lotus/validation';
import type { FieldRule } from '@lotus/validation';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { auth } from './api.ts';
import { FormAlert } from './FormAlert.tsx';
import * as styles from './LoginForm.css.ts';
import { SendCodeField } from './SendCodeField.tsx';
import { useSystemStatus } from './status-context.ts';

/** Login by mobile number and a code sent by SMS (switch login.smsCode). */
export function MobileLoginForm(props: {
  onSubmit: (request: MobileLoginRequest) => Promise<void>;
  submitLabel: string;
}) {
  const { t } = useT();
  const { register } = useSystemStatus();
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<{ mobileNum?: string | undefined; code?: string | undefined }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      mobileNum: checkMobile(),
      code: code.length === 0 ? t('validation.required', { field: t('auth.verificationCode') }) : undefined,
    };
    setProblems(found);
    setFormError(null);
    if (found.mobileNum || found.code) return;
    setPending(true);
    try {
      await props.onSubmit({ mobileNum, verificationCode: code });
    } catch (error) {
      setFormError(isApiError(error) && error.status > 0 ? error.message : t('errors.error_system'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="mobile-login-form"
    >
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
      <FormAlert message={formError} />
      <Button type="submit" fullWidth loading={pending}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
