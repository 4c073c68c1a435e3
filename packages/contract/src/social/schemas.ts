import { z } from 'zod';
import { errorCodes } from '../errors.ts';
import { loginResultSchema } from '../login-challenge/schemas.ts';

/** The social login answers as any login does: a session, or a challenge to pass first. */
export { loginResultSchema };

/** Social login (spec: "social login (facebook or google)"), switch `login.social`. */
const socialProviders = ['google', 'facebook'] as const;
const socialProviderSchema = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** `:provider` of the social calls. */
export const socialProviderParamsSchema = z.object({ provider: socialProviderSchema });

/**
 * GET /wps/session/social/providers: the providers offered now (empty when `login.social` is off).
 * `development`: served by the server's development provider, not the real one.
 */
const socialProviderEntrySchema = z.object({
  provider: socialProviderSchema,
  development: z.boolean(),
});
export type SocialProviderEntry = z.infer<typeof socialProviderEntrySchema>;
export const socialProviderListSchema = z.array(socialProviderEntrySchema);

/** POST /wps/session/login/social: the ticket the popup posted back (single use, 2 minutes). */
export const socialLoginRequestSchema = z.object({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a social login ticket'),
});

/** POST /wps/member/social/:provider/link: the address to open in the popup. */
export const socialLinkStartSchema = z.object({ url: z.url() });

/** GET /wps/member/social: the member's linked social accounts. */
const socialLinkSchema = z.object({
  provider: socialProviderSchema,
  linkedAt: z.iso.datetime(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;
export const socialLinkListSchema = z.array(socialLinkSchema);

/** DELETE /wps/member/social/:provider. */
export const socialUnlinkedSchema = z.object({ unlinked: z.literal(true) });

/**
 * What the popup's last page posts to `window.opener` (targetOrigin: its own origin) and on the
 * BroadcastChannel `lotus-social`, before closing itself: a login ticket, a finished link, or an
 * error code from the catalogue.
 */
export const socialPopupMessageSchema = z.union([
  z.object({ type: z.literal('lotus-social'), provider: socialProviderSchema, ticket: z.string() }),
  z.object({ type: z.literal('lotus-social'), provider: socialProviderSchema, linked: z.literal(true) }),
  z.object({
    type: z.literal('lotus-social'),
    provider: socialProviderSchema.nullable(),
    error: z.enum(errorCodes),
  }),
]);
export type SocialPopupMessage = z.infer<typeof socialPopupMessageSchema>;

/**
 * What the popup's pages answer instead of the envelope: an HTML page (the popup's last page, the
 * development provider's consent page), a redirect, or the popup's script.
 */
export const socialPageSchema = z.string();

/**
 * The development OAuth provider (OAUTH_DEV_PROVIDER) answers as a real one does, not in the
 * envelope: RFC 6749's token answer (refusals: `{ error, error_description }`, 400 or 401) ...
 */
export const devOAuthTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});

/** ... and the user info in the shape of the provider it stands in for (refusal: 401 `invalid_token`). */
export const devOAuthUserInfoSchema = z.union([
  z.object({
    sub: z.string(),
    name: z.string().optional(),
    email: z.string().optional(),
    email_verified: z.boolean(),
  }),
  z.object({ id: z.string(), name: z.string().optional(), email: z.string().optional() }),
]);
