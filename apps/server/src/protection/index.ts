import type { FastifyInstance } from 'fastify';
import type { Pool } from '../platform/database/pool.ts';
import type { CallRouteOptions } from '../platform/http/calls.ts';
import { adminProtectionRoutes } from './admin-routes.ts';
import { protectionRoutes } from './routes.ts';
import type { ProtectionSessionList } from './routes.ts';
import { createProtectionService } from './service.ts';
import type { ProtectionBooks, ProtectionMembers, ProtectionSessions } from './service.ts';

/**
 * What player protection needs. It reads the wallet's books through the ledger's reports (the one
 * direction between the two: the wallet never asks protection anything; the games and the cashier
 * hand protection's checks to their own money moves).
 */
export interface ProtectionNeeds {
  pool: Pool;
  brand: { id: number; currency: string; time_zone: string };
  members: ProtectionMembers;
  /** Auth: ending every session when a break starts, and the live sessions (the reality check's start). */
  sessions: ProtectionSessions & ProtectionSessionList;
  /** The wallet's ledger reports. */
  ledger: ProtectionBooks;
  /** Auth's limit on calls that check the login password (self-exclusion types it again). */
  credentialRateLimit: CallRouteOptions<unknown>['rateLimit'];
}

/** Player protection: limits, time-outs, self-exclusions, the reality check, and the operator's view. */
export function createProtectionDomain(needs: ProtectionNeeds) {
  const { pool, brand, members, sessions, ledger } = needs;
  const service = createProtectionService({ pool, brand, members, sessions, ledger });
  return {
    service,
    /** The member's responsible-gaming calls. */
    routes: protectionRoutes({
      protection: service,
      sessions,
      credentialRateLimit: needs.credentialRateLimit,
    }),
    /** The operator's read-only view of a member's protection. */
    adminRoutes: async (app: FastifyInstance) => {
      await app.register(adminProtectionRoutes({ protection: service }));
    },
  };
}

export type ProtectionDomain = ReturnType<typeof createProtectionDomain>;
export type {
  DepositCheckOptions,
  ProtectionMembers,
  ProtectionService,
  ProtectionSessions,
} from './service.ts';
export type { ProtectionSessionList } from './routes.ts';
/** The brand's clock and money in words, as protection's refusals say them (chat's mutes say them too). */
export { amountText, instantText } from './wording.ts';
