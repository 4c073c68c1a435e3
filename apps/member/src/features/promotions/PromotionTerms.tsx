import type { Promotion } from '@lotus/contract/promotions';
import { formatMoney, useT } from '@lotus/i18n';
import { formatDate } from '@lotus/i18n';
import { useSystemStatus } from '@lotus/app-shell';
import * as styles from './promotions.css.ts';

/**
 * A promotion's terms in plain words, one sentence a line: what it pays, from what, and the
 * turnover it asks before a withdrawal ("100 % of your first deposit up to 1,000,000 ₫ … bet
 * (deposit + bonus) × 5 before withdrawing").
 */
export function PromotionTerms(props: { promotion: Promotion }) {
  const { t, language } = useT('promotions');
  const { brand } = useSystemStatus();
  const { terms, currency } = props.promotion;
  const money = (value: string) => formatMoney(value, currency, language);
  const lines: string[] = [];
  let turnoverOf: string | null = null;
  switch (terms.rule) {
    case 'registration_bonus':
      lines.push(t('promotions.terms.registration_bonus', { amount: money(terms.amount) }));
      turnoverOf = terms.amount;
      break;
    case 'first_deposit_match':
    case 'reload_bonus':
      lines.push(
        t(`promotions.terms.${terms.rule}`, { percent: terms.percent, maxBonus: money(terms.maxBonus) }),
      );
      if (terms.minDeposit !== '0')
        lines.push(t('promotions.terms.minDeposit', { amount: money(terms.minDeposit) }));
      break;
    case 'daily_sign_in':
      lines.push(
        t('promotions.terms.daily_sign_in', {
          amounts: terms.amounts
            .map((amount, index) =>
              t('promotions.terms.dayAmount', { day: index + 1, amount: money(amount) }),
            )
            .join(', '),
        }),
      );
      if (terms.minValidBets !== '0')
        lines.push(t('promotions.terms.minValidBets', { amount: money(terms.minValidBets) }));
      break;
    case 'turnover_challenge':
      lines.push(
        t('promotions.terms.turnover_challenge', {
          target: money(terms.target),
          reward: money(terms.reward),
          end: formatDate(props.promotion.endsAt, { language, timeZone: brand.timeZone }),
        }),
      );
      turnoverOf = terms.reward;
      break;
    case 'application':
      lines.push(t('promotions.terms.application', { maxAmount: money(terms.maxAmount) }));
      break;
  }
  const multiplier = terms.turnoverMultiplier;
  if (multiplier === 0) lines.push(t('promotions.terms.turnoverNone'));
  else if (terms.rule === 'first_deposit_match' || terms.rule === 'reload_bonus')
    lines.push(t('promotions.terms.turnoverDeposit', { multiplier }));
  else if (turnoverOf !== null)
    lines.push(
      t('promotions.terms.turnoverBonusAmount', {
        multiplier,
        turnover: money((BigInt(turnoverOf) * BigInt(multiplier)).toString()),
      }),
    );
  else lines.push(t('promotions.terms.turnoverBonus', { multiplier }));
  return (
    <ul className={styles.terms} data-testid="promotion-terms">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
