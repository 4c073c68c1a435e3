import { useSessionStore, useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Link } from '@lotus/app-shell/routing';
import * as styles from './RegistrationTeaser.css.ts';

/**
 * The registration teaser for visitors. The spec's teaser names a reward "up to 131K"; no
 * registration bonus exists on the server, and we never show a figure we do not pay (product
 * notes), so it invites to register and names no amount. A welcome reward, once the platform has
 * one, is announced by the operator (a PR popup for visitors, or a notice) with its real figure.
 */
export function RegistrationTeaser() {
  const { t } = useT('announcements');
  const { brand } = useSystemStatus();
  const signedIn = useSessionStore((state) => state.token !== null);
  if (signedIn) return null;
  return (
    <aside
      className={styles.teaser}
      aria-labelledby="registration-teaser-title"
      data-testid="registration-teaser"
    >
      <div className={styles.text}>
        <h2 id="registration-teaser-title" className={styles.title}>
          {t('announcements.teaser.title', { brand: brand.name })}
        </h2>
        <p className={styles.body}>{t('announcements.teaser.text')}</p>
      </div>
      <Link to="/register" className={styles.action}>
        {t('announcements.teaser.action')}
      </Link>
    </aside>
  );
}
