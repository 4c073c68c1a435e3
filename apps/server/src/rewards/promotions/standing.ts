import type { PromotionStatus, PromotionTerms } from '@lotus/contract/promotions';
import { brandDay, dayAfter } from './days.ts';
import { matchBonus, signInAmount, turnoverRequired } from './terms.ts';

/** What is known of one member for one promotion (each read only when its rule needs it). */
export interface MemberFacts {
  now: Date;
  registeredAt: Date;
  /** This promotion's grants to the member, newest first. */
  grants: readonly { period: string; streak: number | null }[];
  /** When the member joined (a challenge). */
  joinedAt: Date | null;
  /** Credited deposits from the promotion's start, oldest first; the first ever always among them. */
  deposits: readonly { id: bigint; amount: bigint; creditedAt: Date; first: boolean }[];
  /** A deposit of the member's waits to be credited (a match or a reload it may earn is on its way). */
  depositPending: boolean;
  /** A challenge: valid bets since joining (to the promotion's end). */
  betsSinceJoining: bigint;
  /** A sign-in: valid bets of the day before today (brand clock). */
  betsYesterday: bigint;
  application: { status: 'applying' | 'issued' | 'rejected' } | null;
}

export interface PromotionWindow {
  terms: PromotionTerms;
  starts_at: Date;
  ends_at: Date;
}

/** What claiming now pays: the grant's period ('' or the day), amount, turnover and what earned it. */
export interface Payment {
  period: string;
  amount: bigint;
  turnover: bigint;
  depositId: bigint | null;
  streak: number | null;
}

export interface Standing {
  status: PromotionStatus;
  /** Why a live promotion is closed to this member. */
  reason: string | null;
  progress: { done: bigint; target: bigint } | null;
  streak: number | null;
  payment: Payment | null;
}

const standing = (status: PromotionStatus, extra: Partial<Standing> = {}): Standing => ({
  status,
  reason: null,
  progress: null,
  streak: null,
  payment: null,
  ...extra,
});

/** A visitor's view: only the promotion's own window. */
export function visitorStanding(promotion: PromotionWindow, now: Date): Standing {
  if (now < promotion.starts_at) return standing('coming');
  if (now >= promotion.ends_at) return standing('closed');
  return standing('join');
}

/**
 * A member's status in a promotion and what claiming would pay now. Grants and applications stand
 * whatever the window; otherwise a promotion not started is `coming` and one ended is `closed`.
 */
export function memberStanding(promotion: PromotionWindow, facts: MemberFacts): Standing {
  const { terms } = promotion;
  const { now } = facts;
  if (terms.rule === 'application' && facts.application !== null) {
    return standing(facts.application.status);
  }
  const today = brandDay(now);
  const daily = terms.rule === 'daily_sign_in' || terms.rule === 'reload_bonus';
  const granted = facts.grants.find((grant) => (daily ? grant.period === today : true));
  if (granted !== undefined && terms.rule !== 'application') {
    return standing(terms.rule === 'daily_sign_in' ? 'signed' : 'claimed', { streak: granted.streak });
  }
  if (now < promotion.starts_at) return standing('coming');
  if (now >= promotion.ends_at) return standing('closed');
  const live = (deposit: { creditedAt: Date }) =>
    deposit.creditedAt >= promotion.starts_at && deposit.creditedAt < promotion.ends_at;

  switch (terms.rule) {
    case 'registration_bonus': {
      if (facts.registeredAt < promotion.starts_at)
        return standing('closed', { reason: 'registered_before' });
      const amount = BigInt(terms.amount);
      return claim({
        period: '',
        amount,
        turnover: turnoverRequired(terms, amount),
        depositId: null,
        streak: null,
      });
    }
    case 'first_deposit_match': {
      const first = facts.deposits.find((deposit) => deposit.first);
      if (first === undefined) return standing(facts.depositPending ? 'processing' : 'join');
      if (!live(first)) return standing('closed', { reason: 'first_deposit_made' });
      if (first.amount < BigInt(terms.minDeposit)) return standing('closed', { reason: 'deposit_too_small' });
      const amount = matchBonus(first.amount, terms.percent, BigInt(terms.maxBonus));
      return claim({
        period: '',
        amount,
        turnover: turnoverRequired(terms, amount, first.amount),
        depositId: first.id,
        streak: null,
      });
    }
    case 'reload_bonus': {
      const largest = facts.deposits
        .filter((deposit) => !deposit.first && live(deposit) && brandDay(deposit.creditedAt) === today)
        .filter((deposit) => deposit.amount >= BigInt(terms.minDeposit))
        .sort((a, b) => (a.amount < b.amount ? 1 : a.amount > b.amount ? -1 : 0))[0];
      if (largest === undefined) return standing(facts.depositPending ? 'processing' : 'join');
      const amount = matchBonus(largest.amount, terms.percent, BigInt(terms.maxBonus));
      return claim({
        period: today,
        amount,
        turnover: turnoverRequired(terms, amount, largest.amount),
        depositId: largest.id,
        streak: null,
      });
    }
    case 'daily_sign_in': {
      const last = facts.grants[0];
      const streak = last !== undefined && last.period === dayAfter(today, -1) ? (last.streak ?? 0) + 1 : 1;
      const needed = BigInt(terms.minValidBets);
      if (facts.betsYesterday < needed) {
        return standing('closed', {
          reason: 'bets_needed',
          progress: { done: facts.betsYesterday, target: needed },
          streak: streak - 1,
        });
      }
      const amount = signInAmount(terms.amounts, streak);
      return claim({
        period: today,
        amount,
        turnover: turnoverRequired(terms, amount),
        depositId: null,
        streak,
      });
    }
    case 'turnover_challenge': {
      if (facts.joinedAt === null) return standing('join');
      const target = BigInt(terms.target);
      const progress = { done: facts.betsSinceJoining, target };
      if (facts.betsSinceJoining < target) return standing('signed', { progress });
      const amount = BigInt(terms.reward);
      return {
        ...claim({
          period: '',
          amount,
          turnover: turnoverRequired(terms, amount),
          depositId: null,
          streak: null,
        }),
        progress,
      };
    }
    case 'application':
      return standing('join');
  }
}

function claim(payment: Payment): Standing {
  return standing('claim', { payment, streak: payment.streak });
}
