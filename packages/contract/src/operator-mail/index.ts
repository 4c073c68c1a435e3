// The operator-mail calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/operator-mail/schemas).
export type { MailRecipients, MailText, OperatorMail, OperatorMailRequest } from './schemas.ts';
