import type { SecurityOverview } from '@lotus/contract/security-centre';
import { useT } from '@lotus/i18n';
import { Button, PasswordField, TextField } from '@lotus/ui';
import { useState } from 'react';
import { security } from '../api.ts';
import { FormAlert } from '../FormAlert.tsx';
import { SendCodeField } from '../SendCodeField.tsx';
import { useFieldCheck } from '../use-field-check.ts';
import { useSubmit } from '../use-submit.ts';
import * as styles from './security.css.ts';
import { useCheckAsYouGo } from '../check-as-you-go.ts';

type Kind = 'mobile' | 'email';
type Field = 'value' | 'code' | 'password';

/**
 * Adds or changes the bound number or address: a code sent to the new one proves it is the member's,
 * and the login password proves the member is at the keyboard.
 */
export function BindContactForm(props: {
  kind: Kind;
  onBound: (overview: SecurityOverview) => void;
  onCancel: () => void;
}) {
  const { t } = useT('auth', 'common', 'errors', 'securityCentre', 'validation');
  const checkField = useFieldCheck();
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const ruleField = props.kind === 'mobile' ? 'mobileNum' : 'email';
  const label = props.kind === 'mobile' ? t('securityCentre.newMobile') : t('securityCentre.newEmail');
  const form = useSubmit<void, SecurityOverview, Field>({
    send: () =>
      props.kind === 'mobile'
        ? security.bindMobile({ mobileNum: value.trim(), verificationCode: code, password })
        : security.bindEmail({ email: value.trim(), verificationCode: code, password }),
    onSuccess: (overview) => props.onBound(overview),
    fallback: t('errors.error_system'),
    fieldsOf: (error) => ({ value: error.fields[ruleField], password: error.fields.password }),
  });
  const { problems, setProblems } = form;
  const checkValue = () =>
    checkField(ruleField, { [ruleField]: value.trim() }, { [ruleField]: label }, { required: true });

  // Runs on submit, and as a check only when a field is left or changed (useCheckAsYouGo).
  const asYouGo = useCheckAsYouGo(submit);
  function submit() {
    const found = {
      value: checkValue(),
      code: code ? undefined : t('validation.required', { field: t('auth.verificationCode') }),
      password: password
        ? undefined
        : t('validation.required', { field: t('securityCentre.passwordToConfirm') }),
    };
    if (form.check(found)) form.submit();
  }

  return (
    <form className={styles.form} {...asYouGo} data-testid={`bind-${props.kind}-form`}>
      <TextField
        label={label}
        name={ruleField}
        type={props.kind === 'email' ? 'email' : 'text'}
        inputMode={props.kind === 'mobile' ? 'tel' : 'email'}
        autoComplete={props.kind === 'mobile' ? 'tel-national' : 'email'}
        required
        value={value}
        error={problems.value}
        onChange={(event) => setValue(event.target.value)}
      />
      <SendCodeField
        value={code}
        onChange={setCode}
        error={problems.code}
        {...(props.kind === 'email'
          ? { label: t('securityCentre.emailCode'), sentHint: t('securityCentre.emailCodeSent') }
          : {})}
        checkBeforeSend={() => {
          const problem = checkValue();
          setProblems((current) => ({ ...current, value: problem }));
          return !problem;
        }}
        send={() =>
          props.kind === 'mobile'
            ? security.sendMobileBindCode(value.trim())
            : security.sendEmailBindCode(value.trim())
        }
      />
      <PasswordField
        label={t('securityCentre.passwordToConfirm')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={problems.password}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormAlert message={form.refusal} />
      <div className={styles.actions}>
        <Button type="submit" loading={form.pending}>
          {t('common.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
