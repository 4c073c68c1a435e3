import type { Feedback } from '@lotus/contract/feedback';
import type { FeedbackQuestionType } from '@lotus/contract/values';
import type { Pool } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import type { FeedbackRow } from './tables.ts';
import {
  insertFeedback,
  lockMemberForFeedback,
  selectFeedback,
  selectFeedbackByKey,
  selectFeedbackPage,
  selectLastHour,
} from './tables.ts';
import { feedbackView } from './views.ts';

/**
 * How many feedbacks a member may send in any rolling hour. Enough for a real problem and a follow-up;
 * few enough that one account cannot bury the operator's queue.
 */
export const feedbackPerHour = 5;

/** A submit as the contract has parsed it: content and contact trimmed and in NFC. */
export interface FeedbackSubmit {
  questionType: FeedbackQuestionType;
  content: string;
  contact?: string | undefined;
  idempotencyKey: string;
}

/** The same key again: the first feedback when it said the same, a conflict otherwise. */
function replay(existing: FeedbackRow, submit: FeedbackSubmit, contact: string | null): Feedback {
  if (
    existing.question_type !== submit.questionType ||
    existing.content !== submit.content ||
    existing.contact !== contact
  ) {
    throw new AppError('error_conflict');
  }
  return feedbackView(existing);
}

/** The member's side of feedback: send one, list their own, read one of their own. */
export function createFeedbackService(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  /**
   * Records a feedback under the member's row lock: a repeat of the key answers the first one
   * (before the limit is counted, so a retried submit is never refused), more than feedbackPerHour
   * in the last hour is refused with the seconds until the oldest of them leaves the hour.
   * Free-play accounts are refused: anyone opens one without registering, so a per-member limit
   * would not hold them.
   */
  async function submit(memberId: bigint, form: FeedbackSubmit): Promise<Feedback> {
    const contact = form.contact === undefined || form.contact === '' ? null : form.contact;
    const id = await inTransaction(pool, async (client) => {
      const member = await lockMemberForFeedback(client, brandId, memberId);
      if (!member) throw new AppError('error_not_logged_in');
      if (member.is_demo) throw new AppError('error_operation_not_allowed');
      const existing = await selectFeedbackByKey(client, brandId, memberId, form.idempotencyKey);
      if (existing) return replay(existing, form, contact).id;
      const lastHour = await selectLastHour(client, memberId);
      if (lastHour.count >= feedbackPerHour) {
        const freeAt = (lastHour.oldest?.getTime() ?? Date.now()) + 3_600_000;
        const retryAfterSeconds = Math.max(1, Math.ceil((freeAt - Date.now()) / 1000));
        throw new AppError('error_feedback_limit_reached', {
          params: { retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) },
        });
      }
      return (
        await insertFeedback(client, {
          brandId,
          memberId,
          questionType: form.questionType,
          content: form.content,
          contact,
          idempotencyKey: form.idempotencyKey,
        })
      ).toString();
    });
    return one(memberId, BigInt(id));
  }

  async function list(memberId: bigint, page: { page: number; size: number }) {
    const { rows, total } = await selectFeedbackPage(
      pool,
      { brandId, memberId, status: null, questionType: null, username: null, overdue: null },
      { limit: page.size, offset: (page.page - 1) * page.size },
    );
    return { content: rows.map(feedbackView), page: page.page, size: page.size, total };
  }

  /** One of the member's own; another member's is not found, the same answer as an id never used. */
  async function one(memberId: bigint, id: bigint): Promise<Feedback> {
    const row = await selectFeedback(pool, brandId, id, memberId);
    if (!row) throw new AppError('error_not_found');
    return feedbackView(row);
  }

  return { submit, list, one };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
