import { LogoMark, PageBoundary, PreferenceSwitches, SiteFrame, siteFrameStyles } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Link, Outlet } from '@lotus/app-shell/routing';

/** The frame of the pages an agent sees before signing in. */
export function PublicLayout() {
  const { t } = useT('agent');
  return (
    <SiteFrame
      logo={
        <Link to="/login" className={siteFrameStyles.logo}>
          <LogoMark className={siteFrameStyles.logoMark} />
          <span className={siteFrameStyles.logoText}>{t('agent.title')}</span>
        </Link>
      }
      actions={<PreferenceSwitches />}
    >
      <PageBoundary>
        <Outlet />
      </PageBoundary>
    </SiteFrame>
  );
}
