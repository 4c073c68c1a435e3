import { defineCall } from '../call.ts';

// The announcements calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/announcements/schemas).
export type {
  Announcement,
  AnnouncementInput,
  AnnouncementText,
  Announcements,
  OperatorAnnouncement,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const operatorTag = 'operator: announcements';

/**
 * For visitors and members alike: a valid token only decides which popups come back (PL members, PR
 * visitors), a stale one reads as a visitor. The answer depends on the token, so no cache keeps it.
 */
export const listCurrentAnnouncements = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/announcements',
  scope: 'visitor',
  noStore: true,
  tag: 'announcements',
  summary:
    'The current announcements of a platform in the caller’s language (B notices, H listed notices, PU/PL/PR popups)',
  errors: [],
  schemas: (s) => ({ query: s.announcementsQuerySchema, value: s.announcementsSchema }),
});

export const listAnnouncementsForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/announcements',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorTag,
  summary: 'Every announcement (disabled and past ones too), newest first, paged',
  errors: [],
  schemas: (s) => ({ query: s.operatorAnnouncementsQuerySchema, value: s.operatorAnnouncementPageSchema }),
});

export const getAnnouncementForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/announcements/:id',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorTag,
  summary: 'One announcement, with its texts in every language',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.announcementParamsSchema, value: s.operatorAnnouncementSchema }),
});

export const publishAnnouncement = defineCall(schemas, {
  method: 'POST',
  path: '/admin/announcements',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorTag,
  summary: 'Publish an announcement (B notice, H listed notice, PU/PL/PR popup)',
  errors: [],
  schemas: (s) => ({ body: s.announcementInputSchema, value: s.operatorAnnouncementSchema }),
});

export const changeAnnouncement = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/announcements/:id',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorTag,
  summary: 'Overwrite an announcement',
  errors: ['error_not_found'],
  schemas: (s) => ({
    params: s.announcementParamsSchema,
    body: s.announcementInputSchema,
    value: s.operatorAnnouncementSchema,
  }),
});

export const deleteAnnouncement = defineCall(schemas, {
  method: 'DELETE',
  path: '/admin/announcements/:id',
  scope: 'operator',
  permission: 'content.manage',
  tag: operatorTag,
  summary: 'Delete an announcement',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.announcementParamsSchema, value: s.announcementDeletedSchema }),
});
