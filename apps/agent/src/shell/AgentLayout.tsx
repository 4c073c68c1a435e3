import {
  LogoMark,
  PageBoundary,
  PreferenceSwitches,
  SiteFrame,
  siteFrameStyles,
  useMemberInfo,
  useSignOut,
} from '@lotus/app-shell';
import type { PlainTranslationKey } from '@lotus/i18n';
import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { Link, NavLink, Outlet, useNavigate } from '@lotus/app-shell/routing';
import { AgentMenu } from './AgentMenu.tsx';
import * as styles from './agent-layout.css.ts';

/**
 * The agent centre's sections, in the nav's order: links in the header from 768 px, and in the
 * menu on a phone. A new page adds its line here (its words in agent.nav).
 */
const sections: ReadonlyArray<{ to: string; words: PlainTranslationKey; end?: boolean; testId?: string }> = [
  { to: '/', words: 'agent.nav.overview', end: true },
  { to: '/team', words: 'agent.nav.team', testId: 'nav-team' },
  { to: '/open-account', words: 'agent.nav.openAccount', testId: 'nav-open-account' },
  { to: '/links', words: 'agent.nav.links', testId: 'nav-links' },
  { to: '/contracts', words: 'agent.nav.contracts', testId: 'nav-contracts' },
  { to: '/income', words: 'agent.nav.income', testId: 'nav-income' },
  { to: '/transfers', words: 'agent.nav.transfers', testId: 'nav-transfers' },
  { to: '/team-bets', words: 'agent.nav.teamBets', testId: 'nav-team-bets' },
  { to: '/team-transactions', words: 'agent.nav.teamTransactions', testId: 'nav-team-transactions' },
  { to: '/profit-loss', words: 'agent.nav.profitLoss', testId: 'nav-profit-loss' },
  { to: '/security', words: 'agent.nav.security', testId: 'nav-security' },
];

/**
 * The signed-in agent's frame. A phone's header is one row, the logo and the menu (the sections,
 * theme, language, the account and sign-out are in it); from 768 px the header shows them all.
 */
export function AgentLayout() {
  const { t } = useT('agent', 'shell');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const info = useMemberInfo();
  const account = info.data?.account ?? '';
  const leave = () => {
    void signOut().then(() => navigate('/login'));
  };
  return (
    <SiteFrame
      logo={
        <>
          <Link to="/" className={siteFrameStyles.logo}>
            <LogoMark className={siteFrameStyles.logoMark} />
            <span className={siteFrameStyles.logoText}>{t('agent.title')}</span>
          </Link>
          <nav aria-label={t('agent.nav.label')} className={`${siteFrameStyles.navLinks} ${styles.sections}`}>
            {sections.map((section) => (
              <NavLink key={section.to} to={section.to} end={section.end} data-testid={section.testId}>
                {t(section.words)}
              </NavLink>
            ))}
          </nav>
        </>
      }
      actions={
        <>
          <div className={styles.desktopOnly}>
            <PreferenceSwitches />
            <span className={styles.account} data-testid="signed-in-as">
              {account}
            </span>
            <Button size="sm" variant="secondary" onClick={leave} data-testid="logout">
              {t('shell.logout')}
            </Button>
          </div>
          <AgentMenu
            sections={sections.map((section) => ({
              to: section.to,
              label: t(section.words),
              end: section.end,
            }))}
            account={account}
            onSignOut={leave}
          />
        </>
      }
    >
      <PageBoundary>
        <Outlet />
      </PageBoundary>
    </SiteFrame>
  );
}
