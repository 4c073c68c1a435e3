import { createAuthService } from './auth/service.ts';
import { createSecretBox } from './platform/crypto/secret-box.ts';
import { createContentService } from './content/service.ts';
import { createGamesService } from './games/service.ts';
import { createMemberService } from './member/service.ts';
import type { Pool } from './platform/database/pool.ts';
import { createEmail } from './platform/email/create.ts';
import type { EmailSettings } from './platform/email/create.ts';
import { createSms } from './platform/sms/create.ts';
import type { SmsSettings } from './platform/sms/create.ts';
import { createSystemService } from './system/service.ts';
import { selectBrand } from './system/tables.ts';
import { createVerificationService } from './verification/service.ts';
import { createWalletService } from './wallet/service.ts';

/** The domain services of one process, built once and shared by every site. */
export async function createServices(
  pool: Pool,
  options: {
    brandCode: string;
    memberSiteUrl: string;
    payloadKey: string;
    secretKey: string;
    sms: SmsSettings;
    email: EmailSettings;
  },
) {
  const brand = await selectBrand(pool, options.brandCode);
  if (!brand) {
    throw new Error(
      `Brand "${options.brandCode}" does not exist in the database: seed it (SEED_DEMO=true) or set BRAND_CODE.`,
    );
  }
  const system = createSystemService({ pool, brand, payloadKey: options.payloadKey });
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
  });
  return {
    system,
    members,
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
    content: createContentService({ pool, brandId: brand.id }),
    games: createGamesService({ pool, brandId: brand.id, memberSiteUrl: options.memberSiteUrl }),
    wallet: createWalletService({ pool, brand }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
