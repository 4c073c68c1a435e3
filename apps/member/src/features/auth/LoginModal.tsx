import { isFeatureEnabled } from '@lotus/api-client';
import { LoginForm, MobileLoginForm, useSignIn, useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Dialog, Tabs } from '@lotus/ui';
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
      <p className={styles.switchLine}>
        {t('auth.noAccount')}{' '}
        <Link to="/register" onClick={close}>
          {t('auth.register')}
        </Link>
      </p>
    </Dialog>
  );
}
