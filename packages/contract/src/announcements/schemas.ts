import { z } from 'zod';
import { pageOf, pageQuerySchema, operatorQuery } from '../envelope.ts';
import { announcementTypes } from '../values.ts';
import { multiLineText, singleLineText } from '../free-text-schemas.ts';

/**
 * Announcements of the member site (spec: "types B,PL,PU,PR,H, execution B, platform W"). What each
 * type does on the site (docs/announcements.md):
 * - B: a notice of the scrolling notice line on the home page (everyone);
 * - H: a notice kept for the notices list only (everyone; it never scrolls nor pops up);
 * - PU: a popup for everyone, visitors and members;
 * - PL: a popup for logged-in members only (the server never answers it to a visitor);
 * - PR: a popup for visitors only (an invitation to register; members never get it).
 * Popups are shown once per browser session, one after another.
 */
export { announcementTypes, popupAnnouncementTypes } from '../values.ts';
export type { AnnouncementType } from '../values.ts';
const announcementTypeSchema = z.enum(announcementTypes);

/** The spec's only execution (B) and platform (W, the web site); kept as fields so more can come. */
const announcementExecutions = ['B'] as const;
const announcementPlatforms = ['W'] as const;

const languageCode = z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'a language code such as vi, en or zh-CN');

/** One language's words. Plain text: the apps show it as text (line breaks kept), never as HTML. */
const announcementTextSchema = z.object({
  title: singleLineText({ min: 1, max: 120 }),
  content: multiLineText({ min: 1, max: 2000 }),
});
export type AnnouncementText = z.infer<typeof announcementTextSchema>;
/** The words as stored, answered as they are (a text written before the free-text rule included). */
const storedAnnouncementTextSchema = z.object({ title: z.string(), content: z.string() });

/** The words per language: Vietnamese and English at least, other languages optional. */
const announcementTextsSchema = z
  .record(languageCode, announcementTextSchema)
  .superRefine((texts, context) => {
    for (const required of ['vi', 'en']) {
      if (!texts[required]) {
        context.addIssue({ code: 'custom', path: [required], message: 'required: Vietnamese and English' });
      }
    }
    if (Object.keys(texts).length > 40) {
      context.addIssue({ code: 'custom', path: [], message: 'at most 40 languages' });
    }
  });

const typeList = new RegExp(`^(${announcementTypes.join('|')})(,(${announcementTypes.join('|')})){0,9}$`);

/** `GET /wps/relay/announcements`: the types wanted (comma-separated, all when absent). */
export const announcementsQuerySchema = z.object({
  types: z.string().regex(typeList, 'types among B, PL, PU, PR, H, comma-separated').optional(),
  platform: z.enum(announcementPlatforms).default('W'),
  execution: z.enum(announcementExecutions).default('B'),
  /** The reader's language; the Accept-Language header when absent. */
  lang: languageCode.optional(),
});

/** An announcement as a member (or visitor) reads it: the words of one language. */
const announcementSchema = z.object({
  id: z.number().int(),
  type: announcementTypeSchema,
  title: z.string(),
  content: z.string(),
  /** The language of title and content: the reader's, else English, else Vietnamese. */
  language: z.string(),
  /** ISO 8601, UTC; null: from its publication, until it is disabled. */
  startAt: z.iso.datetime().nullable(),
  endAt: z.iso.datetime().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** The current announcements, in the operator's order (at most 50). */
export const announcementsSchema = z.object({ announcements: z.array(announcementSchema) });
export type Announcements = z.infer<typeof announcementsSchema>;

/** Operator: an announcement as written (POST, and PUT which overwrites it whole). */
export const announcementInputSchema = z
  .object({
    type: announcementTypeSchema,
    texts: announcementTextsSchema,
    platform: z.enum(announcementPlatforms).default('W'),
    execution: z.enum(announcementExecutions).default('B'),
    startAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endAt: z.iso.datetime({ offset: true }).nullable().default(null),
    sort: z.number().int().min(0).max(10_000).default(0),
    enabled: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    if (input.startAt && input.endAt && Date.parse(input.endAt) <= Date.parse(input.startAt)) {
      context.addIssue({ code: 'custom', path: ['endAt'], message: 'must be after startAt' });
    }
  });
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

export const operatorAnnouncementSchema = z.object({
  id: z.number().int(),
  type: announcementTypeSchema,
  texts: z.record(z.string(), storedAnnouncementTextSchema),
  platform: z.enum(announcementPlatforms),
  execution: z.enum(announcementExecutions),
  startAt: z.iso.datetime().nullable(),
  endAt: z.iso.datetime().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Whether members see it now: enabled and inside its time window. */
  live: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OperatorAnnouncement = z.infer<typeof operatorAnnouncementSchema>;
export const operatorAnnouncementPageSchema = pageOf(operatorAnnouncementSchema);

/** Operator list: paged, newest first, optionally of one type. */
export const operatorAnnouncementsQuerySchema = operatorQuery(
  pageQuerySchema.extend({
    type: announcementTypeSchema.optional(),
  }),
);

/** Announcement ids are PostgreSQL `serial`s. */
export const announcementParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `DELETE /admin/announcements/:id`. */
export const announcementDeletedSchema = z.object({ deleted: z.literal(true) });
