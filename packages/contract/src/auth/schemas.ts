import { z } from 'zod';

/** Calls the spec marks "encrypt" carry `{ data: <AES ciphertext> }`; the plaintext is the JSON below. */
export const encryptedBodySchema = z.object({ data: z.string().min(1).max(65_536) });

/**
 * What a captcha is asked for: a challenge is bound to one purpose and refused for any other (a
 * challenge fetched for a registration does not pass a login). Decision 0011.
 */
export const captchaPurposes = ['login', 'register'] as const;
const captchaPurposeSchema = z.enum(captchaPurposes);
export type CaptchaPurpose = (typeof captchaPurposes)[number];

/** GET /wps/captcha?purpose=: a new challenge for that purpose. */
export const captchaQuerySchema = z.object({ purpose: captchaPurposeSchema });

const hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));

/**
 * The answer to a challenge: the counter found and the key it derives (altcha-lib's solution). A
 * challenge is single use: once sent, right or wrong, it is spent.
 */
const captchaAnswerSchema = z.object({
  captchaId: z.uuid(),
  counter: z.number().int().min(0).max(0xffff_ffff),
  derivedKey: hex(32),
});
export type CaptchaAnswer = z.infer<typeof captchaAnswerSchema>;

/**
 * GET /wps/captcha: a proof-of-work challenge (ALTCHA v2, PBKDF2/SHA-256, decision 0011). The
 * browser tries counters from 0 until PBKDF2(nonce + counter, salt, cost) starts with `keyPrefix`;
 * the counter the server drew and the whole key stay on the server, so the only way to the answer
 * is the work. `keyPrefix` is half the key (16 bytes): no counter but the drawn one matches it.
 */
