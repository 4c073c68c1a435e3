import { defineCall } from '../call.ts';

// The operator-mail calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/operator-mail/schemas).
export type { MailRecipients, MailText, OperatorMail } from './schemas.ts';

const schemas = () => import('./schemas.ts');

export const sendOperatorMail = defineCall(schemas, {
  method: 'POST',
  path: '/admin/messages/mail',
  scope: 'operator',
  permission: 'messages.send',
  tag: 'operator: messages',
  summary:
    'Send a mail (new_mail) to one member, a list of usernames, an account’s downline or all members; idempotent by key; answers how many received it',
  errors: ['error_account_not_found', 'error_conflict'],
  schemas: (s) => ({ body: s.operatorMailRequestSchema, value: s.operatorMailSchema }),
});
