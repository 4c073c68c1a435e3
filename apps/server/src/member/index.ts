import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import type { SystemService } from '../system/index.ts';
import { adminMemberRoutes } from './admin-routes.ts';
import { createMemberContacts } from './contacts/service.ts';
import { emailResetRoutes } from './email-reset/routes.ts';
import { createEmailReset } from './email-reset/service.ts';
import type { MemberCodes, MemberRateLimits, MemberSessions } from './needs.ts';
import { createPaymentPasswords } from './payment-password/service.ts';
import { profileRoutes } from './profile/routes.ts';
import { createReferrals } from './referrals/service.ts';
import { memberRoutes } from './routes.ts';
import { securityCentreRoutes } from './security-centre/routes.ts';
import { createMemberService } from './service.ts';
import { createRegistrationLinks } from './links/service.ts';
import { createDownlineAccounts } from './team/open-account.ts';
import { createTeamService } from './team/service.ts';

export type { MemberContacts } from './contacts/service.ts';
export type { EmailReset } from './email-reset/service.ts';
export type { MemberCodes, MemberRateLimits, MemberSessions } from './needs.ts';
export type { PaymentPasswords } from './payment-password/service.ts';
export type { LoginAccount, MemberService, SessionMember } from './service.ts';
export type { TeamService } from './team/service.ts';
export type { Referrals } from './referrals/service.ts';
export type { DownlineAccounts } from './team/open-account.ts';
export type { LinkRow, RegistrationLinks } from './links/service.ts';

/**
 * What the member domain needs. Auth and verification both need the members, so the member domain
 * imports neither: their parts it uses are stated in ./needs.ts and handed in by the composition root.
 */
export interface MemberNeeds {
  pool: Pool;
  brandId: number;
  /** The brand's field rules, feature switches and time zone. */
  system: SystemService;
  /** Auth's sessions and captcha. */
  sessions: MemberSessions;
  /** Verification's codes. */
  codes: MemberCodes;
  rateLimits: MemberRateLimits;
}

/**
 * Accounts and registration, the login password, the profile, the bound number and address, and
 * the payment password, with the operator's calls on a member.
 */
export function createMemberDomain(needs: MemberNeeds) {
  const { pool, brandId, system, sessions, codes, rateLimits } = needs;
  const referrals = createReferrals({ pool, brandId });
  const service = createMemberService({ pool, brandId, system, referrals });
  const securityDeps = { pool, brandId, system, verification: codes };
  const contacts = createMemberContacts(securityDeps);
  const paymentPasswords = createPaymentPasswords(securityDeps);
  const emailReset = createEmailReset(securityDeps);
  const team = createTeamService({ pool, brandId });
  return {
    service,
    /** The team tree: an agent's team, agent types, moving a branch (the agent centre calls it). */
    team,
    /** Accounts an agent opens below itself. */
    downlineAccounts: createDownlineAccounts({ pool, brandId, system }),
    /** Agents' registration links (registration reads them through resolveRegistration). */
    registrationLinks: createRegistrationLinks({ pool, brandId }),
    /** Referral codes and who referred whom (the rewards' referral programme asks a member's code). */
    referrals,
    contacts,
    /** Asked before money leaves the account (the cashier's withdrawals). */
    paymentPasswords,
    emailReset,
    /** Registration, the member's record, passwords, profile and security centre. */
    routes: async (app: FastifyInstance) => {
      await app.register(memberRoutes({ members: service, sessions, system, codes, emailReset, rateLimits }));
      await app.register(emailResetRoutes({ emailReset, codes, rateLimits }));
      await app.register(profileRoutes({ members: service }));
      await app.register(securityCentreRoutes({ contacts, paymentPasswords, codes, rateLimits }));
    },
    /** The first-login obligation and the KYC read of a profile. */
    adminRoutes: adminMemberRoutes({ members: service }),
  };
}

export type MemberDomain = ReturnType<typeof createMemberDomain>;
