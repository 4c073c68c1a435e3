import { isApiError } from '@lotus/api-client';
import { FormAlert, refusalText, useSubmit } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Skeleton, TextField } from '@lotus/ui';
import type { FormEvent } from 'react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { SignInFinish, SignInStart } from '../../lib/console-api.ts';
import { consoleApi } from '../../lib/console-api.ts';
import * as styles from './SignInPage.css.ts';

// The QR encoder is needed once per operator, at the first sign-in.
const QRCode = lazy(async () => ({ default: (await import('@lotus/ui/qrcode')).QRCode }));

type Mode = 'code' | 'recovery';

/** The refusals after which the ticket is gone. */
const ticketSpent: readonly string[] = ['error_code_invalid', 'error_operator_sign_in_expired'];

/**
 * The second step: at the first sign-in the authenticator is set up (QR code and key, then its
 * first code); later, its code, or a recovery code instead.
 */
export function CodeStep(props: {
  username: string;
  start: SignInStart;
  onFinished: (result: SignInFinish) => void;
  /** Back to the password, with the reason when the server spent the ticket. */
  onRestart: (reason: string | null) => void;
}) {
  const { t } = useT('console', 'errors', 'validation');
  const enrolment = props.start.next === 'enrol' ? props.start.enrolment : null;
  const [mode, setMode] = useState<Mode>('code');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const field = useRef<HTMLInputElement>(null);
  // The step opens on its field, and switching between a code and a recovery code keeps the focus there.
  useEffect(() => field.current?.focus(), [mode]);
  const form = useSubmit<{ mode: Mode; value: string }, SignInFinish, 'code' | 'recoveryCode'>({
    send: ({ mode: sentMode, value }) =>
      sentMode === 'code'
        ? consoleApi.finishSignIn({ ticket: props.start.ticket, code: value })
        : consoleApi.recoverSignIn({ ticket: props.start.ticket, recoveryCode: value }),
    onSuccess: props.onFinished,
    // Any answer spends the ticket: after a wrong code or an expired ticket the sign-in starts
    // again at the password, saying why.
    onRefused: (failure) => {
      if (isApiError(failure) && ticketSpent.includes(failure.code)) props.onRestart(refusalText(failure, t));
    },
    placeOf: (refusal) =>
      refusal.code === 'error_validation' && ('code' in refusal.fields || 'recoveryCode' in refusal.fields)
        ? mode === 'code'
          ? 'code'
          : 'recoveryCode'
        : 'form',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'code') {
      const digits = code.replace(/\s/g, '');
      if (!form.check({ code: /^\d{6}$/.test(digits) ? undefined : t('console.signIn.codeInvalid') })) return;
      form.submit({ mode, value: digits });
    } else {
      const value = recoveryCode.trim();
      if (
        !form.check({
          recoveryCode:
            value === '' ? t('validation.required', { field: t('console.signIn.recoveryCode') }) : undefined,
        })
      )
        return;
      form.submit({ mode, value });
    }
  };
  const switchTo = (next: Mode) => {
    setMode(next);
    form.clear();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <div>
        <h1 id="sign-in-title" className={styles.title}>
          {enrolment ? t('console.signIn.enrolTitle') : t('console.signIn.codeTitle')}
        </h1>
        <p className={styles.muted}>
          {enrolment
            ? t('console.signIn.enrolLead')
            : t('console.signIn.codeLead', { username: props.username })}
        </p>
      </div>
      {enrolment ? (
        <>
          <div className={styles.qr} data-testid="totp-qr">
            <Suspense fallback={<Skeleton height={204} width={204} radius="md" />}>
              <QRCode
                value={enrolment.otpauthUrl}
                size={180}
                margin={12}
                title={t('console.signIn.qrLabel')}
              />
            </Suspense>
          </div>
          <p className={styles.muted}>
            {t('console.signIn.manualKey')}{' '}
            <code className={styles.secret} data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <p className={styles.muted}>{t('console.signIn.enrolCode')}</p>
        </>
      ) : null}
      {mode === 'code' ? (
        <TextField
          label={t('console.signIn.code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          spellCheck={false}
          required
          ref={field}
          hint={t('console.signIn.codeHint')}
          value={code}
          error={form.problems.code}
          onChange={(event) => {
            setCode(event.target.value.replace(/[^\d ]/g, ''));
            form.clear('code');
          }}
        />
      ) : (
        <TextField
          label={t('console.signIn.recoveryCode')}
          name="recoveryCode"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          ref={field}
          hint={t('console.signIn.recoveryHint')}
          value={recoveryCode}
          error={form.problems.recoveryCode}
          onChange={(event) => {
            setRecoveryCode(event.target.value.slice(0, 64));
            form.clear('recoveryCode');
          }}
        />
      )}
      <FormAlert message={form.refusal} />
      <Button type="submit" loading={form.pending} fullWidth>
        {t('console.signIn.verify')}
      </Button>
      <div className={styles.actions}>
        {enrolment ? null : (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => switchTo(mode === 'code' ? 'recovery' : 'code')}
            data-testid="toggle-recovery"
          >
            {mode === 'code' ? t('console.signIn.useRecovery') : t('console.signIn.useCode')}
          </Button>
        )}
        <Button type="button" variant="ghost" size="sm" onClick={() => props.onRestart(null)}>
          {t('console.signIn.startAgain')}
        </Button>
      </div>
    </form>
  );
}
