import { lazyComponent, LoadWhen } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { useState } from 'react';
import * as styles from './SearchButton.css.ts';

// The search itself (field, results, recent searches and their words) loads the first time it is
// opened: a visitor's first page carries only this button.
const SearchPanel = lazyComponent(() => import('./SearchPanel.tsx').then((module) => module.SearchPanel));

/** The header's search: a magnifier that opens the search over the whole catalog. */
export function SearchButton() {
  const { t } = useT('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={t('common.search')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="header-search"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <LoadWhen when={open}>
        <SearchPanel open={open} onClose={() => setOpen(false)} />
      </LoadWhen>
    </>
  );
}
