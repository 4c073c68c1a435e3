import type { PromotionTerms } from '@lotus/contract/promotions';

/**
 * What each rule pays and the turnover it asks (docs/promotions.md). Pure: the standing of a
 * member and the operator's approval both compute here, so the page and the payment agree.
 */

/** A match or a reload: the per cent of the deposit, rounded down, at most the maximum. */
export function matchBonus(deposit: bigint, percent: number, maxBonus: bigint): bigint {
  const bonus = (deposit * BigInt(percent)) / 100n;
  return bonus < maxBonus ? bonus : maxBonus;
}

/** The day of a sign-in run pays its step of the ladder; past the last step, the last again. */
export function signInAmount(amounts: readonly string[], streak: number): bigint {
  const step = Math.min(Math.max(streak, 1), amounts.length) - 1;
  return BigInt(amounts[step] as string);
}

/**
 * The valid bets a bonus asks before a withdrawal: a match or a reload on the deposit and the bonus
 * together (the usual rule of the market: the deposit that earned the bonus is bet too), every other
 * rule on the bonus alone.
 */
export function turnoverRequired(terms: PromotionTerms, bonus: bigint, deposit = 0n): bigint {
  const multiplier = BigInt(terms.turnoverMultiplier);
  const base =
    terms.rule === 'first_deposit_match' || terms.rule === 'reload_bonus' ? bonus + deposit : bonus;
  return base * multiplier;
}
