import { useSessionStore } from '@lotus/app-shell';
import { SecurityCentre, securityStyles as styles } from '@lotus/app-shell/security';
import { useT } from '@lotus/i18n';
import { Button, EmptyState } from '@lotus/ui';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { AccountNav } from './AccountNav.tsx';

/** The member's security centre: password, contacts, payment password, authenticator, sessions, logins. */
export function SecurityPage() {
  const { t } = useT();
  const token = useSessionStore((state) => state.token);
  const openLogin = useLoginModal((state) => state.open);
  if (!token) {
    return (
      <EmptyState
        title={t('errors.error_not_logged_in')}
        action={<Button onClick={openLogin}>{t('shell.login')}</Button>}
      />
    );
  }
  return (
    <div className={styles.page}>
      <AccountNav />
      <h1 className={styles.title}>{t('auth.securityTitle')}</h1>
      <SecurityCentre />
    </div>
  );
}
