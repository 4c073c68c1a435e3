import { lazyComponent, LoadWhen } from '@lotus/app-shell/routing';
import { useState } from 'react';
import { useAnnouncements } from './announcement-queries.ts';
import { popupTypes } from './popup-types.ts';
import { seenPopups } from './seen-popups.ts';

// The popups' dialog loads only for a visitor who has one to see: most page views have none.
const AnnouncementPopups = lazyComponent(() =>
  import('./AnnouncementPopups.tsx').then((module) => module.AnnouncementPopups),
);

/** The popup announcements, once the announcements hold one this browser session has not seen. */
export function AnnouncementPopupsWhenDue() {
  const announcements = useAnnouncements();
  const [seenBefore] = useState(seenPopups.ids);
  const due = (announcements.data?.announcements ?? []).some(
    (announcement) => popupTypes.has(announcement.type) && !seenBefore.has(announcement.id),
  );
  return (
    <LoadWhen when={due}>
      <AnnouncementPopups />
    </LoadWhen>
  );
}
