import { FormAlert, useSubmit } from '@lotus/app-shell';
import type { OperatorVipLevels, SetVipLevels } from '@lotus/contract/vip';
import { formatMoney, formatNumber, useT } from '@lotus/i18n';
import { Button, Skeleton, TextField, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import * as page from '../../components/page.css.ts';
import { MoneyField } from './MoneyField.tsx';
import { RunForDay } from './RunForDay.tsx';
import { defaultCurrency } from './rewards-money.ts';
import { vipApi, vipLevelsKey } from './vip-api.ts';
import type { LevelDraft, LevelField, VipDraft } from './vip-draft.ts';
import { checkVipDraft, emptyLevel, levelMoneyFields, levelsMax, vipDraftOf } from './vip-draft.ts';
import * as styles from './rewards.css.ts';

/** The level table's editor: the period, each level's names, figures, bonuses and limits. */
function LevelsForm(props: { table: OperatorVipLevels }) {
  const { currency } = props.table;
  const { t, language } = useT('consoleRewards');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<VipDraft>(() => vipDraftOf(props.table));
  const save = useSubmit<SetVipLevels, OperatorVipLevels, string>({
    send: vipApi.setLevels,
    onSuccess: (saved) => {
      queryClient.setQueryData(vipLevelsKey, saved);
      show({ tone: 'success', message: t('consoleRewards.vip.saved') });
    },
    // error_vip_levels_invalid says what is wrong with the table as a whole: above the button.
    placeOf: () => 'form',
    fieldsOf: null,
  });
  const setLevel = (index: number, field: LevelField, value: string) => {
    setDraft((current) => ({
      ...current,
      levels: current.levels.map((level, at) => (at === index ? { ...level, [field]: value } : level)),
    }));
    save.clear(`${index}.${field}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { problems, input } = checkVipDraft(draft, currency, t, language);
    if (!save.check(problems) || input === null) return;
    save.submit(input);
  };
  const field = (
    index: number,
    name: LevelField,
    label: string,
    options: { hint?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      label={label}
      name={`${name}${index}`}
      autoComplete="off"
      inputMode={options.inputMode}
      hint={options.hint}
      value={draft.levels[index]![name]}
      error={save.problems[`${index}.${name}`]}
      onChange={(event) => setLevel(index, name, event.target.value)}
    />
  );
  const money = (
    index: number,
    name: (typeof levelMoneyFields)[number] | 'withdrawDailyAmount',
    hint?: string,
  ) => (
    <MoneyField
      label={t(`consoleRewards.vip.${name}`)}
      name={`${name}${index}`}
      currency={currency}
      required={false}
      value={draft.levels[index]![name]}
      error={save.problems[`${index}.${name}`]}
      onChange={(value) => setLevel(index, name, value)}
      {...(hint === undefined ? {} : { hint })}
    />
  );
  const levelFields = (level: LevelDraft, index: number) => (
    <fieldset key={index} className={styles.group} data-testid="vip-level">
      <legend className={styles.legend}>
        {t('consoleRewards.vip.level', { n: formatNumber(index, language) })}
      </legend>
      <div className={styles.fields}>
        {field(index, 'nameVi', t('consoleRewards.vip.nameVi'))}
        {field(index, 'nameEn', t('consoleRewards.vip.nameEn'))}
      </div>
      <div className={styles.levelFigures}>
        {levelMoneyFields.map((name) => money(index, name))}
        {field(index, 'withdrawDailyCount', t('consoleRewards.vip.withdrawDailyCount'), {
          hint: t('consoleRewards.vip.brandRule'),
          inputMode: 'numeric',
        })}
        {money(index, 'withdrawDailyAmount', t('consoleRewards.vip.brandRule'))}
      </div>
      {level === draft.levels.at(-1) && draft.levels.length > 1 ? (
        <div className={page.actions}>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => setDraft((current) => ({ ...current, levels: current.levels.slice(0, -1) }))}
          >
            {t('consoleRewards.vip.removeLevel', { n: formatNumber(index, language) })}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );

  return (
    <form className={page.stack} onSubmit={submit} noValidate data-testid="vip-levels-form">
      <div className={styles.fields}>
        <TextField
          label={t('consoleRewards.vip.periodDays')}
          name="periodDays"
          inputMode="numeric"
          autoComplete="off"
          required
          hint={t('consoleRewards.vip.periodDaysHint')}
          value={draft.periodDays}
          error={save.problems['periodDays']}
          onChange={(event) => {
            setDraft((current) => ({ ...current, periodDays: event.target.value }));
            save.clear('periodDays');
          }}
        />
      </div>
      {draft.levels.map(levelFields)}
      {draft.levels.length < levelsMax ? (
        <div className={page.actions}>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => setDraft((current) => ({ ...current, levels: [...current.levels, emptyLevel] }))}
          >
            {t('consoleRewards.vip.addLevel')}
          </Button>
        </div>
      ) : null}
      <FormAlert message={save.refusal} />
      <div className={page.actions}>
        <Button type="submit" loading={save.pending}>
          {t('consoleRewards.vip.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The VIP level table as the operator sets it, saved whole, and a brand day's review run now (the
 * daily job's, once per day: a day reviewed already answers so).
 */
export function VipLevelsPage() {
  const { t, language } = useT('consoleRewards');
  const levels = useQuery({ queryKey: vipLevelsKey, queryFn: vipApi.levels });
  let body;
  if (levels.isPending)
    body = (
      <div aria-busy="true" data-testid="vip-loading">
        <Skeleton height={320} radius="md" />
      </div>
    );
  else if (levels.isError)
    body = <LoadFailed title={t('consoleRewards.vip.loadFailed')} onRetry={() => void levels.refetch()} />;
  else body = <LevelsForm table={levels.data} />;
  const currency = levels.data?.currency ?? defaultCurrency;
  return (
    <div className={page.page} data-testid="vip-levels-page">
      <PageHeader title={t('consoleRewards.vip.title')} lead={t('consoleRewards.vip.lead')} />
      {body}
      <RunForDay
        title={t('consoleRewards.vip.reviewTitle')}
        lead={t('consoleRewards.vip.reviewLead')}
        dayLabel={t('consoleRewards.vip.reviewDay')}
        button={t('consoleRewards.vip.reviewRun')}
        testId="vip-review"
        run={vipApi.review}
        said={(run) =>
          run.alreadyReviewed
            ? t('consoleRewards.vip.reviewedBefore', { day: run.day })
            : t('consoleRewards.vip.reviewed', {
                day: run.day,
                upgraded: formatNumber(run.upgraded, language),
                dropped: formatNumber(run.dropped, language),
                bonuses: formatNumber(run.bonuses, language),
                money: formatMoney(run.amount, currency, language),
              })
        }
      />
    </div>
  );
}
