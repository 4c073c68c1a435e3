import { useT } from '@lotus/i18n';
import { Card, useToast } from '@lotus/ui';
import { ChangePasswordForm } from '../ChangePasswordForm.tsx';
import { AuthenticatorSection } from './AuthenticatorSection.tsx';
import { ContactsSection } from './ContactsSection.tsx';
import { LoginsSection } from './LoginsSection.tsx';
import { PaymentPasswordSection } from './PaymentPasswordSection.tsx';
import * as styles from './security.css.ts';
import { SessionsSection } from './SessionsSection.tsx';

/**
 * Every section of the security centre, the same on the member and agent sites: password, bound
 * number and email, payment password, authenticator, live sessions and recent logins.
 */
export function SecurityCentre() {
  const { t } = useT('auth', 'success');
  const { show } = useToast();
  return (
    <>
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
        <ContactsSection />
      </Card>
      <Card>
        <PaymentPasswordSection />
      </Card>
      <Card>
        <AuthenticatorSection />
      </Card>
      <Card>
        <SessionsSection />
      </Card>
      <Card>
        <LoginsSection />
      </Card>
    </>
  );
}
