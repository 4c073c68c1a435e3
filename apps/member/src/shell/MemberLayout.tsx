import { LogoMark, PreferenceSwitches, SiteFrame, siteFrameStyles } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { Link, Outlet } from 'react-router';
import { LoginModal } from '../features/auth/LoginModal.tsx';
import { useLoginModal } from '../lib/login-modal-store.ts';

export function MemberLayout() {
  const { t } = useT();
  const openLogin = useLoginModal((state) => state.open);
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
          <Button size="sm" onClick={openLogin} data-testid="open-login">
            {t('shell.login')}
          </Button>
        </>
      }
      after={<LoginModal />}
    >
      <Outlet />
    </SiteFrame>
  );
}
