import { SecurityCentre, securityStyles as styles } from '@lotus/app-shell/security';
import { useT } from '@lotus/i18n';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { AccountNav } from './AccountNav.tsx';

/** The member's security centre: password, contacts, payment password, authenticator, sessions, logins. */
export function SecurityPage() {
  const { t } = useT('auth');
  return (
    <RequireSignIn>
      <div className={styles.page}>
        <AccountNav />
        <h1 className={styles.title}>{t('auth.securityTitle')}</h1>
        <SecurityCentre />
      </div>
    </RequireSignIn>
  );
}
