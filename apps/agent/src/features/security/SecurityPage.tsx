import { SecurityCentre, securityStyles as styles } from '@lotus/app-shell/security';
import { useT } from '@lotus/i18n';

/** The agent's security centre: the same sections as the member site's, for the agent account. */
export function SecurityPage() {
  const { t } = useT('auth');
  return (
    <div className={styles.page} data-testid="agent-security-page">
      <h1 className={styles.title}>{t('auth.securityTitle')}</h1>
      <SecurityCentre />
    </div>
  );
}
