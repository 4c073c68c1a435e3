import type { Pool } from '../platform/database/pool.ts';
import type { Logger } from '../platform/logger.ts';
import { adminAgentRoutes } from './admin-routes.ts';
import { createAgentApplications } from './applications/service.ts';
import type {
  AgentBalances,
  AgentCommissionLedger,
  AgentDownlineAccounts,
  AgentRegistrationLinks,
  AgentFigureSources,
  AgentMessages,
  AgentPaymentPasswords,
  AgentSettlementSources,
  AgentTeam,
} from './needs.ts';
import { createAgentTransfers } from './transfers/service.ts';
import { createAgentLinks } from './links/service.ts';
import { createTeamReports } from './reports/service.ts';
import { consolidatedContractsOf } from './offers/consolidated.ts';
import { createAgentOffers } from './offers/service.ts';
import { createSettlementReads } from './settlement/service.ts';
import { createCommissionAccount } from './settlement/commission-account.ts';
import { createTieredSettlement } from './settlement/settle-period.ts';
import { startAgentSettlementJob } from './settlement/settlement-job.ts';
import { createAgentOverview } from './overview/service.ts';
import { agentRoutes } from './routes.ts';
import { createAgentTeamReads } from './team/service.ts';

/** What the agent centre needs of the process and of other domains (./needs.ts). */
export interface AgentNeeds {
  pool: Pool;
  brand: { id: number; currency: string; time_zone: string };
  team: AgentTeam;
  /** The overview's figures, each from the domain that owns it. */
  figures: Omit<AgentFigureSources, 'team'>;
  /** A settlement's per-member figures and its payouts' journals. */
  settlementSources: Omit<AgentSettlementSources, 'team' | 'template'>;
  /** The member domain's registration links and the accounts agents open. */
  links: AgentRegistrationLinks;
  accounts: AgentDownlineAccounts;
  /** Where the member site is: a link's address. */
  memberSiteUrl: string;
  /** The agent commissions account's balance and funding. */
  commissionLedger: AgentCommissionLedger;
  /** Asked before an agent's transfer leaves its wallet. */
  paymentPasswords: AgentPaymentPasswords;
  balances: AgentBalances;
  messages: AgentMessages;
}

/**
 * The agent centre (issue 19): the agent's team, applications to become an agent, the operator's
 * agent calls. The contracts' pay rules are in ./contracts (pure, no database).
 */
export function createAgentsDomain(needs: AgentNeeds) {
  const { pool, brand, team } = needs;
  const brandId = brand.id;
  const applications = createAgentApplications({ pool, brandId, team, messages: needs.messages });
  const teamReads = createAgentTeamReads({ team, balances: needs.balances });
  const overview = createAgentOverview({
    sources: { team, ...needs.figures },
    timeZone: brand.time_zone,
    currency: brand.currency,
  });
  const offers = createAgentOffers({ pool, brandId, team, messages: needs.messages });
  const settlement = createTieredSettlement({
    pool,
    brandId,
    sources: {
      team,
      ...needs.settlementSources,
      template: async (kind) =>
        (await offers.templates()).templates.find((entry) => entry.kind === kind)?.terms ?? null,
    },
  });
  const transfers = createAgentTransfers({
    pool,
    brand,
    team,
    ledger: needs.settlementSources.ledger,
    paymentPasswords: needs.paymentPasswords,
    messages: needs.messages,
  });
  const settlements = createSettlementReads({ pool, brandId, currency: brand.currency, settlement });
  return {
    applications,
    offers,
    /** The consolidated funds call's contract fields (the wallet asks for them). */
    consolidatedContracts: (memberId: bigint) => consolidatedContractsOf(pool, memberId),
    /** Each tiered kind's period settled once (the job runs it; tests and the operator call it). */
    settlement,
    settlements,
    /** Starts this instance's settlement job (every ended period, once); answers its stop. */
    startSettlementJob: (logger: Logger, periodMs?: number) =>
      startAgentSettlementJob({ pool, brandId, settlement, logger, periodMs }),
    team: teamReads,
    overview,
    routes: agentRoutes({
      team: teamReads,
      overview,
      applications,
      offers,
      settlements,
      transfers,
      links: createAgentLinks({ links: needs.links, memberSiteUrl: needs.memberSiteUrl }),
      accounts: needs.accounts,
      reports: createTeamReports({
        team,
        sources: { wallet: needs.settlementSources.wallet, lottery: needs.figures.lottery },
        brand,
      }),
    }),
    adminRoutes: adminAgentRoutes({
      team,
      applications,
      offers,
      settlements,
      commissionAccount: createCommissionAccount({ pool, brandId, ledger: needs.commissionLedger }),
    }),
  };
}

export type AgentsDomain = ReturnType<typeof createAgentsDomain>;
