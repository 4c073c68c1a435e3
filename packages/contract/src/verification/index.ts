import { defineCall } from '../call.ts';

// The verification domain's operator calls. Its zod schemas are in ./schemas.ts
// (@lotus/contract/verification/schemas). The visitors' SMS-code calls use the auth schemas and are
// declared there (@lotus/contract/auth: sendRegistrationCode, sendLoginOrResetCode).

const schemas = () => import('./schemas.ts');

export const listSmsOutbox = defineCall(schemas, {
  method: 'GET',
  path: '/admin/sms/outbox',
  scope: 'operator',
  permission: 'support.manage',
  tag: 'operator: sms',
  summary: 'Messages of the development SMS gateway, newest first',
  errors: [],
  schemas: (s) => ({ query: s.smsOutboxQuerySchema, value: s.smsOutboxPageSchema }),
});

export const listEmailOutbox = defineCall(schemas, {
  method: 'GET',
  path: '/admin/email/outbox',
  scope: 'operator',
  permission: 'support.manage',
  tag: 'operator: email',
  summary: 'Emails of the development email gateway, newest first',
  errors: [],
  schemas: (s) => ({ query: s.emailOutboxQuerySchema, value: s.emailOutboxPageSchema }),
});
