import { ChangePasswordForm, useSessionStore } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Card, EmptyState, useToast } from '@lotus/ui';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { LoginsSection } from './LoginsSection.tsx';
import * as styles from './SecurityPage.css.ts';
import { SessionsSection } from './SessionsSection.tsx';

/** The security centre: password, where the account is signed in, and its recent logins. */
export function SecurityPage() {
  const { t } = useT();
  const { show } = useToast();
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
      <h1 className={styles.title}>{t('auth.securityTitle')}</h1>
      <Card>
        <section className={styles.section} aria-labelledby="password-title">
          <h2 id="password-title" className={styles.subtitle}>
            {t('auth.changePassword')}
          </h2>
          <ChangePasswordForm
            onChanged={() => show({ message: t('success.password_changed'), tone: 'success' })}
          />
        </section>
      </Card>
      <Card>
        <SessionsSection />
      </Card>
      <Card>
        <LoginsSection />
      </Card>
    </div>
  );
}
