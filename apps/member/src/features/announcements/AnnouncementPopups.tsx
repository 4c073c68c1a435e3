import { useT } from '@lotus/i18n';
import { Button, Dialog } from '@lotus/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from './AnnouncementPopups.css.ts';
import { useAnnouncements } from './announcement-queries.ts';
import { popupTypes } from './popup-types.ts';
import { seenPopups } from './seen-popups.ts';

/**
 * The popup announcements (PU everyone, PL members, PR visitors): each in a dialog, one after
 * another in the operator's order, and each once per browser session. A popup counts as seen as
 * soon as it is shown, so leaving the page with it open does not bring it back.
 */
export function AnnouncementPopups() {
  const { t } = useT('announcements');
  const announcements = useAnnouncements();
  // What this session had seen before this page opened; popups shown from now on stay until closed.
  const [seenBefore] = useState(seenPopups.ids);
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const buttonRef = useRef<HTMLButtonElement>(null);

  const popups = (announcements.data?.announcements ?? []).filter(
    (announcement) => popupTypes.has(announcement.type) && !seenBefore.has(announcement.id),
  );
  const waiting = popups.filter((popup) => !closed.has(popup.id));
  const current = waiting[0];

  useEffect(() => {
    if (current) seenPopups.add(current.id);
  }, [current]);

  if (!current) return null;
  const close = () => setClosed((ids) => new Set(ids).add(current.id));
  const position = popups.length - waiting.length + 1;
  const last = waiting.length === 1;
  return (
    <Dialog
      // A new dialog per announcement: focus and the screen reader start again on each.
      key={current.id}
      open
      onClose={close}
      title={current.title}
      closeLabel={t('announcements.popup.closeLabel')}
      initialFocusRef={buttonRef}
      footer={
        <div className={styles.footer}>
          <span className={styles.counter}>
            {popups.length > 1
              ? t('announcements.popup.counter', { index: position, total: popups.length })
              : null}
          </span>
          <Button ref={buttonRef} onClick={close}>
            {t(last ? 'announcements.popup.close' : 'announcements.popup.next')}
          </Button>
        </div>
      }
    >
      <p className={styles.content} data-testid="announcement-popup-content">
        {current.content}
      </p>
    </Dialog>
  );
}
