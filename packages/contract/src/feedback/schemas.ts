import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../envelope.ts';
import {
  feedbackContactMax,
  feedbackContentLength,
  feedbackContentMax,
  feedbackContentMin,
  feedbackQuestionTypes,
  feedbackReplyMax,
  feedbackStatuses,
} from '../values.ts';

/** The member's own list pages like every list. */
export { pageQuerySchema };

/**
 * Feedback and complaints (`POST /wps/feedback`, docs/feedback.md). A member writes one, the
 * operator answers it (the answer also lands in the member's inbox) or closes it. A reply is
 * promised within 24 hours; an open one older than that is overdue.
 */

const feedbackQuestionTypeSchema = z.enum(feedbackQuestionTypes);
const feedbackStatusSchema = z.enum(feedbackStatuses);

/** Bounds of the raw text in UTF-16 units, before anything is counted: see typedText. */
const contentUnitsMax = 2000;
const contactUnitsMax = 400;

/** Control characters other than tab and line breaks: nothing a person types into a form. */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Typed text: refused past `maxUnits` UTF-16 units before anything is counted (one visible character
 * can carry any number of combining marks, so a grapheme bound alone bounds nothing), then put in
 * NFC (the stored text counts and compares the same however it was typed) and trimmed.
 */
const typedText = (maxUnits: number) =>
  z
    .string()
    .max(maxUnits)
    .transform((text) => text.normalize('NFC').trim())
    .refine((text) => !controlCharacters.test(text), 'control characters are not allowed')
    // A lone surrogate would be stored as U+FFFD: the text kept would not be the text sent.
    .refine((text) => text.isWellFormed(), 'not well-formed text');

/** Feedback content: 10 to 140 characters as feedbackContentLength counts them, after trimming. */
const feedbackContentSchema = typedText(contentUnitsMax).refine((text) => {
  const length = feedbackContentLength(text);
  return length >= feedbackContentMin && length <= feedbackContentMax;
}, `between ${feedbackContentMin} and ${feedbackContentMax} characters`);

/** One line of at most 100 characters; empty means none. */
const feedbackContactSchema = typedText(contactUnitsMax)
  .refine((text) => !/[\r\n\t]/.test(text), 'one line')
  .refine(
    (text) => feedbackContentLength(text) <= feedbackContactMax,
    `at most ${feedbackContactMax} characters`,
  );

/** POST /wps/feedback. The same idempotencyKey again answers the first feedback (another text: error_conflict). */
export const feedbackRequestSchema = z.strictObject({
  questionType: feedbackQuestionTypeSchema,
  content: feedbackContentSchema,
  contact: feedbackContactSchema.optional(),
  idempotencyKey: z.string().trim().min(1).max(120),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;

/** One feedback as its member sees it. */
export const feedbackSchema = z.object({
  /** A decimal string (bigserial). */
  id: z.string(),
  questionType: feedbackQuestionTypeSchema,
  content: z.string(),
  contact: z.string().nullable(),
  status: feedbackStatusSchema,
  /** The operator's reply; null until answered. */
  reply: z.string().nullable(),
  /** ISO 8601, UTC. */
  repliedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  /** createdAt + 24 hours: the promised reply time. */
  replyDueAt: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** The path of the calls on one feedback. */
export const feedbackPathSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/, 'a feedback id'),
});

/** One feedback as the operator sees it: whose it is, and whether the promise is broken. */
export const operatorFeedbackSchema = feedbackSchema.extend({
  memberId: z.string(),
  username: z.string(),
  /** Open and older than 24 hours. */
  overdue: z.boolean(),
});
export type OperatorFeedback = z.infer<typeof operatorFeedbackSchema>;

export const feedbackPageSchema = pageOf(feedbackSchema);
export const operatorFeedbackPageSchema = pageOf(operatorFeedbackSchema);

/** GET /admin/feedback: by status, type, member; `overdue=true` keeps the open ones past 24 hours. */
export const operatorFeedbackQuerySchema = pageQuerySchema.extend({
  status: feedbackStatusSchema.optional(),
  questionType: feedbackQuestionTypeSchema.optional(),
  username: z.string().trim().min(1).max(64).optional(),
  overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type OperatorFeedbackQuery = z.infer<typeof operatorFeedbackQuerySchema>;

/** POST /admin/feedback/:id/answer. */
export const feedbackAnswerSchema = z.strictObject({
  reply: typedText(feedbackReplyMax * 4).refine((text) => {
    const length = feedbackContentLength(text);
    return length >= 1 && length <= feedbackReplyMax;
  }, `1 to ${feedbackReplyMax} characters`),
});

/** POST /admin/feedback/:id/answer and .../close: replayed when it was so already. */
export const feedbackDecisionSchema = z.object({
  replayed: z.boolean(),
  feedback: operatorFeedbackSchema,
});
export type FeedbackDecision = z.infer<typeof feedbackDecisionSchema>;
