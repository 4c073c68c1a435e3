import type { FastifyInstance } from 'fastify';
import type { MemberService } from '../member/index.ts';
import type { Pool } from '../platform/database/pool.ts';
import { createEmail } from '../platform/email/create.ts';
import type { EmailSettings } from '../platform/email/create.ts';
import { createSms } from '../platform/sms/create.ts';
import type { SmsSettings } from '../platform/sms/create.ts';
import type { SystemService } from '../system/index.ts';
import { adminVerificationRoutes } from './admin-routes.ts';
import { verificationRoutes } from './routes.ts';
import { createVerificationService } from './service.ts';

export { smsRateLimit } from './routes.ts';
export type { CodeChannel, CodePurpose, VerificationService } from './service.ts';

/** What verification needs: the member look-ups its sends depend on, the brand's rules, its gateways. */
export interface VerificationNeeds {
  pool: Pool;
  brand: { id: number; name: string };
  /** A registration code is not sent for a taken name; a login or reset code only leaves for a number with an account. */
  members: Pick<MemberService, 'isUsernameTaken' | 'hasAccountWithMobile'>;
  /** The `mobileNum` rule, and the switches of the SMS-code calls. */
  system: Pick<SystemService, 'registerRules' | 'isFeatureOn'>;
  /** SMS_GATEWAY and EMAIL_GATEWAY: which gateways carry the codes. */
  sms: SmsSettings;
  email: EmailSettings;
  /** Seconds between two codes to one number or address (VERIFICATION_RESEND_SECONDS, default 60). */
  resendSeconds?: number;
}

/** SMS and email codes: their limits, sending and spending, the gateways and their outboxes. */
export function createVerificationDomain(needs: VerificationNeeds) {
  const { pool, brand, members, system } = needs;
  const sms = createSms(pool, brand.id, needs.sms);
  const email = createEmail(pool, brand.id, needs.email);
  const service = createVerificationService({
    pool,
    brandId: brand.id,
    brandName: brand.name,
    members,
    system,
    sms: sms.gateway,
    email: email.gateway,
    resendSeconds: needs.resendSeconds,
  });
  return {
    service,
    /** The visitor's SMS codes (registration, login, reset). */
    routes: async (app: FastifyInstance) => {
      await app.register(verificationRoutes({ verification: service, system }));
    },
    /** The development gateways' outboxes. */
    adminRoutes: adminVerificationRoutes({ sms, email }),
  };
}

export type VerificationDomain = ReturnType<typeof createVerificationDomain>;
