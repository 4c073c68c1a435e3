import type { AnnouncementType } from '@lotus/contract/values';
import { popupAnnouncementTypes } from '@lotus/contract/values';

/** The popup types (docs/announcements.md): PU everyone, PL members, PR visitors. */
export const popupTypes: ReadonlySet<AnnouncementType> = new Set(popupAnnouncementTypes);
