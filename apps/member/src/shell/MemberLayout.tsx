import { LogoMark, PreferenceSwitches, SiteFrame, siteFrameStyles } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Link, Outlet } from 'react-router';
import { LoginModal } from '../features/auth/LoginModal.tsx';
import { CustomerServiceButton } from '../features/help/CustomerServiceButton.tsx';
import { RealityCheckReminder } from '../features/protection/RealityCheckReminder.tsx';
import { useLiveEvents } from '../lib/live-events.ts';
import { AccountActions } from './AccountActions.tsx';
import { InfoPopup } from './InfoPopup.tsx';
import { SiteNav } from './SiteNav.tsx';

export function MemberLayout() {
  const { t } = useT();
  // One live stream for every page: balance, jackpot and (for the screens that listen) winners and PAPPU.
  useLiveEvents();
  return (
    <SiteFrame
      logo={
        <>
          <Link to="/" className={siteFrameStyles.logo}>
            <LogoMark className={siteFrameStyles.logoMark} />
            <span className={siteFrameStyles.logoText}>{t('common.brand')}</span>
          </Link>
          {/* Beside the logo, not among the actions: on a phone the logo's row has room to spare
              while the actions' row is full (theme, language, account). */}
          <CustomerServiceButton />
        </>
      }
      nav={<SiteNav />}
      actions={
        <>
          <PreferenceSwitches />
          <AccountActions />
        </>
      }
      after={
        <>
          <LoginModal />
          <InfoPopup />
          <RealityCheckReminder />
        </>
      }
    >
      <Outlet />
    </SiteFrame>
  );
}
