import { isFeatureEnabled } from '@lotus/api-client';
import {
  auth,
  FormAlert,
  SendCodeField,
  useCheckAsYouGo,
  useFieldCheck,
  useKeepSession,
  useSubmit,
  useSystemStatus,
} from '@lotus/app-shell';
import type { MobileRegisterRequest } from '@lotus/contract/auth';
import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '@lotus/app-shell/routing';
import { AgreementChecks } from './AgreementChecks.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import * as styles from './RegisterPage.css.ts';

type Field = 'mobileNum' | 'password' | 'confirmPassword' | 'affiliateCode' | 'referralCode';
type ProblemField = Field | 'verificationCode' | 'ageConfirmed' | 'termsAccepted';
type Problems = Partial<Record<ProblemField, string>>;

/**
 * Registration by mobile number: the SMS code when `register.mobile.sms` is on, a password when
 * `register.mobile.password` is on (otherwise the member sets one at the first login).
 */
export function MobileRegisterForm() {
  const { t } = useT('auth', 'validation');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { whitelabel } = useSystemStatus();
  const keepSession = useKeepSession();
  const checkField = useFieldCheck();
  const needsCode = isFeatureEnabled(whitelabel, 'register.mobile.sms');
  const needsPassword = isFeatureEnabled(whitelabel, 'register.mobile.password');
  const [values, setValues] = useState<Record<Field, string>>({
    mobileNum: '',
    password: '',
    confirmPassword: '',
    affiliateCode: search.get('code') ?? search.get('affiliateCode') ?? '',
    // A member's invitation link (`?ref=`, docs/referral.md); an agent's is `?code=`.
    referralCode: search.get('ref') ?? '',
  });
  const [code, setCode] = useState('');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const form = useSubmit<MobileRegisterRequest, void, ProblemField>({
    send: async (request) => {
      await keepSession(await auth.registerMobile(request));
      void navigate('/');
    },
    fieldsOf: (error) => ({
      ...(error.fields as Problems),
      ...(error.code === 'error_username_taken' ? { mobileNum: error.message } : {}),
      ...(error.code === 'error_invalid_referral_code' ? { referralCode: error.message } : {}),
    }),
  });
  const { problems, setProblems } = form;
  const labels: Record<Field, string> = {
    mobileNum: t('auth.mobileNum'),
    password: t('auth.password'),
    confirmPassword: t('auth.confirmPassword'),
    affiliateCode: t('auth.affiliateCode'),
    referralCode: t('auth.referralCode'),
  };
  const checkMobile = () => checkField('mobileNum', values, labels, { required: true });

  // Runs on submit, and as a check only when a field is left or changed (useCheckAsYouGo).
  const asYouGo = useCheckAsYouGo(submit);
  function submit() {
    const found: Problems = {
      mobileNum: checkMobile(),
      affiliateCode: checkField('affiliateCode', values, labels),
      ...(needsPassword
        ? {
            password: checkField('password', values, labels),
            confirmPassword: checkField('confirmPassword', values, labels),
          }
        : {}),
      ...(needsCode && code.length === 0
        ? { verificationCode: t('validation.required', { field: t('auth.verificationCode') }) }
        : {}),
      ...(ageConfirmed ? {} : { ageConfirmed: t('auth.mustConfirmAge') }),
      ...(termsAccepted ? {} : { termsAccepted: t('auth.mustAcceptTerms') }),
    };
    if (!form.check(found)) return;
    form.submit({
      mobileNum: values.mobileNum,
      ...(needsCode ? { verificationCode: code } : {}),
      ...(needsPassword ? { password: values.password, confirmPassword: values.confirmPassword } : {}),
      ...(values.affiliateCode ? { affiliateCode: values.affiliateCode } : {}),
      ...(values.referralCode.trim() ? { referralCode: values.referralCode.trim() } : {}),
      ageConfirmed: true,
      termsAccepted: true,
      registerUrl: window.location.href,
      domain: window.location.host,
      registerMethod: 'WEB',
    });
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  return (
    <form className={styles.form} {...asYouGo} data-testid="mobile-register-form">
      <TextField
        label={labels.mobileNum}
        name="mobileNum"
        inputMode="tel"
        autoComplete="tel-national"
        required
        value={values.mobileNum}
        error={problems.mobileNum}
        onChange={set('mobileNum')}
      />
      {needsCode ? (
        <SendCodeField
          value={code}
          onChange={setCode}
          error={problems.verificationCode}
          checkBeforeSend={() => {
            const problem = checkMobile();
            setProblems((current) => ({ ...current, mobileNum: problem }));
            return !problem;
          }}
          send={() => auth.sendRegisterCode(values.mobileNum)}
        />
      ) : null}
      {needsPassword ? (
        <>
          <NewPasswordFields
            password={values.password}
            confirmPassword={values.confirmPassword}
            onPassword={(password) => setValues({ ...values, password })}
            onConfirm={(confirmPassword) => setValues({ ...values, confirmPassword })}
            passwordLabel={labels.password}
            passwordError={problems.password}
            confirmError={problems.confirmPassword}
          />
        </>
      ) : null}
      <TextField
        label={labels.affiliateCode}
        name="affiliateCode"
        autoComplete="off"
        value={values.affiliateCode}
        error={problems.affiliateCode}
        onChange={set('affiliateCode')}
      />
      <TextField
        label={labels.referralCode}
        name="referralCode"
        autoComplete="off"
        value={values.referralCode}
        error={problems.referralCode}
        onChange={set('referralCode')}
      />
      <AgreementChecks
        ageConfirmed={ageConfirmed}
        termsAccepted={termsAccepted}
        onAge={setAgeConfirmed}
        onTerms={setTermsAccepted}
        ageError={problems.ageConfirmed}
        termsError={problems.termsAccepted}
      />
      <FormAlert message={form.refusal} />
      <Button type="submit" fullWidth loading={form.pending}>
        {t('auth.register')}
      </Button>
    </form>
  );
}
