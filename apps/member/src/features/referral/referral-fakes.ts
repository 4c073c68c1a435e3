import type { ReferralFriend, ReferralSummary } from '@lotus/contract/referral';

/** The demo brand's rules: 50,000 ₫ for a friend who deposits 200,000 ₫ and bets 500,000 ₫, turnover x 1. */
export function summaryOf(overrides: Partial<ReferralSummary> = {}): ReferralSummary {
  return {
    code: 'K7M2QXPA',
    link: 'https://www.lotus.test/register?ref=K7M2QXPA',
    currency: 'VND',
    rules: {
      reward: '50000',
      minDeposit: '200000',
      minValidBets: '500000',
      turnoverMultiplier: 1,
      active: true,
    },
    totals: { friends: 3, pending: 1, qualified: 1, claimed: 1, earned: '50000', claimable: '50000' },
    ...overrides,
  };
}

export function friendOf(overrides: Partial<ReferralFriend> = {}): ReferralFriend {
  return {
    id: '41',
    username: 'ng***n',
    joinedAt: '2026-11-20T03:00:00.000Z',
    depositsReached: false,
    betsReached: false,
    status: 'pending',
    earned: '0',
    claimedAt: null,
    ...overrides,
  };
}

/** One friend of each status: qualified (claimable), pending (deposits reached only), claimed. */
export const threeFriends: ReferralFriend[] = [
  friendOf({ id: '43', username: 'tr***g', depositsReached: true, betsReached: true, status: 'qualified' }),
  friendOf({ id: '42', username: 'le***i', depositsReached: true, status: 'pending' }),
  friendOf({
    id: '41',
    username: 'ng***n',
    depositsReached: true,
    betsReached: true,
    status: 'claimed',
    earned: '50000',
    claimedAt: '2026-11-22T03:00:00.000Z',
  }),
];
