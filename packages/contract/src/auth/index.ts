import { defineCall } from '../call.ts';

// The auth calls and types. Its zod schemas are in ./schemas.ts (@lotus/contract/auth/schemas).
export type {
  ActiveSession,
  DeviceName,
  Captcha,
  CaptchaAnswer,
  CaptchaPurpose,
  ChangePasswordRequest,
  EmailResetCodeRequest,
  EmailResetPasswordRequest,
  LoginHistoryEntry,
  LoginRequest,
  LoginResponse,
  MemberInfo,
  MobileLoginRequest,
  MobileRegisterRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SmsSent,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'auth';

// ---- Captcha, free play, logout (the password and SMS-code login answers a challenge: @lotus/contract/login-challenge) ----

export const getCaptcha = defineCall(schemas, {
  method: 'GET',
  path: '/wps/captcha',
  scope: 'visitor',
  noStore: true,
  tag,
  summary:
    'A new proof-of-work captcha for a purpose (login, register): valid 5 minutes, single use, refused for another purpose',
  errors: [],
  schemas: (s) => ({ query: s.captchaQuerySchema, value: s.captchaSchema }),
});

export const logInAsGuest = defineCall(schemas, {
  method: 'POST',
  path: '/wps/session/login/freeplay',
  scope: 'visitor',
  noStore: true,
  tag,
  summary: 'Free play (switch login.freePlay): a new guest account, logged in on the member site',
  errors: ['error_decrypt_failed', 'error_operation_not_allowed'],
  schemas: (s) => ({ body: s.freePlayRequestSchema, value: s.loginResponseSchema }),
});

export const logOut = defineCall(schemas, {
  method: 'DELETE',
  path: '/wps/session/logout',
  scope: 'member',
  duringPasswordChange: true,
  tag,
  summary: 'Log out: the token stops working',
  errors: [],
  schemas: (s) => ({ value: s.logoutSchema }),
});

// ---- The member's own sessions and login history (security centre) ----

export const listOwnSessions = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/security/sessions',
  scope: 'member',
  tag,
  summary: "The member's active sessions, newest first; `current` marks the caller's",
  errors: [],
  schemas: (s) => ({ value: s.activeSessionListSchema }),
});

export const endOwnSession = defineCall(schemas, {
  method: 'DELETE',
  path: '/wps/member/security/sessions/:id',
  scope: 'member',
  tag,
  summary: "Ends one of the member's own sessions (any other id is error_not_found)",
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.sessionParamsSchema, value: s.sessionEndedSchema }),
});

export const listOwnLogins = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/security/logins',
  scope: 'member',
  tag,
  summary: "The member's last 20 logins and failed attempts, newest first",
  errors: [],
  schemas: (s) => ({ value: s.loginHistorySchema }),
});

// ---- Registration, the member's record and passwords (served by the member domain) ----

export const getMemberInfo = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/info',
  scope: 'member',
  duringPasswordChange: true,
  tag: 'member',
  summary: 'The logged-in member',
  errors: [],
  schemas: (s) => ({ value: s.memberInfoSchema }),
});

export const registerMember = defineCall(schemas, {
  method: 'PUT',
  path: '/wps/member/register',
  scope: 'visitor',
  encrypted: true,
  noStore: true,
  tag: 'member',
  summary: 'Register by username (encrypted body); the new member is logged in',
  errors: [
    'error_decrypt_failed',
    'error_operation_not_allowed',
    'error_password_mismatch',
    'error_captcha_required',
    'error_captcha_check_failed',
    'error_username_taken',
    'error_mobile_taken',
    'error_email_taken',
    'error_invalid_invitation_code',
  ],
  schemas: (s) => ({ body: s.registerRequestSchema, value: s.loginResponseSchema }),
});

export const registerMemberByMobile = defineCall(schemas, {
  method: 'PUT',
  path: '/wps/member/register/mobile',
  scope: 'visitor',
  encrypted: true,
  noStore: true,
  tag: 'member',
  summary: 'Register by mobile number (encrypted body; switch register.mobile); the new member is logged in',
  errors: [
    'error_decrypt_failed',
    'error_operation_not_allowed',
    'error_phone_missing',
    'error_phone_invalid',
    'error_password_mismatch',
    'error_username_taken',
    'error_invalid_invitation_code',
    'error_code_missing',
    'error_code_invalid',
    'error_code_expired',
  ],
  schemas: (s) => ({ body: s.mobileRegisterRequestSchema, value: s.loginResponseSchema }),
});

export const changePassword = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/password',
  scope: 'member',
  duringPasswordChange: true,
  encrypted: true,
  tag: 'member',
  summary: 'Change the password (encrypted body); every other session of the member ends',
  errors: [
    'error_decrypt_failed',
    'error_operation_not_allowed',
    'error_wrong_password',
    'error_password_mismatch',
  ],
  schemas: (s) => ({ body: s.changePasswordRequestSchema, value: s.passwordChangedSchema }),
});

export const resetPassword = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/password/verification',
  scope: 'visitor',
  encrypted: true,
  noStore: true,
  tag: 'member',
  summary:
    'Reset the password with a code sent by SMS ({ mobileNum, ... }) or by email ({ email, ... }) (encrypted body); every session ends',
  errors: [
    'error_decrypt_failed',
    'error_phone_missing',
    'error_phone_invalid',
    'error_email_missing',
    'error_password_mismatch',
    'error_code_missing',
    'error_code_invalid',
    'error_code_expired',
  ],
  schemas: (s) => ({ body: s.anyResetPasswordRequestSchema, value: s.passwordResetSchema }),
});

export const sendPasswordResetEmail = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/password/email',
  scope: 'visitor',
  form: true,
  tag: 'member',
  summary:
    "A password-reset code to the account's bound email (form: username, email); the answer never tells if the account exists",
  errors: ['error_email_missing', 'error_unknown'],
  schemas: (s) => ({ body: s.emailResetCodeRequestSchema, value: s.smsSentSchema }),
});

// ---- SMS codes for visitors (served by the verification domain) ----

export const sendRegistrationCode = defineCall(schemas, {
  method: 'POST',
  path: '/wps/verification/sms/register',
  scope: 'visitor',
  tag: 'verification',
  summary: 'Send a registration code by SMS (switch register.mobile.sms)',
  errors: [
    'error_operation_not_allowed',
    'error_phone_missing',
    'error_phone_invalid',
    'error_username_taken',
    'error_unknown',
  ],
  schemas: (s) => ({ body: s.smsCodeRequestSchema, value: s.smsSentSchema }),
});

export const sendLoginOrResetCode = defineCall(schemas, {
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  scope: 'visitor',
  tag: 'verification',
  summary: 'Send a login or password-reset code by SMS; the answer never tells if the number has an account',
  errors: ['error_operation_not_allowed', 'error_phone_missing', 'error_phone_invalid', 'error_unknown'],
  schemas: (s) => ({ body: s.smsNoLoginRequestSchema, value: s.smsSentSchema }),
});

// ---- The operator's calls on a member's password ----

export const setFirstTimeLogin = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/members/:username/first-time-login',
  scope: 'operator',
  permission: 'members.manage',
  tag: 'operator: members',
  summary: 'Make an account choose a new password at its next login (or release it)',
  errors: ['error_not_found'],
  schemas: (s) => ({
    params: s.memberParamsSchema,
    body: s.setFirstTimeLoginSchema,
    value: s.firstTimeLoginSchema,
  }),
});
