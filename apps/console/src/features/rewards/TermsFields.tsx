import type { PromotionRule } from '@lotus/contract/promotions';
import { useT } from '@lotus/i18n';
import { Button, TextField } from '@lotus/ui';
import * as page from '../../components/page.css.ts';
import { MoneyField } from './MoneyField.tsx';
import type { LadderField, PromotionDraft, PromotionField, PromotionProblems } from './promotion-draft.ts';
import { ladderMax } from './promotion-draft.ts';
import * as styles from './rewards.css.ts';

type MoneyKey = 'amount' | 'maxBonus' | 'minDeposit' | 'minValidBets' | 'target' | 'reward' | 'maxAmount';

/** Rules whose turnover is on the deposit and the bonus together (docs/promotions.md). */
const onDeposit = new Set<PromotionRule>(['first_deposit_match', 'reload_bonus']);

/**
 * The terms of the chosen rule: a registration bonus's amount; a match's or a reload's per cent,
 * largest bonus and smallest deposit; the sign-in ladder of up to 7 amounts and the valid bets the
 * day before; a challenge's target and reward; an application's largest grant; and every rule's
 * turnover multiplier.
 */
export function TermsFields(props: {
  rule: PromotionRule;
  draft: PromotionDraft;
  problems: PromotionProblems;
  currency: string;
  set: (field: PromotionField, value: string) => void;
  setLadder: (ladder: string[]) => void;
}) {
  const { rule, draft, problems, currency, set } = props;
  const { t } = useT('consoleRewards');
  const money = (field: MoneyKey, label: string, hint?: string) => (
    <MoneyField
      label={label}
      name={field}
      currency={currency}
      value={draft[field]}
      error={problems[field]}
      onChange={(value) => set(field, value)}
      {...(hint === undefined ? {} : { hint })}
    />
  );
  const whole = (field: 'percent' | 'turnoverMultiplier', label: string, hint: string) => (
    <TextField
      label={label}
      name={field}
      inputMode="numeric"
      autoComplete="off"
      required
      hint={hint}
      value={draft[field]}
      error={problems[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  let fields;
  switch (rule) {
    case 'registration_bonus':
      fields = money('amount', t('consoleRewards.form.amount'), t('consoleRewards.form.amountHint'));
      break;
    case 'first_deposit_match':
    case 'reload_bonus':
      fields = (
        <>
          {whole('percent', t('consoleRewards.form.percent'), t('consoleRewards.form.percentHint'))}
          {money('maxBonus', t('consoleRewards.form.maxBonus'))}
          {money('minDeposit', t('consoleRewards.form.minDeposit'), t('consoleRewards.form.minDepositHint'))}
        </>
      );
      break;
    case 'daily_sign_in':
      fields = money(
        'minValidBets',
        t('consoleRewards.form.minValidBets'),
        t('consoleRewards.form.minValidBetsHint'),
      );
      break;
    case 'turnover_challenge':
      fields = (
        <>
          {money('target', t('consoleRewards.form.target'), t('consoleRewards.form.targetHint'))}
          {money('reward', t('consoleRewards.form.reward'))}
        </>
      );
      break;
    case 'application':
      fields = money('maxAmount', t('consoleRewards.form.maxAmount'), t('consoleRewards.form.maxAmountHint'));
      break;
  }

  return (
    <fieldset className={styles.group} data-testid="promotion-terms" data-rule={rule}>
      <legend className={styles.legend}>{t('consoleRewards.form.terms')}</legend>
      {rule === 'daily_sign_in' ? (
        <Ladder ladder={draft.ladder} problems={problems} currency={currency} setLadder={props.setLadder} />
      ) : null}
      <div className={styles.fields}>
        {fields}
        {whole(
          'turnoverMultiplier',
          t('consoleRewards.form.turnoverMultiplier'),
          onDeposit.has(rule)
            ? t('consoleRewards.form.turnoverHintDeposit')
            : t('consoleRewards.form.turnoverHintBonus'),
        )}
      </div>
    </fieldset>
  );
}

/** The sign-in ladder: day 1, 2, ... up to 7, a day added at the end or the last one removed. */
function Ladder(props: {
  ladder: string[];
  problems: PromotionProblems;
  currency: string;
  setLadder: (ladder: string[]) => void;
}) {
  const { ladder, setLadder } = props;
  const { t } = useT('consoleRewards');
  return (
    <div className={styles.ladderGroup} role="group" aria-labelledby="promotion-ladder-title">
      <span id="promotion-ladder-title" className={styles.legend}>
        {t('consoleRewards.form.ladder')}
      </span>
      <p className={styles.hint}>
        {t('consoleRewards.form.ladderHint')} {t('consoleRewards.money.hint', { currency: props.currency })}
      </p>
      <div className={styles.ladder}>
        {ladder.map((amount, index) => {
          const field = `day${index + 1}` as LadderField;
          return (
            <MoneyField
              key={field}
              label={t('consoleRewards.form.day', { n: index + 1 })}
              name={field}
              currency={props.currency}
              hint=""
              value={amount}
              error={props.problems[field]}
              onChange={(value) => setLadder(ladder.map((day, at) => (at === index ? value : day)))}
            />
          );
        })}
      </div>
      <div className={page.actions}>
        {ladder.length < ladderMax ? (
          <Button type="button" size="sm" variant="secondary" onClick={() => setLadder([...ladder, ''])}>
            {t('consoleRewards.form.addDay')}
          </Button>
        ) : null}
        {ladder.length > 1 ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => setLadder(ladder.slice(0, -1))}>
            {t('consoleRewards.form.removeDay', { n: ladder.length })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
