import { useT } from '@lotus/i18n';
import { Button, Card, Tabs } from '@lotus/ui';
import { useState } from 'react';
import { useLoginModal } from '../../lib/login-modal-store.ts';
import { EmailResetForm } from './EmailResetForm.tsx';
import * as styles from './RegisterPage.css.ts';
import { SmsResetForm } from './SmsResetForm.tsx';

/** Forgot password: a code by SMS to the bound number, or by email to the bound address. */
export function ForgotPasswordPage() {
  const { t } = useT('auth', 'securityCentre', 'shell');
  const openLogin = useLoginModal((state) => state.open);
  const [done, setDone] = useState(false);
  const finish = () => setDone(true);
  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <Card>
        <h1 id="reset-title" className={styles.title}>
          {t('auth.resetTitle')}
        </h1>
        {done ? (
          <div className={styles.form}>
            <p role="status">{t('auth.resetDone')}</p>
            <Button onClick={openLogin}>{t('shell.login')}</Button>
          </div>
        ) : (
          <Tabs
            label={t('securityCentre.resetWith')}
            items={[
              { id: 'sms', label: t('auth.byMobile'), content: <SmsResetForm onDone={finish} /> },
              {
                id: 'email',
                label: t('auth.email'),
                content: <EmailResetForm onDone={finish} />,
              },
            ]}
          />
        )}
      </Card>
    </section>
  );
}
