import {
  approveAgentApplication,
  listAgentApplications,
  moveBranch,
  rejectAgentApplication,
  setAgentType,
} from '@lotus/contract/agents';
import {
  fundCommissionAccount,
  getCommissionAccount,
  listAgentSettlements,
  listContractTemplates,
  runAgentSettlement,
  setContractTemplate,
} from '@lotus/contract/agent-contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { AgentApplications } from './applications/service.ts';
import type { AgentTeam } from './needs.ts';
import type { AgentOffers } from './offers/service.ts';
import type { SettlementReads } from './settlement/service.ts';
import type { CommissionAccountService } from './settlement/commission-account.ts';

/** The operator's agent calls: the applications' queue, agent types and moving a branch. */
export function adminAgentRoutes(deps: {
  team: AgentTeam;
  applications: AgentApplications;
  offers: AgentOffers;
  settlements: SettlementReads;
  commissionAccount: CommissionAccountService;
}) {
  return async (app: FastifyInstance) => {
    await registerCall(app, listAgentApplications, async ({ query }) => deps.applications.list(query));
    await registerCall(app, approveAgentApplication, async ({ params, body, caller }) =>
      deps.applications.decide(BigInt(params.id), { status: 'approved', agentType: body.agentType }, caller),
    );
    await registerCall(app, rejectAgentApplication, async ({ params, body, caller }) =>
      deps.applications.decide(BigInt(params.id), { status: 'rejected', reason: body.reason }, caller),
    );
    await registerCall(app, listContractTemplates, async () => deps.offers.templates());
    await registerCall(app, setContractTemplate, async ({ params, body, caller }) =>
      deps.offers.setTemplate(params.kind, body.terms, caller),
    );
    await registerCall(app, listAgentSettlements, async ({ query }) => deps.settlements.list(query));
    await registerCall(app, runAgentSettlement, async ({ body }) =>
      deps.settlements.run(body.kind, body.periodKey),
    );
    await registerCall(app, getCommissionAccount, async () => deps.commissionAccount.read());
    await registerCall(app, fundCommissionAccount, async ({ body, caller }) =>
      deps.commissionAccount.fund(body, caller),
    );
    await registerCall(app, setAgentType, async ({ params, body, caller }) =>
      deps.team.setAgentType(params.username, body.agentType, caller),
    );
    await registerCall(app, moveBranch, async ({ params, body, caller }) =>
      deps.team.moveBranch(params.username, body.upline, caller),
    );
  };
}
