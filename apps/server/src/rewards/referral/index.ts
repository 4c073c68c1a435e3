import type { Pool } from '../../platform/database/pool.ts';
import type { ReferralSources, RewardsLedger } from '../needs.ts';
import { createReferralAdmin } from './operator.ts';
import { referralAdminRoutes, referralRoutes } from './routes.ts';
import { createReferralProgramme } from './service.ts';

/** The referral programme: the member's code, link and friends, claims, the operator's rules (docs/referral.md). */
export function createReferralPart(needs: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: RewardsLedger;
  sources: ReferralSources;
  memberSiteUrl: string;
}) {
  const programme = createReferralProgramme(needs);
  const admin = createReferralAdmin(needs);
  return {
    programme,
    admin,
    routes: referralRoutes({ programme }),
    adminRoutes: referralAdminRoutes({ admin }),
  };
}

export type ReferralPart = ReturnType<typeof createReferralPart>;
