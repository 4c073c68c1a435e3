import type { MailRecipients, MailText, OperatorMail } from '@lotus/contract/operator-mail';
import { mailParamKey } from '@lotus/contract/values';
import { insertAudit } from '../../platform/database/audit.ts';
import type { OperatorContext } from '../../platform/database/audit.ts';
import type { Pool, Queryable } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  insertMailing,
  insertMailMessages,
  recordMailingSent,
  selectMailingByKey,
  selectUnknownUsernames,
} from './tables.ts';
import { announceNewMail } from '../new-mail-notice.ts';
import { checkMessage } from '../service.ts';

/** A mail as the contract has parsed it (texts trimmed, `marketing` defaulted). */
export interface MailRequest {
  idempotencyKey: string;
  to: MailRecipients;
  title: string;
  body: string;
  translations?: Record<string, MailText> | undefined;
  marketing: boolean;
}

/** How many unknown names a refusal lists: enough to fix a typo, never a page of them. */
const unknownListed = 20;

/**
 * The message's params: the mail's own words, and `title_<language>` / `body_<language>` for each
 * translation, which the member site shows to readers of that language.
 */
export function mailParams(
  request: Pick<MailRequest, 'title' | 'body' | 'translations'>,
): Record<string, string> {
  const params: Record<string, string> = { title: request.title, body: request.body };
  for (const [language, text] of Object.entries(request.translations ?? {})) {
    params[mailParamKey('title', language)] = text.title;
    params[mailParamKey('body', language)] = text.body;
  }
  return params;
}

/** Every named account must exist: a mail to a mistyped name is refused, not silently short. */
async function checkNamesExist(db: Queryable, brandId: number, to: MailRecipients): Promise<void> {
  const names =
    to.kind === 'member'
      ? [to.username]
      : to.kind === 'downline'
        ? [to.agent]
        : to.kind === 'usernames'
          ? to.usernames
          : [];
  if (names.length === 0) return;
  const unknown = await selectUnknownUsernames(db, brandId, names);
  if (unknown.length === 0) return;
  const field = to.kind === 'member' ? 'to.username' : to.kind === 'downline' ? 'to.agent' : 'to.usernames';
  throw new AppError('error_account_not_found', {
    fields: { [field]: unknown.slice(0, unknownListed).join(', ') },
    params: { unknown: unknown.length },
  });
}

/**
 * The operator's mail: one `new_mail` to one member, a group or all, in one transaction: the key
 * claimed in `operator_mailings`, the messages written by one statement, the audit row. The same key
 * again answers the first mailing (`replayed`); under another request it is error_conflict. Two
 * sends of one key at once: the second waits on the first's key row, then answers it.
 */
export function createOperatorMail(deps: { pool: Pool; brandId: number }) {
  const { pool, brandId } = deps;

  async function send(request: MailRequest, context: OperatorContext): Promise<OperatorMail> {
    const params = mailParams(request);
    checkMessage('new_mail', params);
    const stored = {
      to: request.to,
      title: request.title,
      body: request.body,
      translations: request.translations ?? {},
      marketing: request.marketing,
    };
    return inTransaction(pool, async (client) => {
      const mailingId = await insertMailing(client, brandId, request.idempotencyKey, stored);
      if (mailingId === undefined) {
        const first = await selectMailingByKey(client, brandId, request.idempotencyKey, stored);
        if (!first) throw new Error('operator mail: the key was taken but its mailing is not there');
        if (!first.same_request) throw new AppError('error_conflict');
        return { mailingId: first.id.toString(), sent: first.sent, replayed: true };
      }
      await checkNamesExist(client, brandId, request.to);
      const sent = await insertMailMessages(client, {
        brandId,
        to: request.to,
        params,
        marketing: request.marketing,
      });
      await recordMailingSent(client, mailingId, sent);
      if (sent > 0) await announceNewMail(client, { brandId, memberId: undefined });
      // A mailing is a creation: nothing before it; after it, whom it reached and with what.
      await insertAudit(client, {
        brandId,
        action: 'messages.mail.sent',
        context,
        target: `mailing ${mailingId}`,
        after: {
          to:
            request.to.kind === 'usernames'
              ? { kind: 'usernames', count: request.to.usernames.length }
              : request.to,
          title: request.title,
          languages: Object.keys(request.translations ?? {}),
          marketing: request.marketing,
          sent,
        },
        detail: { idempotencyKey: request.idempotencyKey },
      });
      return { mailingId: mailingId.toString(), sent, replayed: false };
    });
  }

  return { send };
}

export type OperatorMailService = ReturnType<typeof createOperatorMail>;
