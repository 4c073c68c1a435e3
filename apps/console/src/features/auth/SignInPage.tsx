import { useT } from '@lotus/i18n';
import { Card } from '@lotus/ui';
import { useState } from 'react';
import { useNavigate } from '@lotus/app-shell/routing';
import type { SignInFinish, SignInStart } from '../../lib/console-api.ts';
import { useConsoleSession } from '../../lib/session-store.ts';
import { CodeStep } from './CodeStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { RecoveryCodesStep } from './RecoveryCodesStep.tsx';
import * as styles from './SignInPage.css.ts';

type Step =
  | { name: 'password' }
  | { name: 'code'; username: string; start: SignInStart }
  | { name: 'recovery-codes'; result: SignInFinish & { recoveryCodes: string[] } };

/**
 * The console's front door: the password, then the authenticator. At the first sign-in the
 * authenticator is set up here (its QR code and key, then a first code) and the recovery codes are
 * shown once; later sign-ins ask for a code, or one of the recovery codes.
 */
export function SignInPage() {
  const { t } = useT('console');
  const navigate = useNavigate();
  const signIn = useConsoleSession((state) => state.signIn);
  const ended = useConsoleSession((state) => state.ended);
  const [step, setStep] = useState<Step>({ name: 'password' });
  // Why the operator is back at the password (the ticket was spent by a wrong code, or ran out).
  const [notice, setNotice] = useState<string | null>(null);

  const enter = (result: SignInFinish) => {
    signIn({ token: result.token, expiresAt: result.expiresAt, operator: result.operator });
    void navigate('/', { replace: true });
  };
  const finished = (result: SignInFinish) => {
    if (result.recoveryCodes && result.recoveryCodes.length > 0)
      setStep({ name: 'recovery-codes', result: { ...result, recoveryCodes: result.recoveryCodes } });
    else enter(result);
  };
  const restart = (reason: string | null) => {
    setNotice(reason);
    setStep({ name: 'password' });
  };

  return (
    <section className={styles.page} data-testid="sign-in-page" aria-labelledby="sign-in-title">
      <Card className={styles.card}>
        {step.name === 'password' ? (
          <PasswordStep
            notice={notice ?? (ended ? t('console.frame.expired') : null)}
            onStarted={(start, username) => {
              setNotice(null);
              setStep({ name: 'code', username, start });
            }}
          />
        ) : step.name === 'code' ? (
          <CodeStep
            key={step.start.ticket}
            username={step.username}
            start={step.start}
            onFinished={finished}
            onRestart={restart}
          />
        ) : (
          <RecoveryCodesStep codes={step.result.recoveryCodes} onDone={() => enter(step.result)} />
        )}
      </Card>
    </section>
  );
}
