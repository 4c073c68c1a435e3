import { LoginForm, useSignIn } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Dialog } from '@lotus/ui';
import { Link } from 'react-router';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import * as styles from './LoginModal.css.ts';

/** The login modal (`showLoginWrap`), opened from the header or by any action that needs a login. */
export function LoginModal() {
  const { t } = useT();
  const open = useLoginModal((state) => state.showLoginWrap);
  const close = useLoginModal((state) => state.close);
  const signIn = useSignIn();
  return (
    <Dialog open={open} onClose={close} title={t('shell.login')} closeLabel={t('common.close')}>
      <LoginForm
        submitLabel={t('shell.login')}
        onSubmit={async (request) => {
          await signIn(request);
          close();
        }}
      />
      <p className={styles.switchLine}>
        {t('auth.noAccount')}{' '}
        <Link to="/register" onClick={close}>
          {t('auth.register')}
        </Link>
      </p>
    </Dialog>
  );
}
