import { LogoMark, PreferenceSwitches, SiteFrame, siteFrameStyles } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Link, Outlet, PageBoundary } from '@lotus/app-shell/routing';

/** The frame of the sign-in page. */
export function PublicLayout() {
  const { t } = useT('console');
  return (
    <SiteFrame
      logo={
        <Link to="/sign-in" className={siteFrameStyles.logo}>
          <LogoMark className={siteFrameStyles.logoMark} />
          <span className={siteFrameStyles.logoText}>{t('console.title')}</span>
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
