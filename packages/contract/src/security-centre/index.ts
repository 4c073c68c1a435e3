import { defineCall } from '../call.ts';

// The security-centre calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/security-centre/schemas).
export type {
  BindEmailRequest,
  BindMobileRequest,
  ChangePaymentPasswordRequest,
  ContactChannel,
  ResetPaymentPasswordRequest,
  SecurityOverview,
  SetPaymentPasswordRequest,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'security centre';

/**
 * The member's bound number and address, and the payment password. Every call is about the session's
 * own account (no id in the paths); a free-play account is refused (error_operation_not_allowed).
 */
export const getSecurityOverview = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/security/overview',
  scope: 'member',
  tag,
  summary: 'The bound mobile number and email (masked) and whether a payment password is set',
  errors: ['error_operation_not_allowed'],
  schemas: (s) => ({ value: s.securityOverviewSchema }),
});

export const sendMobileBindCode = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/security/mobile/code',
  scope: 'member',
  tag,
  summary: "A 'bind' code by SMS to the new number (error_mobile_taken when another account has it)",
  errors: [
    'error_operation_not_allowed',
    'error_phone_missing',
    'error_phone_invalid',
    'error_mobile_taken',
    'error_unknown',
  ],
  schemas: (s) => ({ body: s.mobileBindCodeRequestSchema, value: s.smsSentSchema }),
});

export const bindMobile = defineCall(schemas, {
  method: 'PUT',
  path: '/wps/member/security/mobile',
  scope: 'member',
  encrypted: true,
  tag,
  summary: "Bind the number (encrypted body): login password and the 'bind' code; replaces the old one",
  errors: [
    'error_decrypt_failed',
    'error_operation_not_allowed',
    'error_phone_missing',
    'error_phone_invalid',
    'error_wrong_password',
    'error_mobile_taken',
    'error_code_missing',
    'error_code_invalid',
    'error_code_expired',
  ],
  schemas: (s) => ({ body: s.bindMobileRequestSchema, value: s.securityOverviewSchema }),
});

export const sendEmailBindCode = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/security/email/code',
  scope: 'member',
  tag,
  summary: "A 'bind' code by email to the new address (error_email_taken when another account has it)",
  errors: ['error_operation_not_allowed', 'error_email_missing', 'error_email_taken', 'error_unknown'],
  schemas: (s) => ({ body: s.emailBindCodeRequestSchema, value: s.smsSentSchema }),
});

export const bindEmail = defineCall(schemas, {
  method: 'PUT',
  path: '/wps/member/security/email',
  scope: 'member',
  encrypted: true,
  tag,
  summary: "Bind the email (encrypted body): login password and the 'bind' code; replaces the old one",
  errors: [
    'error_decrypt_failed',
    'error_operation_not_allowed',
    'error_email_missing',
    'error_wrong_password',
    'error_email_taken',
    'error_code_missing',
    'error_code_invalid',
    'error_code_expired',
  ],
  schemas: (s) => ({ body: s.bindEmailRequestSchema, value: s.securityOverviewSchema }),
});

export const setPaymentPassword = defineCall(schemas, {
  method: 'PUT',
  path: '/wps/member/security/payment-password',
  scope: 'member',
  encrypted: true,
  tag,
  summary: 'Set the payment password the first time (encrypted body; login password required)',
  errors: [
    'error_decrypt_failed',
    'error_operation_not_allowed',
    'error_conflict',
    'error_password_mismatch',
    'error_wrong_password',
  ],
  schemas: (s) => ({ body: s.setPaymentPasswordRequestSchema, value: s.paymentPasswordSavedSchema }),
});

export const changePaymentPassword = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/security/payment-password',
  scope: 'member',
  encrypted: true,
  tag,
  summary: 'Change the payment password with the old one (encrypted body; wrong tries count to the lock)',
  errors: [
    'error_decrypt_failed',
    'error_operation_not_allowed',
    'error_payment_password_not_set',
    'error_password_mismatch',
    'error_payment_password_wrong',
    'error_payment_password_locked',
  ],
  schemas: (s) => ({ body: s.changePaymentPasswordRequestSchema, value: s.paymentPasswordSavedSchema }),
});

export const sendPaymentPasswordCode = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/security/payment-password/code',
  scope: 'member',
  tag,
  summary: "A 'payment' code to the bound number (sms) or address (email), to reset the payment password",
  errors: [
    'error_operation_not_allowed',
    'error_payment_password_not_set',
    'error_phone_missing',
    'error_email_missing',
    'error_unknown',
  ],
  schemas: (s) => ({ body: s.paymentPasswordCodeRequestSchema, value: s.smsSentSchema }),
});

export const resetPaymentPassword = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/security/payment-password/reset',
  scope: 'member',
  encrypted: true,
  tag,
  summary: "A new payment password with the 'payment' code (encrypted body); clears the lock",
  errors: [
    'error_decrypt_failed',
    'error_operation_not_allowed',
    'error_payment_password_not_set',
    'error_phone_missing',
    'error_email_missing',
    'error_password_mismatch',
    'error_code_missing',
    'error_code_invalid',
    'error_code_expired',
  ],
  schemas: (s) => ({ body: s.resetPaymentPasswordRequestSchema, value: s.paymentPasswordSavedSchema }),
});
