import { defineCall } from '../call.ts';

// Agent contracts, their settlements and the agent's income (issue 19). Its zod schemas are in
// ./schemas.ts (@lotus/contract/agent-contracts/schemas).
export type {
  AgentContract,
  AgentContracts,
  AgentPayout,
  AgentSettlement,
  AgentSettlementPage,
  CommissionAccount,
  FundCommissionAccount,
  ContractActionBody,
  ContractKindValue,
  ContractTemplates,
  ContractTermsValue,
  IncomePage,
  OfferContract,
  SettlementRun,
} from './schemas.ts';

const schemas = () => import('./schemas.ts');
const tag = 'agent contracts';
const operatorTag = 'operator: agent contracts';

const offerErrors = [
  'error_contract_not_direct_downline',
  'error_contract_upline_has_none',
  'error_contract_kind_mismatch',
  'error_contract_rate_above_upline',
  'error_contract_rate_invalid',
  'error_contract_cycle_invalid',
  'error_contract_tier_count',
  'error_contract_tier_negative',
  'error_contract_tier_rate_invalid',
  'error_contract_tier_decreasing',
  'error_contract_offer_open',
] as const;

export const listAgentContracts = defineCall(schemas, {
  method: 'GET',
  path: '/wps/agent/contracts',
  scope: 'agent',
  tag,
  summary:
    'The contracts the agent holds or was offered, those it gave its direct downline, and its templates',
  errors: [],
  schemas: (s) => ({ value: s.agentContractsSchema }),
});

export const offerAgentContract = defineCall(schemas, {
  method: 'POST',
  path: '/wps/agent/contracts',
  scope: 'agent',
  tag,
  summary: 'Offer a contract to a direct downline agent (rates never above the offerer’s own)',
  errors: ['error_not_found', ...offerErrors],
  schemas: (s) => ({ body: s.offerContractSchema, value: s.contractSchema }),
});

export const actOnAgentContract = defineCall(schemas, {
  method: 'POST',
  path: '/wps/agent/contracts/:id/:action',
  scope: 'agent',
  tag,
  summary: 'Accept or reject an offer; request, accept or reject a termination',
  errors: [
    'error_not_found',
    'error_contract_not_party',
    'error_contract_wrong_side',
    'error_contract_illegal_transition',
    'error_contract_cancels_others',
  ],
  schemas: (s) => ({
    params: s.contractActionParamsSchema,
    body: s.contractActionSchema,
    value: s.contractSchema,
  }),
});

export const listAgentIncome = defineCall(schemas, {
  method: 'GET',
  path: '/wps/agent/income',
  scope: 'agent',
  tag,
  summary: 'Every payout to the agent, newest first, each with its contract, period and statement',
  errors: [],
  schemas: (s) => ({ query: s.incomeQuerySchema, value: s.incomePageSchema }),
});

export const listContractTemplates = defineCall(schemas, {
  method: 'GET',
  path: '/admin/agents/contract-templates',
  scope: 'operator',
  permission: 'members.read',
  tag: operatorTag,
  summary: 'The brand’s top-level contract templates',
  errors: [],
  schemas: (s) => ({ value: s.templatesSchema }),
});

export const setContractTemplate = defineCall(schemas, {
  method: 'PUT',
  path: '/admin/agents/contract-templates/:kind',
  scope: 'operator',
  permission: 'members.manage',
  tag: operatorTag,
  summary: 'Set the brand’s top-level contract of a kind (what top-level agents hold and offer below)',
  errors: [
    'error_contract_kind_mismatch',
    'error_contract_rate_invalid',
    'error_contract_cycle_invalid',
    'error_contract_tier_count',
    'error_contract_tier_negative',
    'error_contract_tier_rate_invalid',
    'error_contract_tier_decreasing',
  ],
  schemas: (s) => ({ params: s.templateParamsSchema, body: s.setTemplateSchema, value: s.templatesSchema }),
});

export const listAgentSettlements = defineCall(schemas, {
  method: 'GET',
  path: '/admin/agents/settlements',
  scope: 'operator',
  permission: 'members.read',
  tag: operatorTag,
  summary: 'The agent settlements, newest first, by kind',
  errors: [],
  schemas: (s) => ({ query: s.settlementsQuerySchema, value: s.settlementPageSchema }),
});

export const runAgentSettlement = defineCall(schemas, {
  method: 'POST',
  path: '/admin/agents/settlements',
  scope: 'operator',
  permission: 'members.manage',
  tag: operatorTag,
  summary: 'Settle one kind’s ended period now, or answer its settlement when it is settled already',
  errors: ['error_agent_period_not_ended'],
  schemas: (s) => ({ body: s.runSettlementSchema, value: s.settlementRunSchema }),
});

export const getCommissionAccount = defineCall(schemas, {
  method: 'GET',
  path: '/admin/agents/commission-account',
  scope: 'operator',
  permission: 'wallet.read',
  tag: operatorTag,
  summary: 'The agent commissions account: its balance and what it paid agents',
  errors: [],
  schemas: (s) => ({ value: s.commissionAccountSchema }),
});

export const fundCommissionAccount = defineCall(schemas, {
  method: 'POST',
  path: '/admin/agents/commission-account/fund',
  scope: 'operator',
  permission: 'wallet.adjust',
  tag: operatorTag,
  summary: 'Move money from the house into the agent commissions account (once per idempotency key; audited)',
  errors: ['error_conflict'],
  schemas: (s) => ({ body: s.fundCommissionAccountSchema, value: s.commissionAccountSchema }),
});
