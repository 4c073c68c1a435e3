import {
  LoadNearViewport,
  LogoMark,
  PageBoundary,
  PreferenceSwitches,
  SiteFrame,
  siteFrameStyles,
  useSessionStore,
} from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import type { ReactNode } from 'react';
import { lazyComponent, Link, LoadWhen, Outlet } from '@lotus/app-shell/routing';
import { useInfoPopup } from '../lib/info-popup-store.ts';
import { useLiveEvents } from '../lib/live-events.ts';
import { useSessionEnd } from '../lib/use-session-end.ts';
import { AccountActions } from './AccountActions.tsx';
import { BottomNav } from './BottomNav.tsx';
import * as headerStyles from './header.css.ts';
import { SiteMenu } from './SiteMenu.tsx';
import { SiteNav } from './SiteNav.tsx';

// The header's balance and deposit button load once a member is signed in: a visitor's first page
// carries neither their code nor their words.
const HeaderWallet = lazyComponent(() => import('./HeaderWallet.tsx').then((module) => module.HeaderWallet));

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
 * (shell/ imports no feature): the customer-service button, the inbox's envelope, the login modal,
 * the reality-check reminder, the catalog search's button and the footer.
 */
export function MemberLayout(props: {
  customerService: ReactNode;
  /** The site's footer (18+, the site pages' links, payment methods, licence), loaded near the page's end. */
  footer: ReactNode;
  inboxLink: ReactNode;
  loginModal: ReactNode;
  realityCheck: ReactNode;
  search: ReactNode;
}) {
  const { t } = useT('common');
  const signedIn = useSessionStore((state) => state.token !== null);
  // One live stream for every page: balance, jackpot and (for the screens that listen) winners and PAPPU.
  useLiveEvents();
  // A session ended elsewhere (another device, the security page, a break, an expiry) is said at once.
  useSessionEnd();
  // A phone's header is one row (logo; balance and deposit, or log in and register; the menu):
  // the sections, customer service, theme and language are in the menu there. The build's frame
  // (prerender.tsx) renders this same header signed out, so the page does not move when it starts.
  return (
    <SiteFrame
      logo={
        <>
          <Link to="/" className={siteFrameStyles.logo}>
            <LogoMark className={siteFrameStyles.logoMark} />
            <span className={siteFrameStyles.logoText}>{t('common.brand')}</span>
          </Link>
          <div className={headerStyles.desktopOnly}>
            {props.customerService}
            <SiteNav />
          </div>
        </>
      }
      actions={
        <>
          {props.search}
          <div className={headerStyles.desktopOnly}>
            <PreferenceSwitches />
          </div>
          <LoadWhen when={signedIn}>
            <HeaderWallet />
          </LoadWhen>
          <AccountActions inboxLink={props.inboxLink} />
          <SiteMenu customerService={props.customerService} />
        </>
      }
      footer={
        // Loaded when the page's end comes on screen: nothing of it is in a long page's first load.
        <LoadNearViewport minHeight={160} ahead={0}>
          {props.footer}
        </LoadNearViewport>
      }
      after={
        <>
          <BottomNav />
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
