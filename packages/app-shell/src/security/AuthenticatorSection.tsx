import { isFeatureEnabled } from '@lotus/api-client';
import type { TotpSetup } from '@lotus/contract/login-challenge';
import { formatDate, useT } from '@lotus/i18n';
import { Badge, Button, EmptyState, PasswordField, Skeleton, TextField, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { lazy, Suspense, useState } from 'react';
import { security } from '../api.ts';
import { FormAlert } from '../FormAlert.tsx';
import { useSystemStatus } from '../status-context.ts';
import { useSubmit } from '../use-submit.ts';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';
import * as styles from './security.css.ts';

// The QR encoder is only needed by the few who set up an authenticator.
const QRCode = lazy(async () => ({ default: (await import('@lotus/ui/qrcode')).QRCode }));

export const totpStatusKey = ['member', 'security', 'totp'] as const;

type Step =
  | { name: 'idle' }
  | { name: 'enrol'; setup: TotpSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'renew' }
  | { name: 'disable' };

/**
 * The authenticator app (TOTP): set up with a QR code and a first code, recovery codes shown once,
 * renewed with a code, turned off with the password and a code. Once on, every login asks for a code.
 */
export function AuthenticatorSection() {
  const { t, language } = useT('auth', 'common', 'errors', 'security', 'twoStep', 'validation');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const { whitelabel, brand } = useSystemStatus();
  const offered = isFeatureEnabled(whitelabel, 'security.ipVerification.totp');
  const status = useQuery({ queryKey: totpStatusKey, queryFn: security.totpStatus });
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // Each call of this section (setting up, enabling, renewing, turning off) is handed in as the input.
  const form = useSubmit<() => Promise<void>, void, 'code'>({
    send: (action) => action(),
    fallback: t('errors.error_system'),
    fieldsOf: null,
  });
  const problem = form.problems.code;

  function go(next: Step) {
    setStep(next);
    setCode('');
    setPassword('');
    form.clear();
  }

  /** Runs a call of this section: the button spins, a refusal shows above it, the status refreshes. */
  function run(action: () => Promise<void>) {
    if (
      !form.check({
        code: code.trim() === '' ? t('validation.required', { field: t('twoStep.totpCode') }) : undefined,
      })
    )
      return;
    form.submit(async () => {
      try {
        await action();
      } finally {
        void queryClient.invalidateQueries({ queryKey: totpStatusKey });
      }
    });
  }

  function startSetup() {
    form.setRefusal(null);
    form.submit(async () => go({ name: 'enrol', setup: await security.totpSetup() }));
  }

  const enable = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      const { recoveryCodes } = await security.totpEnable(code.trim());
      go({ name: 'codes', codes: recoveryCodes });
      show({ message: t('twoStep.turnedOn'), tone: 'success' });
    });
  };
  const renew = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      const { recoveryCodes } = await security.totpRenewRecoveryCodes(code.trim());
      go({ name: 'codes', codes: recoveryCodes });
    });
  };
  const disable = (event: FormEvent) => {
    event.preventDefault();
    run(async () => {
      await security.totpDisable({ password, code: code.trim() });
      go({ name: 'idle' });
      show({ message: t('twoStep.turnedOff'), tone: 'success' });
    });
  };

  const codeField = (
    <TextField
      label={t('twoStep.totpCode')}
      name="totpCode"
      autoComplete="one-time-code"
      inputMode={step.name === 'enrol' ? 'numeric' : 'text'}
      spellCheck={false}
      required
      value={code}
      error={problem}
      {...(step.name === 'enrol' ? {} : { hint: t('twoStep.totpCodeHint') })}
      onChange={(event) => setCode(event.target.value.slice(0, 20))}
    />
  );
  const cancel = (
    <Button type="button" variant="ghost" onClick={() => go({ name: 'idle' })}>
      {t('common.cancel')}
    </Button>
  );

  let body;
  if (status.isPending) {
    body = <Skeleton height={48} radius="md" />;
  } else if (status.isError) {
    body = (
      <EmptyState
        title={t('common.error')}
        action={<Button onClick={() => void status.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (step.name === 'codes') {
    body = <RecoveryCodesPanel codes={step.codes} onDone={() => go({ name: 'idle' })} />;
  } else if (step.name === 'enrol') {
    body = (
      <form className={styles.form} onSubmit={enable} noValidate data-testid="totp-enrol">
        <p className={styles.muted}>{t('twoStep.scanQr')}</p>
        <Suspense fallback={<Skeleton height={200} width={200} radius="md" />}>
          <QRCode value={step.setup.otpauthUri} size={180} margin={12} title={t('twoStep.qrLabel')} />
        </Suspense>
        <p className={styles.muted}>
          {t('twoStep.manualKey')}{' '}
          <code className={styles.secret} data-testid="totp-secret">
            {step.setup.secret}
          </code>
        </p>
        <p className={styles.muted}>{t('twoStep.enterCodeToFinish')}</p>
        {codeField}
        <FormAlert message={form.refusal} />
        <div className={styles.actions}>
          <Button type="submit" loading={form.pending}>
            {t('twoStep.enable')}
          </Button>
          {cancel}
        </div>
      </form>
    );
  } else if (!status.data.enabled) {
    body = (
      <>
        <p className={styles.muted}>{t('twoStep.authenticatorOff')}</p>
        <FormAlert message={form.refusal} />
        <div className={styles.actions}>
          <Button onClick={startSetup} loading={form.pending} data-testid="totp-setup">
            {t('twoStep.turnOn')}
          </Button>
        </div>
      </>
    );
  } else {
    const since = formatDate(status.data.enabledAt ?? new Date(), { language, timeZone: brand.timeZone });
    body = (
      <>
        <p className={styles.muted}>{t('twoStep.authenticatorOn', { date: since })}</p>
        <p className={styles.muted}>
          {t('twoStep.recoveryCodesLeft', { count: status.data.recoveryCodesLeft })}
        </p>
        {step.name === 'idle' ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => go({ name: 'renew' })}>
              {t('twoStep.newRecoveryCodes')}
            </Button>
            <Button variant="secondary" onClick={() => go({ name: 'disable' })}>
              {t('twoStep.turnOff')}
            </Button>
          </div>
        ) : (
          <form
            className={styles.form}
            onSubmit={step.name === 'renew' ? renew : disable}
            noValidate
            aria-label={step.name === 'renew' ? t('twoStep.newRecoveryCodes') : t('twoStep.turnOffTitle')}
          >
            {step.name === 'disable' ? (
              <PasswordField
                label={t('auth.password')}
                name="password"
                autoComplete="current-password"
                required
                value={password}
                showLabel={t('auth.showPassword')}
                hideLabel={t('auth.hidePassword')}
                onChange={(event) => setPassword(event.target.value)}
              />
            ) : null}
            {codeField}
            <FormAlert message={form.refusal} />
            <div className={styles.actions}>
              <Button type="submit" loading={form.pending}>
                {step.name === 'renew' ? t('twoStep.newRecoveryCodes') : t('twoStep.turnOff')}
              </Button>
              {cancel}
            </div>
          </form>
        )}
      </>
    );
  }

  // Not offered by the brand: nothing to show, unless the member enrolled before it was switched off.
  if (!offered && !status.data?.enabled) return null;
  return (
    <section className={styles.section} aria-labelledby="totp-title" data-testid="authenticator-section">
      <h2 id="totp-title" className={styles.subtitle}>
        {t('twoStep.authenticatorTitle')}{' '}
        {status.data?.enabled ? <Badge tone="success">{t('twoStep.on')}</Badge> : null}
      </h2>
      {body}
    </section>
  );
}
