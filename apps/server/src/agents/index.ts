import type { Pool } from '../platform/database/pool.ts';
import { adminAgentRoutes } from './admin-routes.ts';
import { createAgentApplications } from './applications/service.ts';
import type { AgentBalances, AgentFigureSources, AgentMessages, AgentTeam } from './needs.ts';
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
  return {
    applications,
    team: teamReads,
    overview,
    routes: agentRoutes({ team: teamReads, overview, applications }),
    adminRoutes: adminAgentRoutes({ team, applications }),
  };
}

export type AgentsDomain = ReturnType<typeof createAgentsDomain>;
