import type { FeedbackDecision, OperatorFeedback, OperatorFeedbackQuery } from '@lotus/contract/feedback';
import type { MessageService } from '../messages/index.ts';
import { insertAudit } from '../platform/database/audit.ts';
import type { OperatorContext } from '../platform/database/audit.ts';
import type { Pool, Queryable } from '../platform/database/pool.ts';
import { inTransaction } from '../platform/database/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import { lockFeedback, markAnswered, markClosed, selectFeedback, selectFeedbackPage } from './tables.ts';
import { operatorFeedbackView } from './views.ts';

/**
 * The operator's side of feedback: the list (by status, type, member, overdue), answer and close.
 * A decision locks the feedback's row, so two operators (or a double click) take turns. An answer,
 * its audit row and the member's inbox message (`feedback_replied`) are written in one transaction.
 */
/** What an answer or a close changes of a feedback, for the audit's before and after. */
function decisionState(feedback: OperatorFeedback) {
  const { status, reply, repliedAt, closedAt } = feedback;
  return { status, reply, repliedAt, closedAt };
}

export function createFeedbackOperator(deps: {
  pool: Pool;
  brandId: number;
  messages: Pick<MessageService, 'sendWithin'>;
}) {
  const { pool, brandId, messages } = deps;

  async function list(query: Omit<OperatorFeedbackQuery, 'overdue'> & { overdue?: boolean | undefined }) {
    const { rows, total } = await selectFeedbackPage(
      pool,
      {
        brandId,
        memberId: null,
        status: query.status ?? null,
        questionType: query.questionType ?? null,
        username: query.username ?? null,
        overdue: query.overdue ?? null,
      },
      { limit: query.size, offset: (query.page - 1) * query.size },
    );
    return { content: rows.map(operatorFeedbackView), page: query.page, size: query.size, total };
  }

  async function view(db: Queryable, id: bigint): Promise<OperatorFeedback> {
    const row = await selectFeedback(db, brandId, id, null);
    if (!row) throw new AppError('error_not_found');
    return operatorFeedbackView(row);
  }

  function get(id: bigint): Promise<OperatorFeedback> {
    return view(pool, id);
  }

  /**
   * Answers a feedback that is open or answered (a second answer replaces the reply and tells the
   * member again). The same reply again changes nothing and sends nothing (`replayed`). A closed
   * feedback takes no answer: error_feedback_closed.
   */
  async function answer(id: bigint, reply: string, context: OperatorContext): Promise<FeedbackDecision> {
    return inTransaction(pool, async (client) => {
      const locked = await lockFeedback(client, brandId, id);
      if (!locked) throw new AppError('error_not_found');
      if (locked.status === 'closed') throw new AppError('error_feedback_closed');
      const before = await view(client, id);
      if (locked.status === 'answered' && locked.reply === reply) return { replayed: true, feedback: before };
      await markAnswered(client, id, reply);
      const feedback = await view(client, id);
      await insertAudit(client, {
        brandId,
        action: 'feedback.answered',
        context,
        target: `feedback ${feedback.id}`,
        before: decisionState(before),
        after: decisionState(feedback),
        detail: { username: feedback.username },
      });
      await messages.sendWithin(client, {
        memberId: BigInt(feedback.memberId),
        kind: 'feedback_replied',
        params: { date: feedback.createdAt, reply, feedbackId: feedback.id },
      });
      return { replayed: false, feedback };
    });
  }

  /** Closes a feedback, answered or not; closing it again changes nothing (`replayed`). */
  async function close(id: bigint, context: OperatorContext): Promise<FeedbackDecision> {
    return inTransaction(pool, async (client) => {
      const locked = await lockFeedback(client, brandId, id);
      if (!locked) throw new AppError('error_not_found');
      const before = await view(client, id);
      if (locked.status === 'closed') return { replayed: true, feedback: before };
      await markClosed(client, id);
      const feedback = await view(client, id);
      await insertAudit(client, {
        brandId,
        action: 'feedback.closed',
        context,
        target: `feedback ${feedback.id}`,
        before: decisionState(before),
        after: decisionState(feedback),
        detail: { username: feedback.username },
      });
      return { replayed: false, feedback };
    });
  }

  return { list, get, answer, close };
}

export type FeedbackOperator = ReturnType<typeof createFeedbackOperator>;
