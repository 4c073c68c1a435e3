import type { ContractTermsValue } from '@lotus/contract/agent-contracts';
import type { CashTeamFigures } from '../cashier/index.ts';
import type { LotteryTeamFigures } from '../lottery/index.ts';
import type { MessageService } from '../messages/index.ts';
import type { DownlineAccounts, RegistrationLinks, TeamService } from '../member/index.ts';
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
  | 'standing'
  | 'treeMembers'
  | 'accountsOf'
  | 'levels'
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

/** What a settlement reads and writes outside the agent centre. */
export interface AgentSettlementSources {
  team: Pick<TeamService, 'treeMembers' | 'accountsOf'>;
  wallet: Pick<TeamFigures, 'byMember' | 'byDayAndType' | 'postings'>;
  lottery: Pick<LotteryTeamFigures, 'byMember' | 'roundsSettledIn'>;
  cash: Pick<CashTeamFigures, 'depositsByMember'>;
  /** The payouts' journals, in one batch in the settlement's transaction (and transfers' journals). */
  ledger: Pick<Ledger, 'postWithin' | 'postMemberPayoutsWithin'>;
  /** The brand's template of the kind (what top-level agents hold), or null. */
  template(kind: ContractTermsValue['kind']): Promise<ContractTermsValue | null>;
}

/** A transfer's journal, in the transaction that writes the transfer. */
export type AgentTransferLedger = Pick<Ledger, 'postWithin'>;

/** The member domain's payment password check (asked before money leaves the account). */
export interface AgentPaymentPasswords {
  verifyPaymentPassword(memberId: bigint, given: string, language?: string): Promise<void>;
}

/** The member domain's registration links (registration reads them too). */
export type AgentRegistrationLinks = RegistrationLinks;

/** The member domain's accounts an agent opens below itself. */
export type AgentDownlineAccounts = Pick<DownlineAccounts, 'open'>;

/** Where the team reports read: the wallet's rounds and movements, the lottery's rounds. */
export interface AgentReportSources {
  wallet: Pick<TeamFigures, 'byDayAndType' | 'postings' | 'byMember'>;
  lottery: Pick<LotteryTeamFigures, 'byDay' | 'byMember'>;
}

/** The agent commissions account's reads and its funding journal. */
export type AgentCommissionLedger = Pick<Ledger, 'systemBalance' | 'postWithin'>;
