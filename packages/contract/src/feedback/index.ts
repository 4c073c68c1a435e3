import { defineCall } from '../call.ts';

// The feedback calls and types. The zod schemas are in ./schemas.ts (@lotus/contract/feedback/schemas).
export type {
  Feedback,
  FeedbackDecision,
  FeedbackRequest,
  OperatorFeedback,
  OperatorFeedbackQuery,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'feedback';
const operatorTag = 'operator: feedback';

/** The spec's call. No member id travels in these paths: every call reads only the session's own feedback. */
export const sendFeedback = defineCall(schemas, {
  method: 'POST',
  path: '/wps/feedback',
  scope: 'member',
  tag,
  summary:
    'Send feedback or a complaint (question type, 10-140 characters, contact); a reply is promised within 24 hours. The same idempotencyKey again answers the first',
  errors: ['error_conflict', 'error_operation_not_allowed', 'error_feedback_limit_reached'],
  schemas: (s) => ({ body: s.feedbackRequestSchema, value: s.feedbackSchema }),
});

export const listOwnFeedback = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/feedback',
  scope: 'member',
  tag,
  summary: 'The logged-in member’s feedback, newest first, with status and reply',
  errors: [],
  schemas: (s) => ({ query: s.pageQuerySchema, value: s.feedbackPageSchema }),
});

export const getOwnFeedback = defineCall(schemas, {
  method: 'GET',
  path: '/wps/relay/feedback/:id',
  scope: 'member',
  tag,
  summary: 'One of the logged-in member’s feedback (another member’s is error_not_found)',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.feedbackPathSchema, value: s.feedbackSchema }),
});

export const listFeedbackForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/feedback',
  scope: 'operator',
  permission: 'support.manage',
  tag: operatorTag,
  summary:
    'Feedback, newest first, by status, question type and/or username; overdue=true keeps the open ones past 24 hours',
  errors: [],
  schemas: (s) => ({ query: s.operatorFeedbackQuerySchema, value: s.operatorFeedbackPageSchema }),
});

export const getFeedbackForOperator = defineCall(schemas, {
  method: 'GET',
  path: '/admin/feedback/:id',
  scope: 'operator',
  permission: 'support.manage',
  tag: operatorTag,
  summary: 'One feedback, with its member and whether it is overdue',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.feedbackPathSchema, value: s.operatorFeedbackSchema }),
});

export const answerFeedback = defineCall(schemas, {
  method: 'POST',
  path: '/admin/feedback/:id/answer',
  scope: 'operator',
  permission: 'support.manage',
  tag: operatorTag,
  summary:
    'Answer a feedback (status answered, inbox message feedback_replied); the same reply again answers replayed; a closed one error_feedback_closed',
  errors: ['error_not_found', 'error_feedback_closed'],
  schemas: (s) => ({
    params: s.feedbackPathSchema,
    body: s.feedbackAnswerSchema,
    value: s.feedbackDecisionSchema,
  }),
});

export const closeFeedback = defineCall(schemas, {
  method: 'POST',
  path: '/admin/feedback/:id/close',
  scope: 'operator',
  permission: 'support.manage',
  tag: operatorTag,
  summary: 'Close a feedback, answered or not; closing it again answers replayed',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.feedbackPathSchema, value: s.feedbackDecisionSchema }),
});
