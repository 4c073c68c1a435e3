import { z } from 'zod';
import { multiLineText, singleLineText } from '../free-text-schemas.ts';

/**
 * The operator's mail (`POST /admin/messages/mail`, docs/inbox.md): one `new_mail` message to one
 * member, to a group, or to every member of the brand, in one statement whatever the number.
 */

const username = z.string().trim().min(1).max(64);

/**
 * Who receives the mail. A group is what the schema can name: a list of usernames, or an account's
 * whole downline (everyone registered under it, at every level below). Free-play accounts and closed
 * accounts never receive mail.
 */
const mailRecipientsSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('member'), username }),
  z.strictObject({ kind: z.literal('usernames'), usernames: z.array(username).min(1).max(1000) }),
  z.strictObject({ kind: z.literal('downline'), agent: username }),
  z.strictObject({ kind: z.literal('all') }),
]);
export type MailRecipients = z.infer<typeof mailRecipientsSchema>;

const mailTitleMax = 120;
const mailBodyMax = 2000;
/** Translations a mail may carry besides its own words (the message keeps 2 values per language). */
const mailTranslationsMax = 8;

/** A title and a body: the mail's own words, or one language's. */
const mailTextSchema = z.strictObject({
  title: singleLineText({ min: 1, max: mailTitleMax }),
  body: multiLineText({ min: 1, max: mailBodyMax }),
});
export type MailText = z.infer<typeof mailTextSchema>;

/** An interface language code as the sites use them: `vi`, `en`, `zh-CN`, `pt-BR`. */
const mailLanguageSchema = z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'a language code');

/**
 * POST /admin/messages/mail. `title` and `body` are shown to every reader whose language has no
 * translation; `translations.<language>` to the readers of that language. `marketing` (default true)
 * skips the members who asked for no marketing (a self-exclusion sets it); a service notice that
 * everyone must read says false. The same idempotencyKey again answers the first mailing
 * (another request under it: error_conflict).
 */
export const operatorMailRequestSchema = z.strictObject({
  idempotencyKey: z.string().trim().min(1).max(120),
  to: mailRecipientsSchema,
  title: mailTextSchema.shape.title,
  body: mailTextSchema.shape.body,
  translations: z
    .record(mailLanguageSchema, mailTextSchema)
    .refine(
      (all) => Object.keys(all).length <= mailTranslationsMax,
      `at most ${mailTranslationsMax} languages`,
    )
    .optional(),
  marketing: z.boolean().default(true),
});

/** What a mailing did: how many members it reached; `replayed` when the key had sent it already. */
export const operatorMailSchema = z.object({
  mailingId: z.string(),
  sent: z.number().int().min(0),
  replayed: z.boolean(),
});
export type OperatorMail = z.infer<typeof operatorMailSchema>;
