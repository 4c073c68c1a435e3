import { apiClient } from '@lotus/app-shell';
import type { AgentApplication, ApplyForAgent, OwnAgentApplication } from '@lotus/contract/agents';
import { applyForAgent, getOwnAgentApplication } from '@lotus/contract/agents';

/** The member's application to become an agent, over the site's one API client. */
export const agentApplicationApi = {
  own: (): Promise<OwnAgentApplication> => apiClient.call(getOwnAgentApplication),
  apply: (form: ApplyForAgent): Promise<AgentApplication> => apiClient.call(applyForAgent, { body: form }),
};

/** The one query of the page: a sent application replaces its answer (it is the latest, and pending). */
export const agentApplicationQueryKey = ['agent-application'] as const;
