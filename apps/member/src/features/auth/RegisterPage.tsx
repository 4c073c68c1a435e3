import { isFeatureEnabled } from '@lotus/api-client';
import { useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Card, Tabs } from '@lotus/ui';
import { MobileRegisterForm } from './MobileRegisterForm.tsx';
import * as styles from './RegisterPage.css.ts';
import { UsernameRegisterForm } from './UsernameRegisterForm.tsx';

/** Registration: by username, and by mobile number when the brand's `register.mobile` switch is on. */
export function RegisterPage() {
  const { t } = useT('auth');
  const { whitelabel } = useSystemStatus();
  return (
    <section className={styles.page} aria-labelledby="register-title">
      <Card>
        <h1 id="register-title" className={styles.title}>
          {t('auth.registerTitle')}
        </h1>
        {isFeatureEnabled(whitelabel, 'register.mobile') ? (
          <Tabs
            label={t('auth.registerWith')}
            items={[
              { id: 'username', label: t('auth.byUsername'), content: <UsernameRegisterForm /> },
              { id: 'mobile', label: t('auth.byMobile'), content: <MobileRegisterForm /> },
            ]}
          />
        ) : (
          <UsernameRegisterForm />
        )}
      </Card>
    </section>
  );
}
