import type {
  ReferralClaimAll,
  ReferralFriend,
  ReferralFriendPage,
  ReferralRules,
  ReferralSummary,
} from '@lotus/contract/referral';
import type { Pool } from '../../platform/database/pool.ts';
import { inTransaction } from '../../platform/database/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { maskPlayer } from '../../winners/index.ts';
import type { ReferralSources, RewardsLedger } from '../needs.ts';
import { friendFigures, reached, statusOf } from './figures.ts';
import type { FriendFigures } from './figures.ts';
import {
  insertReward,
  lockRules,
  selectFriend,
  selectFriendPage,
  selectRewardTotals,
  selectRules,
  selectUnclaimedFriends,
} from './tables.ts';
import type { FriendRow, RulesRow } from './tables.ts';

export function rulesView(row: RulesRow): ReferralRules {
  return {
    reward: row.reward.toString(),
    minDeposit: row.min_deposit.toString(),
    minValidBets: row.min_valid_bets.toString(),
    turnoverMultiplier: row.turnover_multiplier,
    active: row.active,
  };
}

function sameRules(a: RulesRow, b: RulesRow): boolean {
  return JSON.stringify(rulesView(a)) === JSON.stringify(rulesView(b));
}

/**
 * The member's side of the referral programme (docs/referral.md): its code and link, its friends
 * with their standing, and claims. A claim posts a `bonus` journal keyed by the friend, with the
 * rules' turnover, and the reward's row, unique per friend, in one transaction: a friend pays its
 * referrer once, whatever races the claim.
 */
export function createReferralProgramme(deps: {
  pool: Pool;
  brand: { id: number; currency: string };
  ledger: RewardsLedger;
  sources: ReferralSources;
  memberSiteUrl: string;
  now?: () => Date;
}) {
  const { pool, brand, ledger, sources } = deps;
  const brandId = brand.id;
  const now = deps.now ?? (() => new Date());

  function friendView(
    friend: FriendRow,
    rules: RulesRow | undefined,
    figures?: FriendFigures,
  ): ReferralFriend {
    const figuresReached = reached(rules, figures);
    const claimed = friend.amount !== null;
    return {
      id: friend.friend_id.toString(),
      username: maskPlayer(friend.username),
      joinedAt: friend.joined_at.toISOString(),
      // A claimed friend reached both (the rules may have been raised since).
      depositsReached: claimed || figuresReached.deposits,
      betsReached: claimed || figuresReached.bets,
      status: statusOf(friend, rules, figures),
      earned: (friend.amount ?? 0n).toString(),
      claimedAt: friend.claimed_at?.toISOString() ?? null,
    };
  }

  async function summary(memberId: bigint): Promise<ReferralSummary> {
    const [code, rules, totals, unclaimed] = await Promise.all([
      sources.codes.codeOf(memberId),
      selectRules(pool, brandId),
      selectRewardTotals(pool, memberId),
      selectUnclaimedFriends(pool, memberId),
    ]);
    const figures = await friendFigures(sources, unclaimed, now());
    const qualified = unclaimed.filter(
      (friend) => statusOf(friend, rules, figures.get(friend.friend_id)) === 'qualified',
    ).length;
    const link = new URL('/register', deps.memberSiteUrl);
    link.searchParams.set('ref', code);
    return {
      code,
      link: link.toString(),
      currency: brand.currency,
      rules: rules === undefined ? null : rulesView(rules),
      totals: {
        friends: totals.friends,
        pending: unclaimed.length - qualified,
        qualified,
        claimed: totals.claimed,
        earned: totals.earned.toString(),
        claimable: rules?.active === true ? (rules.reward * BigInt(qualified)).toString() : '0',
      },
    };
  }

  async function friends(
    memberId: bigint,
    page: { page: number; size: number },
  ): Promise<ReferralFriendPage> {
    const [rules, found] = await Promise.all([
      selectRules(pool, brandId),
      selectFriendPage(pool, memberId, { limit: page.size, offset: (page.page - 1) * page.size }),
    ]);
    const unclaimed = found.rows.filter((friend) => friend.amount === null);
    const figures = await friendFigures(sources, unclaimed, now());
    return {
      content: found.rows.map((friend) => friendView(friend, rules, figures.get(friend.friend_id))),
      page: page.page,
      size: page.size,
      total: found.total,
    };
  }

  /**
   * Pays the friend's reward if it qualified: the rules under a share lock (unchanged since they
   * were read), the journal keyed by the friend (a concurrent claim waits on the key and answers
   * the first), the reward's row (the unique friend refuses a second). Answers whether it paid.
   */
  async function pay(memberId: bigint, friend: FriendRow, rules: RulesRow, key: string): Promise<boolean> {
    const amount = rules.reward;
    const turnover = amount * BigInt(rules.turnover_multiplier);
    return inTransaction(pool, async (client) => {
      const locked = await lockRules(client, brandId);
      if (locked === undefined || !locked.active) throw new AppError('error_referral_closed');
      if (!sameRules(locked, rules)) throw new AppError('error_conflict');
      const journal = await ledger.postWithin(client, {
        idempotencyKey: `referral:${friend.friend_id}`,
        kind: 'bonus',
        memo: `referral ${friend.friend_id}`,
        turnoverRequired: turnover,
        postings: [
          { account: { memberId, kind: 'main' }, amount },
          { account: { house: 'bonus_expense' }, amount: -amount },
        ],
      });
      const rewardId = await insertReward(client, {
        brandId,
        referrerId: memberId,
        friendId: friend.friend_id,
        amount,
        turnoverRequired: turnover,
        journalId: journal.journalId,
        idempotencyKey: key,
      });
      return rewardId !== undefined;
    });
  }

  async function claim(memberId: bigint, friendId: bigint, key: string): Promise<ReferralFriend> {
    const [friend, rules] = await Promise.all([
      selectFriend(pool, memberId, friendId),
      selectRules(pool, brandId),
    ]);
    if (friend === undefined) throw new AppError('error_not_found');
    const again = async () => friendView((await selectFriend(pool, memberId, friendId))!, rules);
    if (friend.amount !== null) {
      // This key's claim went through: answer it again.
      if (friend.idempotency_key === key) return friendView(friend, rules);
      throw new AppError('error_referral_already_claimed');
    }
    if (rules === undefined || !rules.active) throw new AppError('error_referral_closed');
    const figures = (await friendFigures(sources, [friend], now())).get(friend.friend_id);
    if (statusOf(friend, rules, figures) !== 'qualified') throw new AppError('error_referral_not_qualified');
    // A concurrent claim that paid first leaves this one's row unwritten: the friend reads claimed.
    await pay(memberId, friend, rules, key);
    return again();
  }

  /** Every qualified friend's reward, each paid as one claim (one friend's failure stops the rest). */
  async function claimAll(memberId: bigint, key: string): Promise<ReferralClaimAll> {
    const rules = await selectRules(pool, brandId);
    if (rules === undefined || !rules.active) throw new AppError('error_referral_closed');
    const unclaimed = await selectUnclaimedFriends(pool, memberId);
    const figures = await friendFigures(sources, unclaimed, now());
    let claimed = 0;
    for (const friend of unclaimed) {
      if (statusOf(friend, rules, figures.get(friend.friend_id)) !== 'qualified') continue;
      if (await pay(memberId, friend, rules, `${key}:${friend.friend_id}`)) claimed += 1;
    }
    return { claimed, amount: (rules.reward * BigInt(claimed)).toString(), currency: brand.currency };
  }

  return { summary, friends, claim, claimAll };
}

export type ReferralProgramme = ReturnType<typeof createReferralProgramme>;
