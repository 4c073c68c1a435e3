import {
  LogoMark,
  PageBoundary,
  PreferenceSwitches,
  SiteFrame,
  siteFrameStyles,
  useMemberInfo,
  useSignOut,
} from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { Link, NavLink, Outlet, useNavigate } from '@lotus/app-shell/routing';

export function AgentLayout() {
  const { t } = useT('agent', 'shell');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const info = useMemberInfo();
  return (
    <SiteFrame
      logo={
        <Link to="/" className={siteFrameStyles.logo}>
          <LogoMark className={siteFrameStyles.logoMark} />
          <span className={siteFrameStyles.logoText}>{t('agent.title')}</span>
        </Link>
      }
      nav={
        <nav aria-label={t('agent.nav.label')} className={siteFrameStyles.navLinks}>
          <NavLink to="/" end>
            {t('agent.nav.overview')}
          </NavLink>
          <NavLink to="/team" data-testid="nav-team">
            {t('agent.nav.team')}
          </NavLink>
          <NavLink to="/contracts" data-testid="nav-contracts">
            {t('agent.nav.contracts')}
          </NavLink>
          <NavLink to="/income" data-testid="nav-income">
            {t('agent.nav.income')}
          </NavLink>
          <NavLink to="/team-bets" data-testid="nav-team-bets">
            {t('agent.nav.teamBets')}
          </NavLink>
          <NavLink to="/team-transactions" data-testid="nav-team-transactions">
            {t('agent.nav.teamTransactions')}
          </NavLink>
          <NavLink to="/profit-loss" data-testid="nav-profit-loss">
            {t('agent.nav.profitLoss')}
          </NavLink>
          <NavLink to="/security" data-testid="nav-security">
            {t('agent.nav.security')}
          </NavLink>
        </nav>
      }
      actions={
        <>
          <PreferenceSwitches />
          <span data-testid="signed-in-as">{info.data?.account ?? ''}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              void signOut().then(() => navigate('/login'));
            }}
            data-testid="logout"
          >
            {t('shell.logout')}
          </Button>
        </>
      }
    >
      <PageBoundary>
        <Outlet />
      </PageBoundary>
    </SiteFrame>
  );
}
