import { createAuthService } from './auth/service.ts';
import { resolveProviders } from './auth/social/providers.ts';
import type { SocialSettings } from './auth/social/providers.ts';
import { createSocialService } from './auth/social/service.ts';
import { createSecretBox } from './platform/crypto/secret-box.ts';
import { createContentService } from './content/service.ts';
import { createGamesService } from './games/service.ts';
import { createMemberContacts } from './member/contacts.ts';
import { createEmailReset } from './member/email-reset.ts';
import { createPaymentPasswords } from './member/payment-password.ts';
import { createMemberService } from './member/service.ts';
import type { Pool } from './platform/database/pool.ts';
import { createEmail } from './platform/email/create.ts';
import type { EmailSettings } from './platform/email/create.ts';
import { createSms } from './platform/sms/create.ts';
import type { SmsSettings } from './platform/sms/create.ts';
import { createSystemService } from './system/service.ts';
import { selectBrand } from './system/tables.ts';
import { createVerificationService } from './verification/service.ts';
import { createLedger } from './wallet/ledger.ts';
import { createWalletService } from './wallet/service.ts';

/** The domain services of one process, built once and shared by every site. */
export async function createServices(
  pool: Pool,
  options: {
    brandCode: string;
    memberSiteUrl: string;
    payloadKey: string;
    secretKey: string;
    /** VERIFICATION_RESEND_SECONDS. */
    resendSeconds?: number;
    sms: SmsSettings;
    email: EmailSettings;
    /** Social login providers; without it none is offered. */
    social?: Omit<SocialSettings, 'secretKey'>;
  },
) {
  const brand = await selectBrand(pool, options.brandCode);
  if (!brand) {
    throw new Error(
      `Brand "${options.brandCode}" does not exist in the database: seed it (SEED_DEMO=true) or set BRAND_CODE.`,
    );
  }
  const system = createSystemService({ pool, brand, payloadKey: options.payloadKey });
  // The one place where balances change; other domains move money through it.
  const ledger = createLedger({ pool, brand });
  const members = createMemberService({ pool, brandId: brand.id, system });
  const sms = createSms(pool, brand.id, options.sms);
  const email = createEmail(pool, brand.id, options.email);
  const verification = createVerificationService({
    pool,
    brandId: brand.id,
    brandName: brand.name,
    members,
    system,
    sms: sms.gateway,
    email: email.gateway,
    resendSeconds: options.resendSeconds,
  });
  // The security centre's parts need the verification domain, which needs the member service.
  const securityDeps = { pool, brandId: brand.id, system, verification };
  return {
    system,
    members,
    contacts: createMemberContacts(securityDeps),
    paymentPasswords: createPaymentPasswords(securityDeps),
    emailReset: createEmailReset(securityDeps),
    sms,
    email,
    verification,
    auth: createAuthService({
      pool,
      brandId: brand.id,
      brandName: brand.name,
      members,
      system,
      verification,
      box: createSecretBox(options.secretKey),
    }),
    social: createSocialService({
      pool,
      brandId: brand.id,
      secretKey: options.secretKey,
      members,
      system,
      providers: resolveProviders({
        google: undefined,
        facebook: undefined,
        developmentProvider: false,
        ...options.social,
        secretKey: options.secretKey,
      }),
    }),
    /** The development OAuth provider's store, when it is served (OAUTH_DEV_PROVIDER). */
    devOAuthProvider:
      options.social?.developmentProvider === true ? { db: pool, secretKey: options.secretKey } : undefined,
    content: createContentService({ pool, brandId: brand.id }),
    games: createGamesService({ pool, brandId: brand.id, memberSiteUrl: options.memberSiteUrl }),
    ledger,
    wallet: createWalletService({ pool, brand, ledger, members }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
