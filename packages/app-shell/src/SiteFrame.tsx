import { useT } from '@lotus/i18n';
import type { ReactNode } from 'react';
import * as styles from './SiteFrame.css.ts';

/**
 * The frame of every site: a skip link, a sticky header (logo, then actions), the page, a footer.
 * The logo is passed in because it is a router link in the apps.
 */
export function SiteFrame(props: {
  logo: ReactNode;
  actions: ReactNode;
  children: ReactNode;
  /** Links beside the logo on a desktop, on a row of their own on a phone. */
  nav?: ReactNode;
  after?: ReactNode;
  /** The footer's content (the member site's full footer); by default the copyright line. */
  footer?: ReactNode;
}) {
  const { t } = useT('shell');
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className={styles.header}>
        {props.logo}
        {props.nav ? <div className={styles.nav}>{props.nav}</div> : null}
        <div className={styles.actions}>{props.actions}</div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {props.children}
      </main>
      <footer className={styles.footer}>
        {props.footer ?? t('shell.copyright', { year: new Date().getFullYear() })}
      </footer>
      {props.after}
    </div>
  );
}

export const siteFrameStyles = {
  logo: styles.logo,
  logoMark: styles.logoMark,
  logoText: styles.logoText,
  navLinks: styles.navLinks,
};
