import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { challengeRoutes } from './auth/challenge-routes.ts';
import { securityRoutes } from './auth/security-routes.ts';
import { totpRoutes } from './auth/totp-routes.ts';
import { devProviderRoutes } from './auth/social/dev-provider-routes.ts';
import { socialRoutes } from './auth/social/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { gamesRoutes } from './games/routes.ts';
import { emailResetRoutes } from './member/email-reset-routes.ts';
import { memberRoutes } from './member/routes.ts';
import { profileRoutes } from './member/profile-routes.ts';
import { securityCentreRoutes } from './member/security-centre-routes.ts';
import type { Config } from './platform/config.ts';
import { trustProxySetting } from './platform/config.ts';
import type { Services } from './services.ts';
import { systemRoutes } from './system/routes.ts';
import { verificationRoutes } from './verification/routes.ts';
import { walletRoutes } from './wallet/routes.ts';

/** Every domain's routes, the same on each site. */
export function registerDomainRoutes(config: Config, services: Services) {
  return async (app: FastifyInstance) => {
    const proxyTrust = trustProxySetting(config.TRUST_PROXY);
    await app.register(
      systemRoutes({ system: services.system, proxyTrust, countryHeader: config.COUNTRY_HEADER }),
    );
    await app.register(authRoutes({ auth: services.auth, payloadKey: config.PAYLOAD_KEY }));
    await app.register(securityRoutes({ auth: services.auth }));
    await app.register(
      challengeRoutes({
        auth: services.auth,
        verification: services.verification,
        payloadKey: config.PAYLOAD_KEY,
      }),
    );
    await app.register(totpRoutes({ auth: services.auth, payloadKey: config.PAYLOAD_KEY }));
    await app.register(socialRoutes({ auth: services.auth, social: services.social }));
    if (services.devOAuthProvider) await app.register(devProviderRoutes(services.devOAuthProvider));
    await app.register(
      memberRoutes({
        members: services.members,
        auth: services.auth,
        system: services.system,
        verification: services.verification,
        emailReset: services.emailReset,
        payloadKey: config.PAYLOAD_KEY,
      }),
    );
    await app.register(
      emailResetRoutes({ emailReset: services.emailReset, verification: services.verification }),
    );
    await app.register(profileRoutes({ members: services.members, auth: services.auth }));
    await app.register(
      securityCentreRoutes({
        auth: services.auth,
        contacts: services.contacts,
        paymentPasswords: services.paymentPasswords,
        verification: services.verification,
        payloadKey: config.PAYLOAD_KEY,
      }),
    );
    await app.register(verificationRoutes({ verification: services.verification, system: services.system }));
    await app.register(contentRoutes({ content: services.content }));
    await app.register(gamesRoutes({ games: services.games }));
    await app.register(walletRoutes({ wallet: services.wallet, auth: services.auth }));
    await app.register(
      adminRoutes({
        operatorKey: config.OPERATOR_API_KEY,
        system: services.system,
        content: services.content,
        games: services.games,
        members: services.members,
        sms: services.sms,
        email: services.email,
        wallet: services.wallet,
      }),
    );
  };
}
