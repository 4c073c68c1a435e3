// What other places use of the announcements feature (the home page shows them).
export { AnnouncementPopupsWhenDue } from './AnnouncementPopupsWhenDue.tsx';
export { InlineRetry } from './InlineRetry.tsx';
export { NoticeLine } from './NoticeLine.tsx';
