// What other places use of the announcements feature (the home page shows them).
export { AnnouncementPopups } from './AnnouncementPopups.tsx';
export { InlineRetry } from './InlineRetry.tsx';
export { NoticeLine } from './NoticeLine.tsx';
