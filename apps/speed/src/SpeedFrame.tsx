import { LogoMark, PreferenceSwitches, SiteFrame, siteFrameStyles } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import type { ReactNode } from 'react';
import { SpeedNav } from './features/header/index.ts';

export function SpeedFrame(props: { children: ReactNode }) {
  const { t } = useT('common');
  return (
    <SiteFrame
      logo={
        <a href="/" className={siteFrameStyles.logo}>
          <LogoMark className={siteFrameStyles.logoMark} />
          <span className={siteFrameStyles.logoText}>{t('common.brand')}</span>
        </a>
      }
      nav={<SpeedNav />}
      actions={<PreferenceSwitches />}
    >
      {props.children}
    </SiteFrame>
  );
}
