import type { FastifyInstance } from 'fastify';
import { createSecretBox } from '../platform/crypto/secret-box.ts';
import type { Pool } from '../platform/database/pool.ts';
import { challengeRoutes } from './challenge/routes.ts';
import type { AuthMembers, AuthMessages, AuthSwitches, AuthVerification } from './needs.ts';
import { authRoutes, credentialRateLimit } from './routes.ts';
import { securityRoutes } from './security/routes.ts';
import { createAuthService } from './service.ts';
import { devProviderRoutes } from './social/dev-provider-routes.ts';
import { resolveProviders } from './social/providers.ts';
import type { SocialSettings } from './social/providers.ts';
import { socialRoutes } from './social/routes.ts';
import { createSocialService } from './social/service.ts';
import { totpRoutes } from './totp/routes.ts';

export type {
  AuthMembers,
  AuthMessages,
  AuthSwitches,
  AuthVerification,
  LoginAccount,
  SessionAccount,
} from './needs.ts';
export type { AuthService } from './service.ts';
export type { Authenticated } from './sessions.ts';
export type { SocialService } from './social/service.ts';
export type { SocialSettings } from './social/providers.ts';
/** The limit on calls that check a password or a code; other domains' such calls use it too. */
export { credentialRateLimit };

/**
 * What auth needs. It asks the member, system and verification domains through the interfaces of
 * needs.ts and imports none of them; player protection's check comes in as a function because
 * protection in turn ends auth's sessions.
 */
export interface AuthNeeds {
  pool: Pool;
  brand: { id: number; name: string };
  /** The key of the calls marked "encrypt" (free play's random value is opened with it). */
  payloadKey: string;
  /**
   * Seals authenticator secrets; derives the PKCE verifiers, the development provider's secrets and
   * the captcha challenges' signing keys.
   */
  secretKey: string;
  members: AuthMembers;
  system: AuthSwitches;
  verification: AuthVerification;
  /** The inbox: the owner hears of a burst of failed logins on their account. */
  messages: AuthMessages;
  /** Refuses a login while the member may not log in (player protection); called before a session opens. */
  admissionCheck?: (memberId: bigint) => Promise<void>;
  /** Social login providers; without them none is offered. */
  social?: Omit<SocialSettings, 'secretKey'>;
  /** Free play: the wallet gives a new guest its starting play money (decision 0018). */
  playMoney?: { grantStart(memberId: bigint): Promise<unknown> };
}

/** Auth: captchas, sessions, login and its challenges, the authenticator app, social login. */
export function createAuthDomain(needs: AuthNeeds) {
  const { pool, brand, payloadKey, secretKey, members, system, verification, messages } = needs;
  const service = createAuthService({
    pool,
    brandId: brand.id,
    brandName: brand.name,
    members,
    system,
    verification,
    messages,
    secretKey,
    box: createSecretBox(secretKey),
    admissionCheck: needs.admissionCheck,
    playMoney: needs.playMoney,
  });
  const social = createSocialService({
    pool,
    brandId: brand.id,
    secretKey,
    members,
    system,
    providers: resolveProviders({
      google: undefined,
      facebook: undefined,
      developmentProvider: false,
      ...needs.social,
      secretKey,
    }),
  });
  const developmentProvider = needs.social?.developmentProvider === true;
  return {
    /** Sessions (authenticate, open, revoke), login, captchas, the authenticator. */
    service,
    /** Social login and the member's linked social accounts. */
    social,
    /** The login, challenge, session, authenticator and social calls (and the development OAuth provider, when served). */
    routes: async (app: FastifyInstance) => {
      await app.register(authRoutes({ auth: service, payloadKey }));
      await app.register(challengeRoutes({ auth: service, verification }));
      await app.register(securityRoutes({ auth: service }));
      await app.register(totpRoutes({ auth: service }));
      await app.register(socialRoutes({ auth: service, social }));
      if (developmentProvider) await app.register(devProviderRoutes({ db: pool, secretKey }));
    },
  };
}

export type AuthDomain = ReturnType<typeof createAuthDomain>;
