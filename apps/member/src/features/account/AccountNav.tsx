import { useT } from '@lotus/i18n';
import { NavLink } from '@lotus/app-shell/routing';
import * as styles from './ProfilePage.css.ts';

/** The account pages' own tabs: profile, security centre, wallet. */
export function AccountNav() {
  const { t } = useT('profile', 'protection', 'wallet');
  return (
    <nav aria-label={t('profile.accountNav')} className={styles.accountNav}>
      <NavLink to="/account/profile">{t('profile.navProfile')}</NavLink>
      <NavLink to="/account/security">{t('profile.navSecurity')}</NavLink>
      <NavLink to="/wallet">{t('wallet.nav')}</NavLink>
      <NavLink to="/responsible-gaming">{t('protection.navLink')}</NavLink>
    </nav>
  );
}
