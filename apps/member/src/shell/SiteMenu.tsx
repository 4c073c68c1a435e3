import { lazyComponent, LoadWhen } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import type { ReactNode } from 'react';
import { useState } from 'react';
import * as styles from './header.css.ts';

// The menu's content (sections, preferences, the account's pages) loads the first time it opens.
const SiteMenuPanel = lazyComponent(() =>
  import('./SiteMenuPanel.tsx').then((module) => module.SiteMenuPanel),
);

/**
 * A phone's menu button, the last thing on the header's one row: what a desktop header shows
 * beside the logo and the money opens from here. Hidden from 768 px, where the header has room.
 */
export function SiteMenu(props: { customerService: ReactNode }) {
  const { t } = useT('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('shell.menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="site-menu"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <LoadWhen when={open}>
        <SiteMenuPanel open={open} onClose={() => setOpen(false)} customerService={props.customerService} />
      </LoadWhen>
    </>
  );
}
