import { LogoMark, PageBoundary, PreferenceSwitches, SiteFrame, siteFrameStyles } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import type { ReactNode } from 'react';
import { lazyComponent, Link, LoadWhen, Outlet } from '@lotus/app-shell/routing';
import { useInfoPopup } from '../lib/info-popup-store.ts';
import { useLiveEvents } from '../lib/live-events.ts';
import { AccountActions } from './AccountActions.tsx';
import { SiteNav } from './SiteNav.tsx';

// The information dialog loads the first time something opens it.
const InfoPopup = lazyComponent(() => import('./InfoPopup.tsx').then((module) => module.InfoPopup));

function InfoPopupWhenOpen() {
  const open = useInfoPopup((state) => state.open);
  return (
    <LoadWhen when={open}>
      <InfoPopup />
    </LoadWhen>
  );
}

/**
 * The frame of every member page. What the features show on every page comes in from routes.tsx
 * (shell/ imports no feature): the customer-service button, the inbox's envelope, the login modal
 * and the reality-check reminder.
 */
export function MemberLayout(props: {
  customerService: ReactNode;
  inboxLink: ReactNode;
  loginModal: ReactNode;
  realityCheck: ReactNode;
}) {
  const { t } = useT('common');
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
          {props.customerService}
        </>
      }
      nav={<SiteNav />}
      actions={
        <>
          <PreferenceSwitches />
          <AccountActions inboxLink={props.inboxLink} />
        </>
      }
      after={
        <>
          {props.loginModal}
          <InfoPopupWhenOpen />
          {props.realityCheck}
        </>
      }
    >
      <PageBoundary>
        <Outlet />
      </PageBoundary>
    </SiteFrame>
  );
}
