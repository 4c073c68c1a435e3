import { isApiError } from '@lotus/api-client';
import { apiClient } from '@lotus/app-shell';
import type {
  AgentContract,
  AgentContracts,
  ContractKindValue,
  ContractTermsValue,
} from '@lotus/contract/agent-contracts';
import { actOnAgentContract, listAgentContracts, offerAgentContract } from '@lotus/contract/agent-contracts';
import { getTeam } from '@lotus/contract/agents';
import type { TeamMember } from '@lotus/contract/agents';

export const contractKinds = ['dividend', 'daily_salary', 'hourly_salary', 'real_time_salary'] as const;
export type ContractAction =
  'accept' | 'reject' | 'request-termination' | 'accept-termination' | 'reject-termination';

export const contractsQueryKey = ['agent', 'contracts'] as const;
export const downlineAgentsQueryKey = ['agent', 'contracts', 'downline-agents'] as const;

/** The agent's contracts: held or offered to it, given below, and a top-level agent's templates. */
export function fetchContracts(signal?: AbortSignal): Promise<AgentContracts> {
  return apiClient.call(listAgentContracts, undefined, { signal });
}

export function offerContract(agentId: string, terms: ContractTermsValue): Promise<AgentContract> {
  return apiClient.call(offerAgentContract, { body: { agentId, terms } });
}

export function actOnContract(id: string, action: ContractAction, confirmCancellation = false) {
  return apiClient.call(actOnAgentContract, { params: { id, action }, body: { confirmCancellation } });
}

/** The pages of the direct downline asked for at most: an agent with more is rare. */
const downlinePages = 10;
const downlinePageSize = 200;

/** The agents of the caller's direct downline: whom it may offer a contract to. */
export async function fetchDownlineAgents(signal?: AbortSignal): Promise<TeamMember[]> {
  const agents: TeamMember[] = [];
  for (let page = 1; page <= downlinePages; page += 1) {
    const answer = await apiClient.call(getTeam, { query: { page, size: downlinePageSize } }, { signal });
    agents.push(...answer.content.filter((member) => member.type !== 0));
    if (page * downlinePageSize >= answer.total) break;
  }
  return agents;
}

/** Accepting would cancel contracts the agent gave below at higher rates: the server names them. */
export function cancelsOthers(error: unknown): boolean {
  return isApiError(error) && error.code === 'error_contract_cancels_others';
}

/** A contract still in force or on its way: offered, signed, or its end asked for. */
export const isOpen = (contract: AgentContract) =>
  contract.state === 'offered' || contract.state === 'signed' || contract.state === 'termination_requested';
export const isStanding = (contract: AgentContract) =>
  contract.state === 'signed' || contract.state === 'termination_requested';

export interface KindView {
  kind: ContractKindValue;
  /** The contract the agent holds of the kind (signed, or its end asked for). */
  standing: AgentContract | undefined;
  /** Offers made to the agent, waiting for its answer. */
  offers: AgentContract[];
  /** The agent's own contracts that ended or it turned down. */
  pastHeld: AgentContract[];
  /** Contracts the agent gave its direct downline, in force or offered. */
  givenOpen: AgentContract[];
  /** Those that ended or were turned down. */
  givenPast: AgentContract[];
  /** The brand's terms a top-level agent holds, when the brand set them. */
  template: ContractTermsValue | undefined;
  /** A top-level agent: the brand's templates are what it holds (it has some of them). */
  topLevel: boolean;
  /** What the agent itself holds: its contract, else the template; what an offer below is held to. */
  own: ContractTermsValue | null;
  /** How many of the contracts wait for the agent's answer (an offer, the other side's end). */
  waiting: number;
}

/** One kind's contracts, sorted as the page shows them. */
export function kindView(answer: AgentContracts, kind: ContractKindValue): KindView {
  const held = answer.held.filter((contract) => contract.kind === kind);
  const given = answer.given.filter((contract) => contract.kind === kind);
  const standing = held.find(isStanding);
  const offers = held.filter((contract) => contract.state === 'offered');
  const template = answer.templates.find((entry) => entry.kind === kind)?.terms;
  const asksMe = (contract: AgentContract, mySide: 'upline' | 'agent') =>
    contract.state === 'termination_requested' &&
    contract.terminationRequestedBy !== null &&
    contract.terminationRequestedBy !== mySide;
  const waiting =
    offers.length +
    held.filter((contract) => asksMe(contract, 'agent')).length +
    given.filter((contract) => asksMe(contract, 'upline')).length;
  return {
    kind,
    standing,
    offers,
    pastHeld: held.filter((contract) => !isOpen(contract)),
    givenOpen: given.filter(isOpen),
    givenPast: given.filter((contract) => !isOpen(contract)),
    template,
    topLevel: answer.templates.length > 0,
    own: standing?.terms ?? template ?? null,
    waiting,
  };
}
