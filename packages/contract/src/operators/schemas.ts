import { z } from 'zod';
import { singleLineText } from '../free-text-schemas.ts';
import { operatorPermissions, operatorRoles } from '../operator-permissions.ts';

/**
 * Operators as people (docs/operators.md): named accounts with a role, a password and TOTP from the
 * first sign-in, console sessions of 12 hours and revocable API tokens for scripts. Served only on
 * the operator listener.
 */

const operatorRoleSchema = z.enum(operatorRoles);
const operatorPermissionSchema = z.enum(operatorPermissions);

/** A decimal id (bigserial) in a path. */
const idSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'an id');

/** Letters, digits, dot, dash and underscore; compared without case (one `Alice`, one `alice`). */
const usernameSchema = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, dot, dash or underscore');

/** One line a person reads in the console, under the free-text rule. */
const displayNameSchema = singleLineText({ min: 1, max: 60 });

/** A password as typed at sign-in: checked against the hash only. */
const givenPasswordSchema = z.string().min(1).max(256);

/** A new password: at least 12 characters. */
export const operatorPasswordMinLength = 12;
const newPasswordSchema = z.string().min(operatorPasswordMinLength).max(256);

/** What the password step answers: the key to the second step, good once for 5 minutes. */
const ticketSchema = z.string().min(1).max(100);

/** A permission list, in the order of operatorPermissions. */
const permissionsSchema = z.array(operatorPermissionSchema);

/** The signed-in operator (GET /admin/session). */
export const operatorSelfSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: operatorRoleSchema,
  /** What the role holds, read from operator_role_permissions. */
  permissions: permissionsSchema,
});
export type OperatorSelf = z.infer<typeof operatorSelfSchema>;

// ---- Sign-in (scope console) ----

/** POST /admin/session/password */
export const signInPasswordRequestSchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: givenPasswordSchema,
});
export type OperatorSignInRequest = z.input<typeof signInPasswordRequestSchema>;

/** The authenticator's secret on the first sign-in: typed in (base32) or scanned (otpauth URL as a QR code). */
const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type OperatorTotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/**
 * The password was right: the ticket of the second step. `enrol` on the first sign-in (the
 * authenticator is not enrolled yet: `enrolment` holds its secret, and the first good code confirms
 * it); `totp` afterwards (enrolment null).
 */
export const signInStartedSchema = z.object({
  ticket: z.string(),
  next: z.enum(['enrol', 'totp']),
  enrolment: totpEnrolmentSchema.nullable(),
});
export type OperatorSignInStarted = z.infer<typeof signInStartedSchema>;

/** POST /admin/session/totp */
export const signInTotpRequestSchema = z.strictObject({
  ticket: ticketSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'six digits'),
});
export type OperatorTotpRequest = z.input<typeof signInTotpRequestSchema>;

/** POST /admin/session/recovery */
export const signInRecoveryRequestSchema = z.strictObject({
  ticket: ticketSchema,
  recoveryCode: z.string().trim().min(10).max(20),
});
export type OperatorRecoveryRequest = z.input<typeof signInRecoveryRequestSchema>;

/**
 * A console session: its token (`Authorization: Bearer <token>`), good until expiresAt (12 hours).
 * recoveryCodes: the ten one-use codes, answered once when this sign-in confirmed the enrolment;
 * null on every other sign-in.
 */
export const operatorSessionSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  operator: operatorSelfSchema,
  recoveryCodes: z.array(z.string()).nullable(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

// ---- The operator's own session, password and tokens (permission self) ----

/** PUT /admin/session/password */
export const changePasswordRequestSchema = z.strictObject({
  oldPassword: givenPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangeOperatorPasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** One of the operator's API tokens (the token itself is never shown again). */
const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type OperatorApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);

/** POST /admin/api-tokens: what the token is for (a script, a bench). */
export const createApiTokenRequestSchema = z.strictObject({ name: displayNameSchema });
export type CreateOperatorApiTokenRequest = z.input<typeof createApiTokenRequestSchema>;

/** A new API token: `token` (lopt_…) is answered this once; only its hash is kept. */
export const createdApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  token: z.string(),
  createdAt: z.iso.datetime(),
});
export type CreatedOperatorApiToken = z.infer<typeof createdApiTokenSchema>;

export const idParamsSchema = z.object({ id: idSchema });

/** An answer with nothing to say. */
export const nothingSchema = z.null();

// ---- Accounts and roles (permission operators.manage) ----

/** An operator as the owner's list shows one. */
export const operatorAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: operatorRoleSchema,
  status: z.enum(['active', 'disabled']),
  totpEnrolled: z.boolean(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
});
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;
export const operatorAccountListSchema = z.array(operatorAccountSchema);

/** POST /admin/operators */
export const createOperatorRequestSchema = z.strictObject({
  username: usernameSchema,
  displayName: displayNameSchema,
  role: operatorRoleSchema,
});
export type CreateOperatorRequest = z.input<typeof createOperatorRequestSchema>;

/** A new operator and the one-time password to hand over; TOTP is enrolled at their first sign-in. */
export const createdOperatorSchema = z.object({
  operator: operatorAccountSchema,
  initialPassword: z.string(),
});
export type CreatedOperator = z.infer<typeof createdOperatorSchema>;

/** PATCH /admin/operators/:id: what changes (at least one). */
export const updateOperatorRequestSchema = z
  .strictObject({
    role: operatorRoleSchema.optional(),
    displayName: displayNameSchema.optional(),
  })
  .refine((change) => change.role !== undefined || change.displayName !== undefined, {
    message: 'role or displayName',
  });
export type UpdateOperatorRequest = z.input<typeof updateOperatorRequestSchema>;

/** A role and what it may do, as the tables hold them. */
const operatorRoleEntrySchema = z.object({
  role: operatorRoleSchema,
  description: z.string(),
  permissions: permissionsSchema,
});
export type OperatorRoleEntry = z.infer<typeof operatorRoleEntrySchema>;
export const operatorRoleListSchema = z.array(operatorRoleEntrySchema);
