import type { PrizeKind } from '@lotus/contract/campaigns';
import { prizeKinds } from '@lotus/contract/campaigns';
import { formatPercent, useT } from '@lotus/i18n';
import { Button, Select, TextField } from '@lotus/ui';
import * as page from '../../components/page.css.ts';
import type { CampaignProblems, PrizeDraft } from './campaign-draft.ts';
import { chancesOf, prizesMax, prizesMin } from './campaign-draft.ts';
import * as styles from './rewards.css.ts';

/**
 * The prize table: 2 to 12 lines of what a line pays (money, points, nothing), its amount and its
 * weight, each line's chance shown as the weights change. Locked once members have drawn.
 */
export function PrizeTable(props: {
  prizes: PrizeDraft[];
  currency: string;
  locked: boolean;
  problems: CampaignProblems;
  onChange: (prizes: PrizeDraft[]) => void;
}) {
  const { prizes, onChange } = props;
  const { t, language } = useT('consoleRewards');
  const chances = chancesOf(prizes);
  const change = (index: number, next: Partial<PrizeDraft>) =>
    onChange(prizes.map((prize, at) => (at === index ? { ...prize, ...next } : prize)));
  const amountHint = (kind: PrizeKind) =>
    kind === 'money'
      ? t('consoleRewards.campaignForm.amountMoneyHint', { currency: props.currency })
      : kind === 'points'
        ? t('consoleRewards.campaignForm.amountPointsHint')
        : t('consoleRewards.campaignForm.amountNoneHint');

  return (
    <fieldset className={styles.group} data-testid="prize-table">
      <legend className={styles.legend}>{t('consoleRewards.campaignForm.prizes')}</legend>
      <p className={styles.hint}>
        {props.locked ? t('consoleRewards.campaignForm.locked') : t('consoleRewards.campaignForm.prizesHint')}
      </p>
      {props.problems.prizes ? (
        <p className={styles.problem} role="alert">
          {props.problems.prizes}
        </p>
      ) : null}
      <ol className={styles.prizeLines}>
        {prizes.map((prize, index) => {
          const n = index + 1;
          return (
            <li key={index} className={styles.prizeLine} data-testid="prize-line">
              <Select
                label={t('consoleRewards.campaignForm.prizeKind', { n })}
                name={`prizeKind${index}`}
                disabled={props.locked}
                value={prize.kind}
                options={prizeKinds.map((kind) => ({
                  value: kind,
                  label: t(`consoleRewards.campaignForm.prizeKinds.${kind}`),
                }))}
                onChange={(event) => {
                  const kind = event.target.value as PrizeKind;
                  change(index, {
                    kind,
                    amount: kind === 'none' ? '0' : prize.kind === 'none' ? '' : prize.amount,
                  });
                }}
              />
              <TextField
                label={t('consoleRewards.campaignForm.prizeAmount', { n })}
                name={`prizeAmount${index}`}
                inputMode={prize.kind === 'money' ? 'decimal' : 'numeric'}
                autoComplete="off"
                disabled={props.locked || prize.kind === 'none'}
                hint={amountHint(prize.kind)}
                value={prize.amount}
                error={props.problems[`prizeAmount${index}`]}
                onChange={(event) => change(index, { amount: event.target.value })}
              />
              <TextField
                label={t('consoleRewards.campaignForm.prizeWeight', { n })}
                name={`prizeWeight${index}`}
                inputMode="numeric"
                autoComplete="off"
                disabled={props.locked}
                hint={t('consoleRewards.campaignForm.weightHint', {
                  chance: formatPercent(chances[index] ?? 0, language, { fractionDigits: 2 }),
                })}
                value={prize.weight}
                error={props.problems[`prizeWeight${index}`]}
                onChange={(event) => change(index, { weight: event.target.value })}
              />
              {!props.locked && prizes.length > prizesMin ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() => onChange(prizes.filter((_prize, at) => at !== index))}
                >
                  {t('consoleRewards.campaignForm.removePrize', { n })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {!props.locked && prizes.length < prizesMax ? (
        <div className={page.actions}>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => onChange([...prizes, { kind: 'money', amount: '', weight: '1' }])}
          >
            {t('consoleRewards.campaignForm.addPrize')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
