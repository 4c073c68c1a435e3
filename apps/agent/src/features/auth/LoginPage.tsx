import { isLoginChallenge, lazyComponent, LoginForm, useSignIn } from '@lotus/app-shell';
import type { LoginChallenge } from '@lotus/contract/login-challenge';
import { useT } from '@lotus/i18n';
import { Card } from '@lotus/ui';
import { useState } from 'react';
import { useNavigate } from '@lotus/app-shell/routing';
import * as styles from './LoginPage.css.ts';

// Few agents are asked for a second step (an authenticator, SMS or e-mail code): its form loads
// when the server asks for it, and the password form stays until it is in.
const LoginChallengeForm = lazyComponent(() =>
  import('./second-step.ts').then((module) => module.LoginChallengeForm),
);

/** The agent site's front door: only agents get past it (the server refuses others with error_not_agent). */
export function LoginPage() {
  const { t } = useT('agent', 'shell');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  return (
    <section className={styles.page} data-testid="agent-login-page" aria-labelledby="agent-login-title">
      <Card>
        <h1 id="agent-login-title" className={styles.title}>
          {t('agent.login.title')}
        </h1>
        {challenge ? (
          <LoginChallengeForm
            challenge={challenge}
            onPassed={() => void navigate('/')}
            onRestart={() => setChallenge(null)}
          />
        ) : (
          <LoginForm
            submitLabel={t('shell.login')}
            onSubmit={async (request) => {
              const result = await signIn(request);
              if (!isLoginChallenge(result)) {
                void navigate('/');
                return;
              }
              await LoginChallengeForm.preload();
              setChallenge(result);
            }}
          />
        )}
      </Card>
    </section>
  );
}