export const captchaSchema = z.object({
  captchaId: z.uuid(),
  purpose: captchaPurposeSchema,
  challenge: z.object({
    algorithm: z.literal('PBKDF2/SHA-256'),
    /** PBKDF2 iterations per counter tried. */
    cost: z.number().int().positive(),
    keyLength: z.literal(32),
    keyPrefix: hex(16),
    nonce: hex(16),
    salt: hex(16),
  }),
  expiresAt: z.iso.datetime(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** POST /wps/session/login, decrypted. */
export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captcha: captchaAnswerSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /wps/session/login, decrypted, second form: a code sent by SMS (switch login.smsCode). */
export const mobileLoginRequestSchema = z.object({
  mobileNum: z.string().max(20),
  verificationCode: z.string().max(12),
  captcha: captchaAnswerSchema.optional(),
});
export type MobileLoginRequest = z.infer<typeof mobileLoginRequestSchema>;

/** Either login form; the username form is tried first. */
export const anyLoginRequestSchema = z.union([loginRequestSchema, mobileLoginRequestSchema]);

/**
 * POST /wps/verification/sms/register. The number is optional here so that a missing one is
 * error_phone_missing rather than a validation error.
 */
export const smsCodeRequestSchema = z.object({ mobileNum: z.string().max(20).optional() });

/** POST /wps/verification/sms/noLogin: a code to log in or to reset the password. */
export const smsNoLoginRequestSchema = z.object({
  mobileNum: z.string().max(20).optional(),
  purpose: z.enum(['login', 'reset']),
});

/** The same answer whether or not a message left (login and reset never tell if a number has an account). */
export const smsSentSchema = z.object({
  sent: z.literal(true),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SmsSent = z.infer<typeof smsSentSchema>;

/** Spec: "Login response: token, firstTimeLogin, passwordExpired"; isAgent is what the sites keep in session storage. */
export const loginResponseSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  isAgent: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** PUT /wps/member/register, decrypted: registration by username (spec section 3). */
export const registerRequestSchema = z.object({
  username: z.string().max(64),
  password: z.string().max(128),
  confirmPassword: z.string().max(128),
  payeeName: z.string().max(100).optional(),
  mobileNum: z.string().max(20).optional(),
  email: z.string().max(128).optional(),
  /** Asked when the brand's `paymentPassword` rule is required: 6 digits for withdrawals. */
  paymentPassword: z.string().max(32).optional(),
  affiliateCode: z.string().max(32).optional(),
  /** A member's referral code (docs/referral.md): the new account's referrer. */
  referralCode: z.string().max(32).optional(),
  ageConfirmed: z.literal(true, { error: 'you must be 18 or older' }),
  termsAccepted: z.literal(true, { error: 'the terms and privacy policy must be accepted' }),
  captcha: captchaAnswerSchema.optional(),
  registerUrl: z.string().max(2000),
  domain: z.string().max(253),
  registerMethod: z.literal('WEB'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** PUT /wps/member/register/mobile, decrypted: registration by mobile number (spec section 3). */
export const mobileRegisterRequestSchema = z.object({
  mobileNum: z.string().max(20).optional(),
  verificationCode: z.string().max(12).optional(),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  affiliateCode: z.string().max(32).optional(),
  /** A member's referral code (docs/referral.md): the new account's referrer. */
  referralCode: z.string().max(32).optional(),
  ageConfirmed: z.literal(true, { error: 'you must be 18 or older' }),
  termsAccepted: z.literal(true, { error: 'the terms and privacy policy must be accepted' }),
  registerUrl: z.string().max(2000),
  domain: z.string().max(253),
  registerMethod: z.literal('WEB'),
});
export type MobileRegisterRequest = z.infer<typeof mobileRegisterRequestSchema>;

/** Agent types of the spec; 0 is a plain member. */
export const agentTypes = [1, 2, 4, 41, 42] as const;

/** GET /wps/member/info (spec: id, account, nickname, type, toUpline, clubLabel.labelName). */
export const memberInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  toUpline: z.string().nullable(),
  clubLabel: z.object({ labelName: z.string() }).nullable(),
  firstTimeLogin: z.boolean(),
  /** A free-play (guest) account: `account` is its guest name. */
  isDemo: z.boolean(),
  /** False for an account made without a password (by mobile or social login): its first change needs no old one. */
  hasPassword: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const logoutSchema = z.object({ loggedOut: z.literal(true) });

/** POST /wps/member/password, decrypted: the logged-in member changes the password. */
export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
  confirmPassword: z.string().max(128),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const passwordChangedSchema = z.object({ changed: z.literal(true) });

/** POST /wps/member/password/verification, decrypted: a new password with a 'reset' code sent by SMS. */
export const resetPasswordRequestSchema = z.object({
  mobileNum: z.string().max(20).optional(),
  verificationCode: z.string().max(12).optional(),
  newPassword: z.string().max(128),
  confirmPassword: z.string().max(128),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const passwordResetSchema = z.object({ reset: z.literal(true) });

/**
 * POST /wps/member/password/email (application/x-www-form-urlencoded): a 'reset' code to the
 * account's bound email. The answer (smsSentSchema) is the same whether or not the account exists.
 */
export const emailResetCodeRequestSchema = z.object({
  username: z.string().max(64).optional(),
  email: z.string().max(128).optional(),
});
export type EmailResetCodeRequest = z.infer<typeof emailResetCodeRequestSchema>;

/**
 * POST /wps/member/password/verification, decrypted, second form: a new password with the 'reset'
 * code sent by email (a body with `email` and no `mobileNum`).
 */
export const emailResetPasswordRequestSchema = z.object({
  email: z.string().max(128).optional(),
  verificationCode: z.string().max(12).optional(),
  newPassword: z.string().max(128),
  confirmPassword: z.string().max(128),
});
export type EmailResetPasswordRequest = z.infer<typeof emailResetPasswordRequestSchema>;

/** POST /wps/member/password/verification, decrypted: either form (the server tells them apart by `email`). */
export const anyResetPasswordRequestSchema = z.union([
  resetPasswordRequestSchema,
  emailResetPasswordRequestSchema,
]);

/** POST /wps/session/login/freeplay (switch login.freePlay): `random` is a value encrypted with the payload key. */
export const freePlayRequestSchema = z.object({
  os: z.string().max(64),
  platform: z.literal('W'),
  random: z.string().min(1).max(1024),
  gatewayVersion: z.literal(3),
});

/** PUT /admin/members/:username/first-time-login: the account must choose a new password at its next login. */
export const memberParamsSchema = z.object({ username: z.string().min(1).max(64) });
export const setFirstTimeLoginSchema = z.object({ enabled: z.boolean() });
export const firstTimeLoginSchema = z.object({ username: z.string(), firstTimeLogin: z.boolean() });

/**
 * A device as its user agent names it, parsed on the server: the browser ("Chrome") and the system
 * ("Android"), either unknown; the page words them in the reader's language. Null when neither is known.
 */
const deviceNameSchema = z.object({ browser: z.string().nullable(), os: z.string().nullable() });
export type DeviceName = z.infer<typeof deviceNameSchema>;

/** GET /wps/member/security/sessions: one of the member's live sessions, newest first. */
const activeSessionSchema = z.object({
  id: z.string(),
  site: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  device: deviceNameSchema.nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session making the call. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionListSchema = z.array(activeSessionSchema);

/** DELETE /wps/member/security/sessions/:id */
export const sessionParamsSchema = z.object({ id: z.string().min(1).max(20) });
export const sessionEndedSchema = z.object({ ended: z.literal(true) });

/** GET /wps/member/security/logins: the last 20 logins and failed attempts, newest first. */
const loginHistoryEntrySchema = z.object({
  at: z.iso.datetime(),
  site: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  device: deviceNameSchema.nullable(),
  success: z.boolean(),
  /** 'password', 'sms', 'freeplay' or 'register'. */
  method: z.string(),
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;
export const loginHistorySchema = z.array(loginHistoryEntrySchema);
