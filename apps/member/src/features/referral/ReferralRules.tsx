import type { ReferralSummary } from '@lotus/contract/referral';
import { formatMoney, useT } from '@lotus/i18n';
import * as styles from './referral.css.ts';

/** The rules in force, in plain words: what a friend must do, what the member earns, the turnover. */
export function ReferralRules(props: { summary: ReferralSummary }) {
  const { t, language } = useT('referral');
  const { rules, currency } = props.summary;
  const money = (amount: string) => formatMoney(amount, currency, language);
  let body;
  if (rules === null) {
    body = <p className={styles.notice}>{t('referral.rules.none')}</p>;
  } else {
    const turnover = BigInt(rules.reward) * BigInt(rules.turnoverMultiplier);
    body = (
      <>
        {rules.active ? null : (
          <p className={styles.notice} role="status">
            {t('referral.rules.paused')}
          </p>
        )}
        <ol className={styles.rulesList}>
          <li>{t('referral.rules.register')}</li>
          <li>
            {t('referral.rules.reward', { amount: money(rules.reward) })}
            <ul>
              <li>{t('referral.rules.deposits', { amount: money(rules.minDeposit) })}</li>
              <li>{t('referral.rules.bets', { amount: money(rules.minValidBets) })}</li>
            </ul>
          </li>
          <li>
            {t('referral.rules.claim')}{' '}
            {turnover > 0n
              ? t('referral.rules.turnover', {
                  amount: money(turnover.toString()),
                  multiplier: rules.turnoverMultiplier,
                })
              : t('referral.rules.noTurnover')}
          </li>
        </ol>
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="referral-rules-title" data-testid="referral-rules">
      <h2 id="referral-rules-title" className={styles.sectionTitle}>
        {t('referral.rules.title')}
      </h2>
      {body}
    </section>
  );
}
