import { useT } from '@lotus/i18n';
import { useSignedOut } from '../../lib/signed-out-store.ts';
import * as styles from './LoginModal.css.ts';

/**
 * Above the login forms when the session ended elsewhere: "you were signed out", why (when the
 * server said), and to log in again. Announced at once (role="alert").
 */
export function SignedOutNotice() {
  const { t } = useT('auth');
  const notice = useSignedOut((state) => state.notice);
  if (notice === null) return null;
  return (
    <div role="alert" className={styles.signedOut} data-testid="signed-out-notice">
      <p className={styles.signedOutTitle}>{t('auth.signedOut.title')}</p>
      {notice.reason === null ? null : <p>{t(`auth.signedOut.reasons.${notice.reason}`)}</p>}
      <p>{t('auth.signedOut.again')}</p>
    </div>
  );
}
