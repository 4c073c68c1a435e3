import { z } from 'zod';
import { smsSentSchema } from '../auth/schemas.ts';

/** Every "code sent" call answers as the SMS-code calls do. */
export { smsSentSchema };

/**
 * The security centre: the member's bound mobile number and email, and the payment (transaction)
 * password (the reset of the login password by email is with the other password calls, in auth).
 * Text fields that can be left empty are optional here, so an empty one is its catalogue error
 * (error_phone_missing, error_email_missing, error_code_missing) or a field message from the
 * brand's rules rather than a schema error.
 */

/** GET /wps/member/security/overview: what is bound, masked ("091****678", "a***@example.com"). */
export const securityOverviewSchema = z.object({
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  paymentPasswordSet: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** POST /wps/member/security/mobile/code: a 'bind' code by SMS to the new number. */
export const mobileBindCodeRequestSchema = z.object({ mobileNum: z.string().max(20).optional() });

/** PUT /wps/member/security/mobile, decrypted: binds the number (replacing the old one). */
export const bindMobileRequestSchema = z.object({
  mobileNum: z.string().max(20).optional(),
  verificationCode: z.string().max(12).optional(),
  password: z.string().max(128),
});
export type BindMobileRequest = z.infer<typeof bindMobileRequestSchema>;

/** POST /wps/member/security/email/code: a 'bind' code by email to the new address. */
export const emailBindCodeRequestSchema = z.object({ email: z.string().max(128).optional() });

/** PUT /wps/member/security/email, decrypted: binds the address (replacing the old one). */
export const bindEmailRequestSchema = z.object({
  email: z.string().max(128).optional(),
  verificationCode: z.string().max(12).optional(),
  password: z.string().max(128),
});
export type BindEmailRequest = z.infer<typeof bindEmailRequestSchema>;

/** PUT /wps/member/security/payment-password, decrypted: sets it the first time. */
export const setPaymentPasswordRequestSchema = z.object({
  password: z.string().max(128),
  paymentPassword: z.string().max(32),
  confirmPaymentPassword: z.string().max(32),
});
export type SetPaymentPasswordRequest = z.infer<typeof setPaymentPasswordRequestSchema>;

/** POST /wps/member/security/payment-password, decrypted: changes it with the old one. */
export const changePaymentPasswordRequestSchema = z.object({
  oldPaymentPassword: z.string().max(32),
  paymentPassword: z.string().max(32),
  confirmPaymentPassword: z.string().max(32),
});
export type ChangePaymentPasswordRequest = z.infer<typeof changePaymentPasswordRequestSchema>;

const contactChannels = ['sms', 'email'] as const;
const contactChannelSchema = z.enum(contactChannels);
export type ContactChannel = z.infer<typeof contactChannelSchema>;

/** POST /wps/member/security/payment-password/code: a 'payment' code to the bound number or address. */
export const paymentPasswordCodeRequestSchema = z.object({ channel: contactChannelSchema });

/** POST /wps/member/security/payment-password/reset, decrypted: a new one with the 'payment' code. */
export const resetPaymentPasswordRequestSchema = z.object({
  channel: contactChannelSchema,
  verificationCode: z.string().max(12).optional(),
  paymentPassword: z.string().max(32),
  confirmPaymentPassword: z.string().max(32),
});
export type ResetPaymentPasswordRequest = z.infer<typeof resetPaymentPasswordRequestSchema>;

/** The answer of every payment-password change (set, change, reset). */
export const paymentPasswordSavedSchema = z.object({ saved: z.literal(true) });
