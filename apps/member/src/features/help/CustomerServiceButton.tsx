import { customerServiceUrl, openCustomerService, useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, useToast } from '@lotus/ui';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './CustomerServiceButton.css.ts';

function HeadsetIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" strokeWidth="2" strokeLinecap="round" />
      <rect x="3" y="13" width="4" height="7" rx="1.5" strokeWidth="2" />
      <rect x="17" y="13" width="4" height="7" rx="1.5" strokeWidth="2" />
      <path d="M19 20a3 3 0 0 1-3 2h-3" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's customer-service entry. It opens the channel the operator configured (the status
 * info's list, else the SERVICE resource) in a 440 x 750 popup; with several channels the member
 * picks one from a short menu; with none it says customer service is not available.
 */
export function CustomerServiceButton() {
  const { t } = useT('shell');
  const status = useSystemStatus();
  const { show } = useToast();
  const [menuOpen, setMenuOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const entries = status.customerService;

  useEffect(() => {
    if (!menuOpen) return;
    // The menu opens onto its first channel, so Tab and Enter go on from there.
    rootRef.current?.querySelector<HTMLButtonElement>('[data-testid="customer-service-entry"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  const open = (index: number) => {
    const url = customerServiceUrl(status, index);
    setMenuOpen(false);
    if (url) openCustomerService(url);
    else show({ message: t('shell.service.unavailable'), tone: 'warning' });
  };

  const onTrigger = () => {
    if (entries.length > 1) setMenuOpen((value) => !value);
    else open(0);
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <Button
        ref={triggerRef}
        size="sm"
        variant="ghost"
        className={styles.trigger}
        onClick={onTrigger}
        title={t('shell.service.label')}
        {...(entries.length > 1 ? { 'aria-expanded': menuOpen, 'aria-controls': menuId } : {})}
        data-testid="customer-service"
      >
        <HeadsetIcon />
        <span className={styles.label}>{t('shell.service.short')}</span>
      </Button>
      {menuOpen ? (
        <div id={menuId} className={styles.menu} role="group" aria-label={t('shell.service.choose')}>
          <p className={styles.menuTitle}>{t('shell.service.choose')}</p>
          {entries.map((entry, index) => (
            <Button
              key={entry.id}
              size="sm"
              variant="ghost"
              fullWidth
              onClick={() => open(index)}
              data-testid="customer-service-entry"
            >
              {entry.title}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
