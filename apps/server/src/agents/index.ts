import type { Pool } from '../platform/database/pool.ts';
import { adminAgentRoutes } from './admin-routes.ts';
import { createAgentApplications } from './applications/service.ts';
import type { AgentBalances, AgentMessages, AgentTeam } from './needs.ts';
import { agentRoutes } from './routes.ts';
import { createAgentTeamReads } from './team/service.ts';

/** What the agent centre needs of the process and of other domains (./needs.ts). */
export interface AgentNeeds {
  pool: Pool;
  brandId: number;
  team: AgentTeam;
  balances: AgentBalances;
  messages: AgentMessages;
}

/**
 * The agent centre (issue 19): the agent's team, applications to become an agent, the operator's
 * agent calls. The contracts' pay rules are in ./contracts (pure, no database).
 */
export function createAgentsDomain(needs: AgentNeeds) {
  const { pool, brandId, team } = needs;
  const applications = createAgentApplications({ pool, brandId, team, messages: needs.messages });
  const teamReads = createAgentTeamReads({ team, balances: needs.balances });
  return {
    applications,
    team: teamReads,
    routes: agentRoutes({ team: teamReads, applications }),
    adminRoutes: adminAgentRoutes({ team, applications }),
  };
}

export type AgentsDomain = ReturnType<typeof createAgentsDomain>;
