import { defineCall } from '../call.ts';

// The login-challenge calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/login-challenge/schemas).
export type {
  ChallengeAnswerRequest,
  ChallengeFactor,
  LoginChallenge,
  LoginResult,
  RecoveryCodes,
  TotpSetup,
  TotpStatus,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'auth';

// ---- The login and its second step ----

/** Both forms travel encrypted; a plaintext with a number and no username is the SMS-code form. */
export const logIn = defineCall(schemas, {
  method: 'POST',
  path: '/wps/session/login',
  scope: 'visitor',
  noStore: true,
  encrypted: true,
  tag,
  summary: 'Log in (encrypted body) by username and password, or by mobile number and SMS code',
  errors: [
    'error_decrypt_failed',
    'error_captcha_required',
    'error_captcha_check_failed',
    'error_login_throttled',
    'error_wrong_account_or_password',
    'error_operation_not_allowed',
    'error_not_agent',
    'error_not_member',
    'error_phone_missing',
    'error_phone_invalid',
    'error_code_missing',
    'error_code_invalid',
    'error_code_expired',
    'error_timed_out',
    'error_self_excluded',
  ],
  schemas: (s) => ({ body: s.anyLoginRequestSchema, value: s.loginResultSchema }),
});

export const sendLoginChallengeCode = defineCall(schemas, {
  method: 'POST',
  path: '/wps/session/login/challenge/code',
  scope: 'visitor',
  noStore: true,
  tag,
  summary: "Send the login challenge's code to the account's bound number (sms) or address (email)",
  errors: [
    'error_challenge_expired',
    'error_operation_not_allowed',
    'error_too_many_requests',
    'error_unknown',
  ],
  schemas: (s) => ({ body: s.challengeCodeRequestSchema, value: s.smsSentSchema }),
});

export const answerLoginChallenge = defineCall(schemas, {
  method: 'POST',
  path: '/wps/session/login/challenge',
  scope: 'visitor',
  noStore: true,
  encrypted: true,
  tag,
  summary:
    'Answer a login challenge (encrypted body): a code (sms, email, totp or a recovery code) or the payee name',
  errors: [
    'error_decrypt_failed',
    'error_challenge_expired',
    'error_operation_not_allowed',
    'error_code_missing',
    'error_code_invalid',
    'error_verification_failed',
    'error_not_agent',
    'error_not_member',
    'error_timed_out',
    'error_self_excluded',
  ],
  schemas: (s) => ({ body: s.challengeAnswerRequestSchema, value: s.loginResponseSchema }),
});

// ---- The member's authenticator app (TOTP) ----

const securityTag = 'security';

export const getTotpStatus = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/security/totp',
  scope: 'member',
  tag: securityTag,
  summary: 'Whether an authenticator is on',
  errors: [],
  schemas: (s) => ({ value: s.totpStatusSchema }),
});

export const setUpTotp = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/security/totp/setup',
  scope: 'member',
  tag: securityTag,
  summary: 'A new authenticator secret and its otpauth:// address for the QR code (pending until enabled)',
  errors: ['error_operation_not_allowed', 'error_conflict'],
  schemas: (s) => ({ value: s.totpSetupSchema }),
});

export const enableTotp = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/security/totp/enable',
  scope: 'member',
  encrypted: true,
  tag: securityTag,
  summary: 'Turn the authenticator on with a code from it (encrypted body); answers 10 recovery codes, once',
  errors: ['error_decrypt_failed', 'error_operation_not_allowed', 'error_conflict', 'error_code_invalid'],
  schemas: (s) => ({ body: s.totpCodeRequestSchema, value: s.recoveryCodesSchema }),
});

export const renewTotpRecoveryCodes = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/security/totp/recovery-codes',
  scope: 'member',
  encrypted: true,
  tag: securityTag,
  summary: 'New recovery codes, confirmed with a current code (encrypted body); the old ones stop working',
  errors: ['error_decrypt_failed', 'error_operation_not_allowed', 'error_code_invalid'],
  schemas: (s) => ({ body: s.totpCodeRequestSchema, value: s.recoveryCodesSchema }),
});

export const disableTotp = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/security/totp/disable',
  scope: 'member',
  encrypted: true,
  tag: securityTag,
  summary: 'Turn the authenticator off with the password and a code or recovery code (encrypted body)',
  errors: [
    'error_decrypt_failed',
    'error_operation_not_allowed',
    'error_wrong_password',
    'error_code_invalid',
  ],
  schemas: (s) => ({ body: s.totpDisableRequestSchema, value: s.totpDisabledSchema }),
});
