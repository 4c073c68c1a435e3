import { useSystemStatus } from '@lotus/app-shell';
import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import { formatRate } from './contract-figures.ts';
import type { OfferField, TierField, TierRow, TieredTerms } from './offer-form.ts';
import { ceilingOf, maxTiers, minTiers, withTierAdded } from './offer-form.ts';
import * as styles from './contracts.css.ts';

/** The currency's sign as the reader's language writes it (₫), beside an amount's field. */
function currencySign(currency: string, language: string): string {
  try {
    const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * A figure of the offer typed as text (read exactly by `checkOffer`): an amount in the brand's
 * currency, a member count or a rate in per cent, with its unit beside it.
 */
export function FigureField(props: {
  label: string;
  unit: 'money' | 'count' | 'rate';
  value: string;
  hint?: string | undefined;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { language } = useT('agentContracts');
  const { brand } = useSystemStatus();
  const suffix =
    props.unit === 'money' ? currencySign(brand.currency, language) : props.unit === 'rate' ? '%' : undefined;
  return (
    <TextField
      label={props.label}
      value={props.value}
      inputMode={props.unit === 'rate' ? 'decimal' : 'numeric'}
      autoComplete="off"
      suffix={suffix}
      hint={props.hint}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/**
 * The tiers of a tiered offer: 3 to 6 rows, each its team valid bets, active members and rate (the
 * agent's own rate at that tier beside it), a row added after the last or any removed.
 */
export function TierFields(props: {
  tiers: TierRow[];
  own: TieredTerms;
  problems: Partial<Record<OfferField, string | undefined>>;
  onChange: (index: number, field: TierField, value: string) => void;
  onTiers: (tiers: TierRow[]) => void;
}) {
  const { tiers, problems } = props;
  const { t, language } = useT('agentContracts');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('agentContracts.offer.tiers')}</legend>
      <p className={styles.note}>{t('agentContracts.offer.tiersHint')}</p>
      {problems.tiers && (
        <p className={styles.fieldProblem} role="alert">
          {problems.tiers}
        </p>
      )}
      {tiers.map((row, index) => (
        <fieldset key={row.key} className={styles.tierFields} data-testid="offer-tier">
          <legend className={styles.tierLegend}>
            {t('agentContracts.offer.tierLegend', { tier: index + 1 })}
          </legend>
          <FigureField
            label={t('agentContracts.terms.minTeamValidBets')}
            unit="money"
            value={row.minTeamValidBets}
            error={problems[`tiers.${index}.minTeamValidBets`]}
            onChange={(value) => props.onChange(index, 'minTeamValidBets', value)}
          />
          <FigureField
            label={t('agentContracts.terms.minActiveMembers')}
            unit="count"
            value={row.minActiveMembers}
            error={problems[`tiers.${index}.minActiveMembers`]}
            onChange={(value) => props.onChange(index, 'minActiveMembers', value)}
          />
          <FigureField
            label={t('agentContracts.terms.rate')}
            unit="rate"
            value={row.rate}
            hint={t('agentContracts.offer.rateHint', {
              rate: formatRate(ceilingOf(props.own, index), language),
            })}
            error={problems[`tiers.${index}.rate`]}
            onChange={(value) => props.onChange(index, 'rate', value)}
          />
          <div className={styles.tierRemove}>
            <Button
              size="sm"
              variant="ghost"
              disabled={tiers.length <= minTiers}
              onClick={() => props.onTiers(tiers.filter((_, at) => at !== index))}
            >
              {t('agentContracts.offer.removeTier', { tier: index + 1 })}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={tiers.length >= maxTiers}
          onClick={() => props.onTiers(withTierAdded(tiers))}
        >
          {t('agentContracts.offer.addTier')}
        </Button>
      </div>
    </fieldset>
  );
}
