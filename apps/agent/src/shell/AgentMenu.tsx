import { PreferenceSwitches } from '@lotus/app-shell';
import { NavLink, useLocation } from '@lotus/app-shell/routing';
import { useT } from '@lotus/i18n';
import { Button } from '@lotus/ui';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './agent-layout.css.ts';

/** A section of the agent centre as the nav shows it: its address and its name, in words. */
export interface SectionLink {
  to: string;
  label: string;
  /** Current at this address only, not under it (the overview at `/`). */
  end?: boolean;
}

/**
 * A phone's menu: a button on the header's one row (hidden from 768 px, where the header shows all
 * of it) that opens a panel under the header with the sections (the current one marked), theme and
 * language, the account and sign-out. Escape closes it and gives the focus back to the button;
 * following a link, a press outside it or tabbing out of it close it too.
 */
export function AgentMenu(props: {
  sections: readonly SectionLink[];
  account: string;
  onSignOut: () => void;
}) {
  const { t } = useT('agent', 'shell');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Another page (a link, Back) closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const root = rootRef.current;
    const away = (event: PointerEvent) => {
      if (!root?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const tabbedOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !root?.contains(next)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    root?.addEventListener('focusout', tabbedOut);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
      root?.removeEventListener('focusout', tabbedOut);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.menu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        data-testid="agent-menu"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('shell.menu.title')}
      </button>
      {open ? (
        <div id={panelId} className={styles.menuPanel} data-testid="agent-menu-panel">
          <nav aria-label={t('agent.nav.label')}>
            <ul className={styles.menuLinks}>
              {props.sections.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={section.end}
                    className={styles.menuLink}
                    onClick={() => setOpen(false)}
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.menuRow}>
            <PreferenceSwitches compact={false} />
          </div>
          <div className={styles.menuRow}>
            <span className={styles.menuAccount}>
              {t('agent.nav.signedInAs', { account: props.account })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setOpen(false);
                props.onSignOut();
              }}
              data-testid="menu-logout"
            >
              {t('shell.logout')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
