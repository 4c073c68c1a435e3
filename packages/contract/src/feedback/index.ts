// The feedback calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/feedback/schemas).
export type {
  Feedback,
  FeedbackAnswer,
  FeedbackDecision,
  FeedbackRequest,
  OperatorFeedback,
  OperatorFeedbackQuery,
} from './schemas.ts';
