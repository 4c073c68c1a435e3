import { isFeatureEnabled } from '@lotus/api-client';
import { useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Card, Tabs } from '@lotus/ui';
import { useSearchParams } from '@lotus/app-shell/routing';
import { useLinkVisit } from './link-visit.ts';
import { MobileRegisterForm } from './MobileRegisterForm.tsx';
import * as styles from './RegisterPage.css.ts';
import { UsernameRegisterForm } from './UsernameRegisterForm.tsx';

/**
 * Registration: by username, and by mobile number when the brand's `register.mobile` switch is on.
 * Opened through an agent's link (`?code=`), it counts the link's click.
 */
export function RegisterPage() {
  const { t } = useT('auth');
  const { whitelabel } = useSystemStatus();
  const [search] = useSearchParams();
  useLinkVisit(search.get('code'));
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
