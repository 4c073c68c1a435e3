import type { AgentType } from '@lotus/contract/agents';

/**
 * The agent types an operator chooses from, in the order offered, each with what it is
 * (decision 0005): types 1, 2 and 4 play with the same account, types 41 and 42 only run a team.
 * Nothing else tells the types apart yet.
 */
export const agentTypeKinds = {
  1: 'playing',
  2: 'playing',
  4: 'playing',
  41: 'teamOnly',
  42: 'teamOnly',
} as const satisfies Record<AgentType, 'playing' | 'teamOnly'>;

export const agentTypeChoices: readonly AgentType[] = [1, 2, 4, 41, 42];

/** The query keys of the feature: the applications by status (then page). */
export const agentApplicationsKey = ['console', 'agents', 'applications'] as const;
