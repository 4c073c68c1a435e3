import {
  applyForAgent,
  createRegistrationLink,
  getOwnAgentApplication,
  getTeam,
  getTeamBets,
  getTeamOverview,
  getTeamProfitLoss,
  getTeamTransactions,
  listRegistrationLinks,
  openDownlineAccount,
  updateRegistrationLink,
  visitRegistrationLink,
} from '@lotus/contract/agents';
import {
  actOnAgentContract,
  listAgentContracts,
  listAgentIncome,
  offerAgentContract,
} from '@lotus/contract/agent-contracts';
import { listAgentTransfers, transferAsAgent } from '@lotus/contract/agent-transfers';
import { pickLanguage } from '@lotus/i18n/messages';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../platform/http/calls.ts';
import type { AgentApplications } from './applications/service.ts';
import type { AgentOffers } from './offers/service.ts';
import type { AgentOverview } from './overview/service.ts';
import type { SettlementReads } from './settlement/service.ts';
import type { AgentTeamReads } from './team/service.ts';
import type { AgentTransfers } from './transfers/service.ts';
import type { AgentLinks } from './links/service.ts';
import type { TeamReports } from './reports/service.ts';
import type { AgentDownlineAccounts } from './needs.ts';

/** The agent site's calls, and the member site's application to become an agent. */
export function agentRoutes(deps: {
  team: AgentTeamReads;
  overview: AgentOverview;
  applications: AgentApplications;
  offers: AgentOffers;
  settlements: SettlementReads;
  transfers: AgentTransfers;
  links: AgentLinks;
  accounts: AgentDownlineAccounts;
  reports: TeamReports;
}) {
  return async (app: FastifyInstance) => {
    await registerCall(app, getTeam, async ({ query, caller }) => deps.team.page(caller.member.id, query));
    await registerCall(app, getTeamOverview, async ({ query, caller }) =>
      deps.overview.overview(caller.member.id, query),
    );
    await registerCall(app, listAgentContracts, async ({ caller }) => deps.offers.list(caller.member.id));
    await registerCall(app, offerAgentContract, async ({ body, caller }) =>
      deps.offers.offer(caller.member.id, body),
    );
    await registerCall(app, actOnAgentContract, async ({ params, body, caller }) =>
      deps.offers.act(caller.member.id, BigInt(params.id), params.action, body.confirmCancellation),
    );
    await registerCall(app, listAgentIncome, async ({ query, caller }) =>
      deps.settlements.income(caller.member.id, query),
    );
    await registerCall(app, transferAsAgent, async ({ body, caller }, request) =>
      deps.transfers.send(caller.member.id, body, pickLanguage(request.headers['accept-language'])),
    );
    await registerCall(app, listAgentTransfers, async ({ query, caller }) =>
      deps.transfers.list(caller.member.id, query),
    );
    await registerCall(app, listRegistrationLinks, async ({ caller }) => deps.links.list(caller.member.id));
    await registerCall(app, createRegistrationLink, async ({ body, caller }) =>
      deps.links.create(caller.member.id, body),
    );
    await registerCall(app, updateRegistrationLink, async ({ params, body, caller }) =>
      deps.links.update(caller.member.id, BigInt(params.id), body),
    );
    await registerCall(app, visitRegistrationLink, async ({ params }) => deps.links.visit(params.code));
    await registerCall(app, openDownlineAccount, async ({ body, caller }, request) => {
      const opened = await deps.accounts.open(
        caller.member.id,
        body,
        pickLanguage(request.headers['accept-language']),
      );
      return { id: opened.id.toString(), account: opened.username, type: opened.type };
    });
    await registerCall(app, getTeamBets, async ({ query, caller }) =>
      deps.reports.bets(caller.member.id, query),
    );
    await registerCall(app, getTeamTransactions, async ({ query, caller }) =>
      deps.reports.transactions(caller.member.id, query),
    );
    await registerCall(app, getTeamProfitLoss, async ({ query, caller }) =>
      deps.reports.profitLoss(caller.member.id, query),
    );
    await registerCall(app, getOwnAgentApplication, async ({ caller }) =>
      deps.applications.own(caller.member.id),
    );
    await registerCall(app, applyForAgent, async ({ body, caller }) =>
      deps.applications.apply(caller.member.id, {
        contact: body.contact,
        expectedTeam: body.expectedTeam,
        note: body.note,
      }),
    );
  };
}
