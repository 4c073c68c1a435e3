import { z } from 'zod';
import { pageOf, pageQuerySchema, operatorQuery } from '../envelope.ts';
import { multiLineText, singleLineText } from '../free-text-schemas.ts';
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

/** Bounds of the raw text in UTF-16 units, before anything is counted (see free-text-schemas.ts). */
const contentUnitsMax = 2000;
const contactUnitsMax = 400;

/**
 * Feedback content: 10 to 140 characters as feedbackContentLength counts them (graphemes), after
 * trimming and NFC, on several lines, under the free-text rule.
 */
const feedbackContentSchema = multiLineText({
  min: feedbackContentMin,
  max: feedbackContentMax,
  count: feedbackContentLength,
  maxUnits: contentUnitsMax,
});

/** One line of at most 100 characters; empty means none. */
const feedbackContactSchema = singleLineText({
  max: feedbackContactMax,
  count: feedbackContentLength,
  maxUnits: contactUnitsMax,
});

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
export const operatorFeedbackQuerySchema = operatorQuery(
  pageQuerySchema.extend({
    status: feedbackStatusSchema.optional(),
    questionType: feedbackQuestionTypeSchema.optional(),
    username: z.string().trim().min(1).max(64).optional(),
    overdue: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  }),
);
export type OperatorFeedbackQuery = z.infer<typeof operatorFeedbackQuerySchema>;

/** POST /admin/feedback/:id/answer. */
export const feedbackAnswerSchema = z.strictObject({
  reply: multiLineText({
    min: 1,
    max: feedbackReplyMax,
    count: feedbackContentLength,
    maxUnits: feedbackReplyMax * 4,
  }),
});

/** POST /admin/feedback/:id/answer and .../close: replayed when it was so already. */
export const feedbackDecisionSchema = z.object({
  replayed: z.boolean(),
  feedback: operatorFeedbackSchema,
});
export type FeedbackDecision = z.infer<typeof feedbackDecisionSchema>;
