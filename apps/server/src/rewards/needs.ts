import type { CashTeamFigures } from '../cashier/index.ts';
import type { LotteryTeamFigures } from '../lottery/index.ts';
import type { MessageService } from '../messages/index.ts';
import type { Ledger, TeamFigures } from '../wallet/index.ts';

/**
 * What rewards ask of other domains: the figures points are earned on (each domain answers for the
 * rows it owns), the ledger's journals (points in their own unit, money in the brand's), the
 * payment password and the inbox.
 */
export interface PointsSources {
  wallet: Pick<TeamFigures, 'byMemberAndType'>;
  lottery: Pick<LotteryTeamFigures, 'roundsSettledIn'>;
  cash: Pick<CashTeamFigures, 'depositsByMember'>;
  /** Each journal in the caller's transaction. */
  ledger: Pick<Ledger, 'postWithin'>;
}

export type RewardsLedger = Pick<Ledger, 'postWithin' | 'balanceOf'>;

export type RewardsMessages = Pick<MessageService, 'sendWithin'>;

/** The member domain's payment password check (asked before points or money leave the account). */
export interface RewardsPaymentPasswords {
  verifyPaymentPassword(memberId: bigint, given: string, language?: string): Promise<void>;
}
