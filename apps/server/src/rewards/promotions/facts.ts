import type { Pool } from '../../platform/database/pool.ts';
import type { PromotionSources } from '../needs.ts';
import { selectApplicationStatuses } from './applications-tables.ts';
import { brandDay, dayAfter, dayStart } from './days.ts';
import type { MemberFacts } from './standing.ts';
import { selectEntries, selectMemberGrants, selectRegisteredAt } from './tables.ts';
import type { PromotionRow } from './tables.ts';

const depositRules = new Set(['first_deposit_match', 'reload_bonus']);

/**
 * What one member's standing in each of these promotions is read from, each figure asked of its
 * owner only when a promotion's rule needs it: grants, entries and applications here; deposits of
 * the cashier; valid bets of the wallet.
 */
export async function memberFactsFor(
  deps: { pool: Pool; sources: PromotionSources },
  memberId: bigint,
  promotions: readonly PromotionRow[],
  now: Date,
): Promise<Map<bigint, MemberFacts>> {
  const ids = promotions.map((promotion) => promotion.id);
  const byDeposit = promotions.filter((promotion) => depositRules.has(promotion.rule));
  const depositsSince = byDeposit.reduce<Date | null>(
    (earliest, promotion) =>
      earliest === null || promotion.starts_at < earliest ? promotion.starts_at : earliest,
    null,
  );
  const today = brandDay(now);
  const signsIn = promotions.some((promotion) => promotion.rule === 'daily_sign_in');
  const [registeredAt, grants, entries, applications, deposits, yesterday, pending] = await Promise.all([
    selectRegisteredAt(deps.pool, memberId),
    selectMemberGrants(deps.pool, memberId, ids),
    selectEntries(deps.pool, memberId, ids),
    selectApplicationStatuses(deps.pool, memberId, ids),
    depositsSince === null ? [] : deps.sources.cash.creditedDepositsOf(memberId, depositsSince),
    signsIn ? validBets(deps.sources, memberId, dayStart(dayAfter(today, -1)), dayStart(today)) : 0n,
    depositsSince === null ? false : deps.sources.cash.hasPendingDeposit(memberId),
  ]);
  const facts = new Map<bigint, MemberFacts>();
  for (const promotion of promotions) {
    const joinedAt = entries.get(promotion.id) ?? null;
    const status = applications.get(promotion.id);
    facts.set(promotion.id, {
      now,
      registeredAt,
      grants: grants.filter((grant) => grant.promotion_id === promotion.id),
      joinedAt,
      deposits,
      depositPending: pending,
      betsSinceJoining:
        joinedAt === null || promotion.rule !== 'turnover_challenge'
          ? 0n
          : await validBets(
              deps.sources,
              memberId,
              joinedAt,
              promotion.ends_at < now ? promotion.ends_at : now,
            ),
      betsYesterday: yesterday,
      application: status === undefined ? null : { status },
    });
  }
  return facts;
}

async function validBets(sources: PromotionSources, memberId: bigint, from: Date, to: Date): Promise<bigint> {
  if (to <= from) return 0n;
  const figures = await sources.wallet.byMember({ from, to }, [memberId]);
  return figures.get(memberId)?.validBets ?? 0n;
}
