import { PreferenceSwitches, useSessionStore } from '@lotus/app-shell';
import { NavLink } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { Button, Dialog } from '@lotus/ui';
import type { ReactNode } from 'react';
import { useLeave } from '../lib/use-session-end.ts';
import * as styles from './SiteMenuPanel.css.ts';

const sectionLinks = [
  { to: '/promotions', key: 'member.menu.promotions' },
  { to: '/winners', key: 'shell.nav.winners' },
  { to: '/leaderboard', key: 'shell.nav.leaderboard' },
  { to: '/help', key: 'shell.nav.help' },
  { to: '/chat', key: 'shell.nav.chat' },
] as const;

const accountLinks = [
  { to: '/account/profile', key: 'member.menu.account' },
  { to: '/wallet', key: 'member.menu.wallet' },
  { to: '/withdraw', key: 'member.menu.withdraw' },
  { to: '/betting-record', key: 'member.menu.bettingRecord' },
  { to: '/points-mall', key: 'member.menu.pointsMall' },
  { to: '/rewards', key: 'member.menu.rewards' },
  { to: '/referral', key: 'member.menu.referral' },
  { to: '/vip', key: 'member.menu.vip' },
  { to: '/rebate', key: 'member.menu.rebate' },
  { to: '/wheel', key: 'member.menu.luckyDraws' },
  { to: '/inbox', key: 'member.menu.inbox' },
  { to: '/account/security', key: 'member.menu.security' },
] as const;

/**
 * The phone menu's content: the site's sections, customer service, theme and language, and once
 * signed in the account's pages and log out. Following a link closes it.
 */
export function SiteMenuPanel(props: { open: boolean; onClose: () => void; customerService: ReactNode }) {
  const { t } = useT('shell', 'member', 'common');
  const signedIn = useSessionStore((state) => state.token !== null);
  const signOut = useLeave();
  const { onClose } = props;
  return (
    <Dialog open={props.open} onClose={onClose} title={t('shell.menu.title')} closeLabel={t('common.close')}>
      <div className={styles.panel} data-testid="site-menu-panel">
        {signedIn ? (
          <>
            <ul className={styles.links}>
              {accountLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.link} onClick={onClose}>
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <hr className={styles.divider} />
          </>
        ) : null}
        <nav aria-label={t('shell.siteSections')}>
          <ul className={styles.links}>
            {sectionLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={styles.link} onClick={onClose}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The support button shows its headset alone on a phone; its name beside it, for the eye
            only (the button carries it for screen readers). */}
        <div className={styles.row}>
          {props.customerService}
          <span aria-hidden="true">{t('shell.service.label')}</span>
        </div>
        <div className={styles.row}>
          <PreferenceSwitches compact={false} />
        </div>
        {signedIn ? (
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              void signOut();
            }}
            data-testid="menu-logout"
          >
            {t('shell.logout')}
          </Button>
        ) : null}
      </div>
    </Dialog>
  );
}
