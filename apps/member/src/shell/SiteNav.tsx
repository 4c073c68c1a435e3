import { siteFrameStyles } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { NavLink } from '@lotus/app-shell/routing';

/**
 * The member site's sections beside the logo, from 768 px (a phone finds them in the header's
 * menu). NavLink marks the current one with aria-current="page", which the frame's style highlights.
 */
export function SiteNav() {
  const { t } = useT('shell');
  return (
    <nav aria-label={t('shell.siteSections')} className={siteFrameStyles.navLinks}>
      <NavLink to="/promotions">{t('shell.nav.promotions')}</NavLink>
      <NavLink to="/winners">{t('shell.nav.winners')}</NavLink>
      <NavLink to="/leaderboard">{t('shell.nav.leaderboard')}</NavLink>
      <NavLink to="/help">{t('shell.nav.help')}</NavLink>
      <NavLink to="/chat" data-testid="nav-chat">
        {t('shell.nav.chat')}
      </NavLink>
    </nav>
  );
}
