import { useMemberInfo, useSessionStore, useSignOut } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { Link, useNavigate } from 'react-router';
import { useLoginModal } from '../lib/login-modal-store.ts';
import * as styles from './AccountActions.css.ts';

/** Header actions: log in and register for visitors; the account name and log out once signed in. */
export function AccountActions() {
  const { t } = useT();
  const navigate = useNavigate();
  const token = useSessionStore((state) => state.token);
  const info = useMemberInfo();
  const signOut = useSignOut();
  const openLogin = useLoginModal((state) => state.open);
  if (token) {
    return (
      <>
        <Link to="/account/security" className={styles.account} data-testid="signed-in-as">
          {info.data ? info.data.account : t('common.loading')}
        </Link>
        <Button size="sm" variant="secondary" onClick={() => void signOut()} data-testid="logout">
          {t('shell.logout')}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        className={styles.wideOnly}
        onClick={() => void navigate('/register')}
        data-testid="open-register"
      >
        {t('auth.register')}
      </Button>
      <Button size="sm" onClick={openLogin} data-testid="open-login">
        {t('shell.login')}
      </Button>
    </>
  );
}
