import { useSystemStatus } from '@lotus/app-shell';
import type { ContractTermsValue } from '@lotus/contract/agent-contracts';
import { formatMoney, formatNumber, useT } from '@lotus/i18n';
import { formatRate } from './contract-figures.ts';
import { isTieredTerms } from './offer-form.ts';
import * as styles from './contracts.css.ts';

/**
 * A contract's terms as read: its tiers as a table (a tier is paid once the team's valid bets and
 * active members both reach it), who counts as active and the period; a real-time salary's rates.
 */
export function ContractTerms(props: { terms: ContractTermsValue }) {
  const { t, language } = useT('agentContracts');
  const { brand } = useSystemStatus();
  const money = (minorUnits: string) => formatMoney(minorUnits, brand.currency, language);
  const { terms } = props;
  if (!isTieredTerms(terms)) {
    return (
      <div className={styles.terms} data-testid="contract-terms">
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factName}>{t('agentContracts.terms.winRate')}</dt>
            <dd className={styles.factValue}>{formatRate(terms.winRatePpm, language)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factName}>{t('agentContracts.terms.lossRate')}</dt>
            <dd className={styles.factValue}>{formatRate(terms.lossRatePpm, language)}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factName}>{t('agentContracts.terms.minRoundBet')}</dt>
            <dd className={styles.factValue}>{money(terms.minRoundBet)}</dd>
          </div>
        </dl>
        <p className={styles.note}>{t('agentContracts.terms.realTimeHint')}</p>
      </div>
    );
  }
  return (
    <div className={styles.terms} data-testid="contract-terms">
      <table className={styles.tiers}>
        <caption className={styles.visuallyHidden}>{t('agentContracts.terms.tiersCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.tierHead}>
              {t('agentContracts.terms.tier')}
            </th>
            <th scope="col" className={styles.tierHeadNumeric}>
              {t('agentContracts.terms.minTeamValidBets')}
            </th>
            <th scope="col" className={styles.tierHeadNumeric}>
              {t('agentContracts.terms.minActiveMembers')}
            </th>
            <th scope="col" className={styles.tierHeadNumeric}>
              {t('agentContracts.terms.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {terms.tiers.map((tier, index) => (
            <tr key={index} className={styles.tierRow}>
              <th scope="row" className={styles.tierCell}>
                {index + 1}
              </th>
              <td className={styles.tierNumeric}>{money(tier.minTeamValidBets)}</td>
              <td className={styles.tierNumeric}>{formatNumber(tier.minActiveMembers, language)}</td>
              <td className={styles.tierRate}>{formatRate(tier.ratePpm, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>
        {t('agentContracts.terms.active', {
          bets: money(terms.active.minValidBets),
          deposits: money(terms.active.minDeposits),
        })}
        {terms.kind === 'dividend' && (
          <> {t('agentContracts.terms.cycle', { cycle: t(`agentContracts.terms.cycles.${terms.cycle}`) })}</>
        )}
      </p>
    </div>
  );
}
