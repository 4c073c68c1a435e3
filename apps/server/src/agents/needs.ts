import type { MessageService } from '../messages/index.ts';
import type { TeamService } from '../member/index.ts';
import type { Ledger } from '../wallet/index.ts';

/**
 * What the agent centre asks of other domains. The team tree and the members' types belong to the
 * member domain (they are the members' own rows); balances to the wallet; the inbox to messages.
 */
export type AgentTeam = Pick<
  TeamService,
  'page' | 'inTeam' | 'memberType' | 'makeAgentWithin' | 'setAgentType' | 'moveBranch'
>;

export type AgentBalances = Pick<Ledger, 'balancesOf'>;

export type AgentMessages = Pick<MessageService, 'sendWithin'>;
