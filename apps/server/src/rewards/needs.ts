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

/** What a campaign's eligibility reads (docs/campaigns.md): valid bets and credited deposits. */
export interface CampaignSources {
  wallet: Pick<TeamFigures, 'byMember'>;
  /** One member's credited deposits by day (`byDay` of the member alone: no brand-wide read per page). */
  cash: Pick<CashTeamFigures, 'byDay'>;
}

/** What the VIP review and a member's progress count: deposits and valid bets, from their owners. */
export interface VipSources {
  wallet: Pick<TeamFigures, 'byMember'>;
  lottery: Pick<LotteryTeamFigures, 'byMember'>;
  cash: Pick<CashTeamFigures, 'depositsByMember' | 'byDay'>;
}

/** What rebate and cashback count: valid bets and payouts by game type, from their owners. */
export interface RebateSources {
  wallet: Pick<TeamFigures, 'byMemberAndType'>;
  lottery: Pick<LotteryTeamFigures, 'roundsSettledIn'>;
}

export type RewardsLedger = Pick<Ledger, 'postWithin' | 'balanceOf'>;

export type RewardsMessages = Pick<MessageService, 'sendWithin'>;

/** The member domain's payment password check (asked before points or money leave the account). */
export interface RewardsPaymentPasswords {
  verifyPaymentPassword(memberId: bigint, given: string, language?: string): Promise<void>;
}

/** What promotions ask of other domains (docs/promotions.md). */
export interface PromotionSources {
  /** A member's valid bets in a range (the wallet's settled rounds). */
  wallet: Pick<TeamFigures, 'byMember'>;
  /** A member's credited deposits since an instant, the first ever marked; one waiting to be credited. */
  cash: Pick<CashTeamFigures, 'creditedDepositsOf' | 'hasPendingDeposit'>;
  /** The valid bets still to make before a withdrawal, as the cashier's check reckons them. */
  turnover: { turnoverRemaining(memberId: bigint): Promise<bigint> };
}

/** What the referral programme reads (docs/referral.md): a friend's figures, and a member's own code. */
export interface ReferralSources {
  /** A friend's valid bets since it joined. */
  wallet: Pick<TeamFigures, 'byMember'>;
  /** The friends' credited deposits since they joined. */
  cash: Pick<CashTeamFigures, 'creditedTotalsOf'>;
  /** The member domain's referral codes (made the first time they are asked for). */
  codes: { codeOf(memberId: bigint): Promise<string> };
}
