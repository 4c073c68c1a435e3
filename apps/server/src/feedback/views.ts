import type { Feedback, OperatorFeedback } from '@lotus/contract/feedback';
import { feedbackReplyHours } from '@lotus/contract/values';
import type { FeedbackRow } from './tables.ts';

const hourMs = 3_600_000;

/** One feedback as its member sees it (ids as decimal strings, times ISO 8601 UTC). */
export function feedbackView(row: FeedbackRow): Feedback {
  return {
    id: row.id.toString(),
    questionType: row.question_type,
    content: row.content,
    contact: row.contact,
    status: row.status,
    reply: row.reply,
    repliedAt: row.replied_at?.toISOString() ?? null,
    closedAt: row.closed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    replyDueAt: new Date(row.created_at.getTime() + feedbackReplyHours * hourMs).toISOString(),
  };
}

/** The operator's view adds whose it is and whether the 24-hour promise is broken. */
export function operatorFeedbackView(row: FeedbackRow): OperatorFeedback {
  return {
    ...feedbackView(row),
    memberId: row.member_id.toString(),
    username: row.username,
    overdue: row.overdue,
  };
}
