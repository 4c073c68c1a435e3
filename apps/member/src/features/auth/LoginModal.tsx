import { isFeatureEnabled } from '@lotus/api-client';
import { LoginForm, MobileLoginForm, useFreePlay, useSignIn, useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Dialog, Tabs } from '@lotus/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import * as styles from './LoginModal.css.ts';

/** The login modal (`showLoginWrap`): by username, and by mobile number and SMS code when the brand allows it. */
export function LoginModal() {
  const { t } = useT();
  const { whitelabel } = useSystemStatus();
  const open = useLoginModal((state) => state.showLoginWrap);
  const close = useLoginModal((state) => state.close);
  const signIn = useSignIn();
  const freePlay = useFreePlay();
  const [freePlayError, setFreePlayError] = useState<string | null>(null);
  const submit = async (request: Parameters<typeof signIn>[0]) => {
    await signIn(request);
    close();
  };
  const byUsername = <LoginForm submitLabel={t('shell.login')} onSubmit={submit} />;
  return (
    <Dialog open={open} onClose={close} title={t('shell.login')} closeLabel={t('common.close')}>
      {isFeatureEnabled(whitelabel, 'login.smsCode') ? (
        <Tabs
          label={t('auth.loginWith')}
          items={[
            { id: 'username', label: t('auth.byUsername'), content: byUsername },
            {
              id: 'mobile',
              label: t('auth.byMobile'),
              content: <MobileLoginForm submitLabel={t('shell.login')} onSubmit={submit} />,
            },
          ]}
        />
      ) : (
        byUsername
      )}
      {isFeatureEnabled(whitelabel, 'login.freePlay') ? (
        <div className={styles.switchLine}>
          <Button
            variant="ghost"
            fullWidth
            data-testid="free-play"
            onClick={() => {
              setFreePlayError(null);
              freePlay().then(close, (error: unknown) =>
                setFreePlayError(error instanceof Error ? error.message : t('errors.error_system')),
              );
            }}
          >
            {t('auth.freePlay')}
          </Button>
          {freePlayError ? <p role="alert">{freePlayError}</p> : null}
        </div>
      ) : null}
      <p className={styles.switchLine}>
        <Link to="/forgot-password" onClick={close}>
          {t('auth.forgotPassword')}
        </Link>
      </p>
      <p className={styles.switchLine}>
        {t('auth.noAccount')}{' '}
        <Link to="/register" onClick={close}>
          {t('auth.register')}
        </Link>
      </p>
    </Dialog>
  );
}
