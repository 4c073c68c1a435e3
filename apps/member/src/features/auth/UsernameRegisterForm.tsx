import {
  auth,
  CaptchaField,
  FormAlert,
  useCaptcha,
  useCheckAsYouGo,
  useFieldCheck,
  useKeepSession,
  useSubmit,
  useSystemStatus,
} from '@lotus/app-shell';
import { isFeatureEnabled } from '@lotus/api-client';
import type { RegisterRequest } from '@lotus/contract/auth';
import { useT } from '@lotus/i18n';
import { Button, PasswordField, TextField } from '@lotus/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '@lotus/app-shell/routing';
import { AgreementChecks } from './AgreementChecks.tsx';
import * as styles from './RegisterPage.css.ts';

const textFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'mobileNum',
  'email',
  'paymentPassword',
  'affiliateCode',
  'referralCode',
] as const;
type TextFieldName = (typeof textFields)[number];

/** Asked only when the brand's rule for them is required (the operator decides, per brand). */
const brandFields: ReadonlySet<TextFieldName> = new Set([
  'payeeName',
  'mobileNum',
  'email',
  'paymentPassword',
]);
type ProblemField = TextFieldName | 'ageConfirmed' | 'termsAccepted';
type Problems = Partial<Record<ProblemField, string>>;

/** Registration by username: the brand's field rules checked here first and again by the server. */
export function UsernameRegisterForm() {
  const { t } = useT('auth');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { register, whitelabel } = useSystemStatus();
  const keepSession = useKeepSession();
  const [values, setValues] = useState<Record<TextFieldName, string>>({
    username: '',
    password: '',
    confirmPassword: '',
    payeeName: '',
    mobileNum: '',
    email: '',
    paymentPassword: '',
    affiliateCode: search.get('code') ?? search.get('affiliateCode') ?? '',
    // A member's invitation link (`?ref=`, docs/referral.md); an agent's is `?code=`.
    referralCode: search.get('ref') ?? '',
  });
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const needsCaptcha = isFeatureEnabled(whitelabel, 'register.captcha');
  // The security check works while the visitor fills the form in; the answer goes with the form.
  const captcha = useCaptcha('register', needsCaptcha);
  const labels: Record<TextFieldName, string> = {
    username: t('auth.username'),
    password: t('auth.password'),
    confirmPassword: t('auth.confirmPassword'),
    payeeName: t('auth.payeeName'),
    mobileNum: t('auth.mobileNum'),
    email: t('auth.email'),
    paymentPassword: t('auth.paymentPassword'),
    affiliateCode: t('auth.affiliateCode'),
    referralCode: t('auth.referralCode'),
  };
  const asked = (field: TextFieldName) =>
    !brandFields.has(field) || register.some((entry) => entry.field === field && entry.required);

  const form = useSubmit<RegisterRequest, void, ProblemField>({
    send: async (request) => {
      const answered = needsCaptcha ? { ...request, captcha: await captcha.take() } : request;
      await keepSession(await auth.register(answered));
      void navigate('/');
    },
    fieldsOf: (error) => ({
      ...(error.fields as Problems),
      ...(error.code === 'error_username_taken' ? { username: error.message } : {}),
      ...(error.code === 'error_invalid_invitation_code' ? { affiliateCode: error.message } : {}),
      ...(error.code === 'error_invalid_referral_code' ? { referralCode: error.message } : {}),
      ...(error.code === 'error_password_mismatch' ? { confirmPassword: error.message } : {}),
      ...(error.code === 'error_mobile_taken' ? { mobileNum: error.message } : {}),
      ...(error.code === 'error_email_taken' ? { email: error.message } : {}),
    }),
    // A challenge answers once: the next try needs another, worked out now.
    onRefused: () => {
      if (needsCaptcha) captcha.renew();
    },
  });
  const { problems } = form;
  const checkField = useFieldCheck();
  const check = (field: TextFieldName) => checkField(field, values, labels);

  // Runs on submit, and as a check only when a field is left or changed (useCheckAsYouGo).
  const asYouGo = useCheckAsYouGo(submit);
  function submit() {
    const found: Problems = {};
    for (const field of textFields) if (asked(field)) found[field] = check(field);
    if (!ageConfirmed) found.ageConfirmed = t('auth.mustConfirmAge');
    if (!termsAccepted) found.termsAccepted = t('auth.mustAcceptTerms');
    if (!form.check(found)) return;
    form.submit({
      username: values.username,
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...(values.affiliateCode ? { affiliateCode: values.affiliateCode } : {}),
      ...(values.referralCode.trim() ? { referralCode: values.referralCode.trim() } : {}),
      ...Object.fromEntries(
        [...brandFields].filter((field) => asked(field)).map((field) => [field, values[field].trim()]),
      ),
      ageConfirmed: true,
      termsAccepted: true,
      registerUrl: window.location.href,
      domain: window.location.host,
      registerMethod: 'WEB',
    });
  }

  const textField = (field: TextFieldName, autoComplete: string) => {
    const common = {
      label: labels[field],
      name: field,
      autoComplete,
      required: register.find((entry) => entry.field === field)?.required ?? false,
      value: values[field],
      error: problems[field],
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [field]: event.target.value }),
    };
    return field === 'password' || field === 'confirmPassword' || field === 'paymentPassword' ? (
      <PasswordField
        key={field}
        {...common}
        showLabel={t('auth.showPassword')}
        hideLabel={t('auth.hidePassword')}
      />
    ) : (
      <TextField key={field} {...common} />
    );
  };

  return (
    <form className={styles.form} {...asYouGo} data-testid="register-form">
      {textField('username', 'username')}
      {textField('password', 'new-password')}
      {textField('confirmPassword', 'new-password')}
      {asked('payeeName') ? textField('payeeName', 'name') : null}
      {asked('mobileNum') ? textField('mobileNum', 'tel-national') : null}
      {asked('email') ? textField('email', 'email') : null}
      {asked('paymentPassword') ? textField('paymentPassword', 'new-password') : null}
      {textField('affiliateCode', 'off')}
      {textField('referralCode', 'off')}
      <AgreementChecks
        ageConfirmed={ageConfirmed}
        termsAccepted={termsAccepted}
        onAge={setAgeConfirmed}
        onTerms={setTermsAccepted}
        ageError={problems.ageConfirmed}
        termsError={problems.termsAccepted}
      />
      {needsCaptcha ? <CaptchaField check={captcha} /> : null}
      <FormAlert message={form.refusal} />
      <Button type="submit" fullWidth loading={form.pending}>
        {t('auth.register')}
      </Button>
    </form>
  );
}
