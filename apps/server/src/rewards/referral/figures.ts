import type { ReferralFriendStatus } from '@lotus/contract/referral';
import type { ReferralSources } from '../needs.ts';
import type { FriendRow, RulesRow } from './tables.ts';

export interface FriendFigures {
  deposits: bigint;
  validBets: bigint;
}

/**
 * Each friend's credited deposits and valid bets since it joined, asked of their owners (the
 * cashier, the wallet) in one read each. A friend's money all moves after its registration, so one
 * range from the earliest joining answers every friend's own figures.
 */
export async function friendFigures(
  sources: ReferralSources,
  friends: readonly FriendRow[],
  now: Date,
): Promise<Map<bigint, FriendFigures>> {
  const figures = new Map<bigint, FriendFigures>();
  if (friends.length === 0) return figures;
  const ids = friends.map((friend) => friend.friend_id);
  const from = friends.reduce(
    (earliest, friend) => (friend.joined_at < earliest ? friend.joined_at : earliest),
    now,
  );
  const [bets, deposits] = await Promise.all([
    sources.wallet.byMember({ from, to: now }, ids),
    sources.cash.creditedTotalsOf(ids, { from, to: now }),
  ]);
  friends.forEach((friend) => {
    figures.set(friend.friend_id, {
      deposits: deposits.get(friend.friend_id) ?? 0n,
      validBets: bets.get(friend.friend_id)?.validBets ?? 0n,
    });
  });
  return figures;
}

/** Which of the rules' figures a friend reached; no rules: none. */
export function reached(rules: RulesRow | undefined, figures: FriendFigures | undefined) {
  if (rules === undefined || figures === undefined) return { deposits: false, bets: false };
  return { deposits: figures.deposits >= rules.min_deposit, bets: figures.validBets >= rules.min_valid_bets };
}

/** Claimed once paid; qualified when both figures are reached; else pending. */
export function statusOf(
  friend: FriendRow,
  rules: RulesRow | undefined,
  figures: FriendFigures | undefined,
): ReferralFriendStatus {
  if (friend.amount !== null) return 'claimed';
  const { deposits, bets } = reached(rules, figures);
  return deposits && bets ? 'qualified' : 'pending';
}
