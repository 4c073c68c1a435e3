import type { PromotionTerms } from '@lotus/contract/promotions';
import type { UseT } from '@lotus/i18n';
import { formatMoney, formatNumber } from '@lotus/i18n';

/** A promotion's terms in one line of the operator's language, its amounts in the brand's currency. */
export function termsSummary(
  terms: PromotionTerms,
  currency: string,
  t: UseT['t'],
  language: string,
): string {
  const money = (minor: string) => formatMoney(minor, currency, language);
  const multiplier = formatNumber(terms.turnoverMultiplier, language);
  switch (terms.rule) {
    case 'registration_bonus':
      return t('consoleRewards.promotions.summary.registration_bonus', {
        amount: money(terms.amount),
        multiplier,
      });
    case 'first_deposit_match':
    case 'reload_bonus':
      return t(`consoleRewards.promotions.summary.${terms.rule}`, {
        percent: formatNumber(terms.percent, language),
        max: money(terms.maxBonus),
        min: money(terms.minDeposit),
        multiplier,
      });
    case 'daily_sign_in':
      return t('consoleRewards.promotions.summary.daily_sign_in', {
        amounts: terms.amounts.map(money).join(', '),
        min: money(terms.minValidBets),
        multiplier,
      });
    case 'turnover_challenge':
      return t('consoleRewards.promotions.summary.turnover_challenge', {
        reward: money(terms.reward),
        target: money(terms.target),
        multiplier,
      });
    case 'application':
      return t('consoleRewards.promotions.summary.application', { max: money(terms.maxAmount), multiplier });
  }
}
