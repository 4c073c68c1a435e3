// The announcements calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/announcements/schemas).
export type {
  Announcement,
  AnnouncementInput,
  AnnouncementText,
  AnnouncementTexts,
  Announcements,
  AnnouncementsQuery,
  OperatorAnnouncement,
} from './schemas.ts';
