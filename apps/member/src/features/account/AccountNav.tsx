import { useMemberInfo, useSessionStore } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { NavLink } from '@lotus/app-shell/routing';
import * as styles from './ProfilePage.css.ts';

/**
 * The account pages' own tabs: profile, security centre, wallet, the points mall and points, and
 * becoming an agent for a plain member.
 */
export function AccountNav() {
  const { t } = useT('profile', 'protection', 'wallet', 'member');
  // The member's type (0: a plain member); until its info answers, the one the sign-in gave.
  const info = useMemberInfo();
  const signedInAs = useSessionStore((state) => state.isAgent);
  const agent = info.data ? info.data.type !== 0 : signedInAs !== null && signedInAs !== '0';
  return (
    <nav aria-label={t('profile.accountNav')} className={styles.accountNav}>
      <NavLink to="/account/profile">{t('profile.navProfile')}</NavLink>
      <NavLink to="/account/security">{t('profile.navSecurity')}</NavLink>
      <NavLink to="/wallet">{t('wallet.nav')}</NavLink>
      <NavLink to="/points-mall">{t('profile.navPointsMall')}</NavLink>
      <NavLink to="/points">{t('profile.navPoints')}</NavLink>
      <NavLink to="/promotions" end>
        {t('member.menu.promotions')}
      </NavLink>
      <NavLink to="/rewards">{t('member.menu.rewards')}</NavLink>
      <NavLink to="/referral">{t('member.menu.referral')}</NavLink>
      <NavLink to="/vip">{t('member.menu.vip')}</NavLink>
      <NavLink to="/rebate">{t('member.menu.rebate')}</NavLink>
      <NavLink to="/wheel">{t('member.menu.luckyDraws')}</NavLink>
      <NavLink to="/responsible-gaming">{t('protection.navLink')}</NavLink>
      {agent ? null : <NavLink to="/agent-application">{t('profile.navAgentApplication')}</NavLink>}
    </nav>
  );
}
