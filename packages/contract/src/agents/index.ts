import { defineCall } from '../call.ts';

// The agent centre (issue 19): the team, agent applications, the operator's agent calls. Its zod
// schemas are in ./schemas.ts (@lotus/contract/agents/schemas).
export type {
  AgentApplication,
  AgentApplicationStatus,
  AgentApplicationsQuery,
  AgentType,
  AgentTypeChanged,
  ApplyForAgent,
  ApproveAgentApplication,
  CreateLink,
  OpenAccount,
  OpenedAccount,
  RegistrationLink,
  RegistrationLinks,
  UpdateLink,
  BranchMoved,
  MoveBranch,
  OperatorAgentApplication,
  OperatorAgentApplicationPage,
  OwnAgentApplication,
  RejectAgentApplication,
  TeamBets,
  TeamBetsQuery,
  TeamMember,
  TeamProfitLoss,
  TeamProfitLossQuery,
  TeamTransactionPage,
  TeamTransactionsQuery,
  TeamOverview,
  TeamOverviewQuery,
  TeamPage,
  TeamQuery,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'agents';
const operatorTag = 'operator: agents';

export const getTeam = defineCall(schemas, {
  method: 'GET',
  path: '/wps/agent/team',
  scope: 'agent',
  tag,
  summary: 'The agent’s team: a member’s direct downline, or every member of its team by name or level',
  errors: ['error_not_found'],
  schemas: (s) => ({ query: s.teamQuerySchema, value: s.teamPageSchema }),
});

export const getTeamOverview = defineCall(schemas, {
  method: 'GET',
  path: '/wps/agent/team/overview',
  scope: 'agent',
  tag,
  summary:
    'The agent’s team over a range of days: size, new and active members, money in and out, valid bets, net loss, income, by day',
  errors: [],
  schemas: (s) => ({ query: s.teamOverviewQuerySchema, value: s.teamOverviewSchema }),
});

export const listRegistrationLinks = defineCall(schemas, {
  method: 'GET',
  path: '/wps/agent/links',
  scope: 'agent',
  tag,
  summary: 'The agent’s registration links with their clicks and registrations',
  errors: [],
  schemas: (s) => ({ value: s.linksSchema }),
});

export const createRegistrationLink = defineCall(schemas, {
  method: 'POST',
  path: '/wps/agent/links',
  scope: 'agent',
  tag,
  summary: 'A new registration link (its own code) for a plain member or an agent, with a note',
  errors: [],
  schemas: (s) => ({ body: s.createLinkSchema, value: s.linkSchema }),
});

export const updateRegistrationLink = defineCall(schemas, {
  method: 'PUT',
  path: '/wps/agent/links/:id',
  scope: 'agent',
  tag,
  summary: 'Switch one of the agent’s links on or off, or change its note',
  errors: ['error_not_found'],
  schemas: (s) => ({ params: s.linkParamsSchema, body: s.updateLinkSchema, value: s.linkSchema }),
});

export const visitRegistrationLink = defineCall(schemas, {
  method: 'POST',
  path: '/wps/relay/register-links/:code/visit',
  scope: 'visitor',
  tag,
  noStore: true,
  summary: 'Counts a visit of the registration page through an enabled link',
  errors: [],
  schemas: (s) => ({ params: s.linkCodeParamsSchema, value: s.linkVisitSchema }),
});

export const openDownlineAccount = defineCall(schemas, {
  method: 'POST',
  path: '/wps/agent/team/accounts',
  scope: 'agent',
  tag,
  encrypted: true,
  summary:
    'Open an account directly below the agent, a plain member or an agent (encrypted body); it chooses its own password at its first login',
  errors: ['error_username_taken', 'error_password_mismatch'],
  schemas: (s) => ({ body: s.openAccountSchema, value: s.openedAccountSchema }),
});

export const getTeamBets = defineCall(schemas, {
  method: 'GET',
  path: '/wps/agent/team/bets',
  scope: 'agent',
  tag,
  summary: 'The team’s settled bets by day and game type, for the whole team or one member of it',
  errors: ['error_not_found'],
  schemas: (s) => ({ query: s.teamBetsQuerySchema, value: s.teamBetsSchema }),
});

export const getTeamTransactions = defineCall(schemas, {
  method: 'GET',
  path: '/wps/agent/team/transactions',
  scope: 'agent',
  tag,
  summary:
    'The team’s main-wallet movements (deposits, withdrawals, transfers, bonuses, commissions), newest first',
  errors: ['error_not_found'],
  schemas: (s) => ({ query: s.teamTransactionsQuerySchema, value: s.teamTransactionPageSchema }),
});

export const getTeamProfitLoss = defineCall(schemas, {
  method: 'GET',
  path: '/wps/agent/team/profit-loss',
  scope: 'agent',
  tag,
  summary: 'The downline’s profit and loss over days: per member, or summed per level',
  errors: [],
  schemas: (s) => ({ query: s.teamProfitLossQuerySchema, value: s.teamProfitLossSchema }),
});

export const getOwnAgentApplication = defineCall(schemas, {
  method: 'GET',
  path: '/wps/member/agent-application',
  scope: 'member',
  tag,
  summary: 'The member’s latest application to become an agent, and whether it is one',
  errors: [],
  schemas: (s) => ({ value: s.ownAgentApplicationSchema }),
});

export const applyForAgent = defineCall(schemas, {
  method: 'POST',
  path: '/wps/member/agent-application',
  scope: 'member',
  tag,
  summary: 'Apply to become an agent (contact, expected team, a note); an operator decides',
  errors: ['error_already_agent', 'error_agent_application_pending'],
  schemas: (s) => ({ body: s.applyForAgentSchema, value: s.agentApplicationSchema }),
});

export const listAgentApplications = defineCall(schemas, {
  method: 'GET',
  path: '/admin/agents/applications',
  scope: 'operator',
  permission: 'members.read',
  tag: operatorTag,
  summary: 'Applications to become an agent, oldest first, by status',
  errors: [],
  schemas: (s) => ({ query: s.agentApplicationsQuerySchema, value: s.operatorAgentApplicationPageSchema }),
});

export const approveAgentApplication = defineCall(schemas, {
  method: 'POST',
  path: '/admin/agents/applications/:id/approve',
  scope: 'operator',
  permission: 'members.manage',
  tag: operatorTag,
  summary: 'Approve an application: the member becomes an agent of the chosen type and is told',
  errors: ['error_not_found', 'error_agent_application_decided'],
  schemas: (s) => ({
    params: s.applicationParamsSchema,
    body: s.approveAgentApplicationSchema,
    value: s.operatorAgentApplicationSchema,
  }),
});

export const rejectAgentApplication = defineCall(schemas, {
  method: 'POST',
  path: '/admin/agents/applications/:id/reject',
  scope: 'operator',
  permission: 'members.manage',
  tag: operatorTag,
  summary: 'Reject an application with a reason the member is told',
  errors: ['error_not_found', 'error_agent_application_decided'],
  schemas: (s) => ({
    params: s.applicationParamsSchema,
    body: s.rejectAgentApplicationSchema,
    value: s.operatorAgentApplicationSchema,
  }),
});

export const setAgentType = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/members/:username/agent-type',
  scope: 'operator',
  permission: 'members.manage',
  tag: operatorTag,
  summary: 'Make a member an agent of a type (1, 2, 4, 41, 42), or change an agent’s type',
  errors: ['error_account_not_found'],
  schemas: (s) => ({
    params: s.memberParamsSchema,
    body: s.setAgentTypeSchema,
    value: s.agentTypeChangedSchema,
  }),
});

export const moveBranch = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/members/:username/upline',
  scope: 'operator',
  permission: 'members.manage',
  tag: operatorTag,
  summary: 'Move a member and its whole team under another agent (never into its own team)',
  errors: ['error_account_not_found', 'error_upline_not_agent', 'error_upline_in_own_team'],
  schemas: (s) => ({ params: s.memberParamsSchema, body: s.moveBranchSchema, value: s.branchMovedSchema }),
});
