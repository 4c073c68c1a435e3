import { exchangeDevOAuthCode, getDevOAuthUserInfo, showDevOAuthConsent } from '@lotus/contract/social';
import type { SocialProvider } from '@lotus/contract/social';
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { OAuthProviderConfig, SocialProfile } from './oauth-client.ts';

/** Keeps what is safe to store: a plausible address (lower case) and a short display name. */
export function cleanProfile(subject: string, email: unknown, name: unknown): SocialProfile | undefined {
  if (subject === '' || subject.length > 255) return undefined;
  const address = typeof email === 'string' ? email.trim().toLowerCase() : '';
  const display = typeof name === 'string' ? name.replace(/\s+/g, ' ').trim().slice(0, 64) : '';
  return {
    subject,
    email:
      /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{1,63}$/.test(address) && address.length <= 128 ? address : null,
    name: display === '' ? null : display,
  };
}

const googleUserInfo = z.object({
  sub: z.string(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

const facebookUserInfo = z.object({
  id: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
});

/** OpenID Connect user info; an address Google has not verified is not kept. */
export function mapGoogleUser(info: unknown): SocialProfile | undefined {
  const parsed = googleUserInfo.safeParse(info);
  if (!parsed.success) return undefined;
  const { sub, email, email_verified: verified, name } = parsed.data;
  return cleanProfile(sub, verified === true ? email : undefined, name);
}

/** Graph API /me?fields=id,name,email (the id is app-scoped). */
export function mapFacebookUser(info: unknown): SocialProfile | undefined {
  const parsed = facebookUserInfo.safeParse(info);
  if (!parsed.success) return undefined;
  return cleanProfile(parsed.data.id, parsed.data.email, parsed.data.name);
}

interface ProviderEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scopes: readonly string[];
  mapUser: OAuthProviderConfig['mapUser'];
}

const realEndpoints: Record<SocialProvider, ProviderEndpoints> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'email', 'profile'],
    mapUser: mapGoogleUser,
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userInfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scopes: ['email', 'public_profile'],
    mapUser: mapFacebookUser,
  },
};

/** The development provider's endpoints, on the site's own origin (dev-provider-routes.ts). */
export const devProviderPaths = {
  authorize: showDevOAuthConsent.path,
  token: exchangeDevOAuthCode.path,
  userInfo: getDevOAuthUserInfo.path,
} as const;

/** The development provider's client for `provider`. */
export function devClientId(provider: SocialProvider): string {
  return `lotus-dev-${provider}`;
}

/** The development client's secret, derived from the server's key (never a constant anyone can read). */
export function devClientSecret(secretKey: string, clientId: string): string {
  return createHmac('sha256', secretKey).update(`dev-oauth-client:${clientId}`).digest('base64url');
}

export interface SocialSettings {
  google: { clientId: string; clientSecret: string } | undefined;
  facebook: { clientId: string; clientSecret: string } | undefined;
  /** Serve a provider with no client id by the development provider. */
  developmentProvider: boolean;
  secretKey: string;
}

/** The providers this server offers: the real one when configured, else the development one if allowed. */
export function resolveProviders(settings: SocialSettings): OAuthProviderConfig[] {
  const configs: OAuthProviderConfig[] = [];
  for (const provider of ['google', 'facebook'] as const) {
    const client = settings[provider];
    const endpoints = realEndpoints[provider];
    if (client) {
      configs.push({ provider, development: false, ...endpoints, ...client });
    } else if (settings.developmentProvider) {
      const clientId = devClientId(provider);
      configs.push({
        provider,
        development: true,
        authorizeUrl: devProviderPaths.authorize,
        tokenUrl: devProviderPaths.token,
        userInfoUrl: devProviderPaths.userInfo,
        scopes: endpoints.scopes,
        mapUser: endpoints.mapUser,
        clientId,
        clientSecret: devClientSecret(settings.secretKey, clientId),
      });
    }
  }
  return configs;
}
