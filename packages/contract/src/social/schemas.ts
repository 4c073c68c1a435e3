import { z } from 'zod';
import { errorCodes } from '../errors.ts';

/** Social login (spec: "social login (facebook or google)"), switch `login.social`. */
export const socialProviders = ['google', 'facebook'] as const;
export const socialProviderSchema = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** `:provider` of the social calls. */
export const socialProviderParamsSchema = z.object({ provider: socialProviderSchema });

/**
 * GET /wps/session/social/providers: the providers offered now (empty when `login.social` is off).
 * `development`: served by the server's development provider, not the real one.
 */
export const socialProviderEntrySchema = z.object({
  provider: socialProviderSchema,
  development: z.boolean(),
});
export type SocialProviderEntry = z.infer<typeof socialProviderEntrySchema>;

/** POST /wps/session/login/social: the ticket the popup posted back (single use, 2 minutes). */
export const socialLoginRequestSchema = z.object({
  ticket: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a social login ticket'),
});
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

/** POST /wps/member/social/:provider/link: the address to open in the popup. */
export const socialLinkStartSchema = z.object({ url: z.url() });
export type SocialLinkStart = z.infer<typeof socialLinkStartSchema>;

/** GET /wps/member/social: the member's linked social accounts. */
export const socialLinkSchema = z.object({
  provider: socialProviderSchema,
  linkedAt: z.iso.datetime(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

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
