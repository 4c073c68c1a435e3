import { z } from 'zod';
import { anyLoginRequestSchema, loginResponseSchema, smsSentSchema } from '../auth/schemas.ts';

/** The login's forms, its session and the code-sent answer are auth's; the login calls are declared here. */
export { anyLoginRequestSchema, loginResponseSchema, smsSentSchema };

/**
 * The second step of a login (spec section 6: "an unregistered IP triggers extra verification").
 * sms and email: a code sent to the account's bound number or address; payee: the account's real
 * name (payee name) as its bank prints it; totp: a code of the authenticator app, or a recovery code.
 */
const challengeFactors = ['sms', 'email', 'payee', 'totp'] as const;
const challengeFactorSchema = z.enum(challengeFactors);
export type ChallengeFactor = z.infer<typeof challengeFactorSchema>;

/**
 * A login whose credentials were right but which must pass one more factor: from an IP the
 * account has not used (`new_ip`), or on an account with an authenticator (`totp`).
 */
const loginChallengeSchema = z.object({
  verificationRequired: z.literal(true),
  challengeId: z.uuid(),
  reason: z.enum(['new_ip', 'totp']),
  /** The factors this account can answer with, in the brand's order; never empty. */
  factors: z.array(challengeFactorSchema).min(1),
  /** The bound number and address, masked ("091****678", "a***@example.com"). */
  mobileHint: z.string().nullable(),
  emailHint: z.string().nullable(),
  expiresAt: z.iso.datetime(),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** What a login answers: a session, or a challenge to pass first. */
export const loginResultSchema = z.union([loginResponseSchema, loginChallengeSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /wps/session/login/challenge/code: send the challenge's code by SMS or email. */
export const challengeCodeRequestSchema = z.object({
  challengeId: z.uuid(),
  factor: z.enum(['sms', 'email']),
});

/** POST /wps/session/login/challenge, decrypted: the answer for one factor. */
export const challengeAnswerRequestSchema = z.object({
  challengeId: z.uuid(),
  factor: challengeFactorSchema,
  answer: z.string().max(100),
});
export type ChallengeAnswerRequest = z.infer<typeof challengeAnswerRequestSchema>;

/** GET /wps/member/security/totp */
export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /wps/member/security/totp/setup: a new secret, pending until a code from it is confirmed. */
export const totpSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  otpauthUri: z.string().startsWith('otpauth://totp/'),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** POST /wps/member/security/totp/enable, decrypted. */
export const totpCodeRequestSchema = z.object({ code: z.string().max(20) });

/** Answered once, when the authenticator is enabled or the codes are renewed: each works once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /wps/member/security/totp/disable, decrypted: the password and a current code (or a recovery code). */
export const totpDisableRequestSchema = z.object({
  password: z.string().max(128),
  code: z.string().max(20),
});
export const totpDisabledSchema = z.object({ disabled: z.literal(true) });
