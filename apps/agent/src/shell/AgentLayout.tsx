import { LogoMark, PreferenceSwitches, session, SiteFrame, siteFrameStyles } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { Link, Outlet, useNavigate } from 'react-router';

export function AgentLayout() {
  const { t } = useT();
  const navigate = useNavigate();
  return (
    <SiteFrame
      logo={
        <Link to="/" className={siteFrameStyles.logo}>
          <LogoMark className={siteFrameStyles.logoMark} />
          <span className={siteFrameStyles.logoText}>{t('agent.title')}</span>
        </Link>
      }
      actions={
        <>
          <PreferenceSwitches />
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              session.clear();
              void navigate('/login');
            }}
          >
            {t('shell.logout')}
          </Button>
        </>
      }
    >
      <Outlet />
    </SiteFrame>
  );
}
