import type { CashTeamFigures } from '../cashier/index.ts';
import type { LotteryTeamFigures } from '../lottery/index.ts';
import type { MessageService } from '../messages/index.ts';
import type { TeamService } from '../member/index.ts';
import type { Ledger, TeamFigures } from '../wallet/index.ts';

/**
 * What the agent centre asks of other domains. The team tree and the members' types belong to the
 * member domain (they are the members' own rows); balances to the wallet; the inbox to messages.
 */
export type AgentTeam = Pick<
  TeamService,
  | 'page'
  | 'inTeam'
  | 'memberType'
  | 'memberIds'
  | 'joinedByDay'
  | 'makeAgentWithin'
  | 'setAgentType'
  | 'moveBranch'
>;

export type AgentBalances = Pick<Ledger, 'balancesOf'>;

export type AgentMessages = Pick<MessageService, 'sendWithin'>;

/** Where the overview's figures come from: each domain answers for the rows it owns. */
export interface AgentFigureSources {
  team: Pick<TeamService, 'memberIds' | 'joinedByDay'>;
  wallet: TeamFigures;
  lottery: LotteryTeamFigures;
  cash: CashTeamFigures;
}
