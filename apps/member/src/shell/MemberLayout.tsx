import { LogoMark, PreferenceSwitches, SiteFrame, siteFrameStyles } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Link, Outlet } from 'react-router';
import { LoginModal } from '../features/auth/LoginModal.tsx';
import { RealityCheckReminder } from '../features/protection/RealityCheckReminder.tsx';
import { useLiveEvents } from '../lib/live-events.ts';
import { AccountActions } from './AccountActions.tsx';
import { InfoPopup } from './InfoPopup.tsx';

export function MemberLayout() {
  const { t } = useT();
  // One live stream for every page: balance, jackpot and (for the screens that listen) winners and PAPPU.
  useLiveEvents();
  return (
    <SiteFrame
      logo={
        <Link to="/" className={siteFrameStyles.logo}>
          <LogoMark className={siteFrameStyles.logoMark} />
          <span className={siteFrameStyles.logoText}>{t('common.brand')}</span>
        </Link>
      }
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
