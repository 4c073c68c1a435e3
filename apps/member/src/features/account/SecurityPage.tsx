import { ChangePasswordForm, useSessionStore } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, Card, EmptyState, useToast } from '@lotus/ui';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import * as styles from '../auth/RegisterPage.css.ts';

/** The security centre; its first part is the password change (the others come with their issue). */
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
    <section className={styles.page} aria-labelledby="security-title">
      <Card>
        <h1 id="security-title" className={styles.title}>
          {t('auth.securityTitle')}
        </h1>
        <h2 className={styles.subtitle}>{t('auth.changePassword')}</h2>
        <ChangePasswordForm
          onChanged={() => show({ message: t('success.password_changed'), tone: 'success' })}
        />
      </Card>
    </section>
  );
}
