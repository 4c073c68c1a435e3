import {
  approveAgentApplication,
  listAgentApplications,
  moveBranch,
  rejectAgentApplication,
  setAgentType,
} from '@lotus/contract/agents';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { AgentApplications } from './applications/service.ts';
import type { AgentTeam } from './needs.ts';

/** The operator's agent calls: the applications' queue, agent types and moving a branch. */
export function adminAgentRoutes(deps: { team: AgentTeam; applications: AgentApplications }) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listAgentApplications, async ({ query }) => deps.applications.list(query));
    await registerCall(app, approveAgentApplication, async ({ params, body, caller }) =>
      deps.applications.decide(BigInt(params.id), { status: 'approved', agentType: body.agentType }, caller),
    );
    await registerCall(app, rejectAgentApplication, async ({ params, body, caller }) =>
      deps.applications.decide(BigInt(params.id), { status: 'rejected', reason: body.reason }, caller),
    );
    await registerCall(app, setAgentType, async ({ params, body, caller }) =>
      deps.team.setAgentType(params.username, body.agentType, caller),
    );
    await registerCall(app, moveBranch, async ({ params, body, caller }) =>
      deps.team.moveBranch(params.username, body.upline, caller),
    );
  };
}
