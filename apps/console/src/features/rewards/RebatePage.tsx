import { FormAlert, useSubmit } from '@lotus/app-shell';
import type { OperatorRebateSettings, RebateMode, RebateSettings } from '@lotus/contract/rebate';
import { rebateKinds, rebateModes } from '@lotus/contract/rebate';
import type { OperatorVipLevels } from '@lotus/contract/vip';
import { rebateGameTypes } from '@lotus/contract/vip';
import { formatMoney, formatNumber, useT } from '@lotus/i18n';
import { Button, EmptyState, Select, Skeleton, TextField, useToast } from '@lotus/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import * as page from '../../components/page.css.ts';
import type { RebateDraft } from './rebate-draft.ts';
import { checkRebateDraft, rateKey, rebateDraftOf } from './rebate-draft.ts';
import { RunForDay } from './RunForDay.tsx';
import { defaultCurrency } from './rewards-money.ts';
import { rebateKey, vipApi, vipLevelsKey } from './vip-api.ts';
import * as styles from './rewards.css.ts';

/** The mode and the rate table of every level, saved whole. */
function RebateForm(props: { settings: OperatorRebateSettings; table: OperatorVipLevels }) {
  const { t, language } = useT('consoleRewards');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RebateDraft>(() => rebateDraftOf(props.settings));
  // The levels of the table, and any level a rate was set for that the table no longer has.
  const levels = [
    ...new Set([
      ...props.table.levels.map((level) => level.level),
      ...props.settings.rates.map((rate) => rate.level),
    ]),
  ].sort((a, b) => a - b);
  const nameOf = (level: number) => {
    const names = props.table.levels.find((candidate) => candidate.level === level)?.names;
    return (language === 'en' ? names?.en : names?.vi) ?? names?.vi ?? names?.en ?? '';
  };
  const save = useSubmit<RebateSettings, OperatorRebateSettings, string>({
    send: vipApi.setRebate,
    onSuccess: (saved) => {
      queryClient.setQueryData(rebateKey, saved);
      show({ tone: 'success', message: t('consoleRewards.rebate.saved') });
    },
    placeOf: () => 'form',
    fieldsOf: null,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { problems, input } = checkRebateDraft(draft, levels, t);
    if (!save.check(problems) || input === null) return;
    save.submit(input);
  };

  return (
    <form className={page.stack} onSubmit={submit} noValidate data-testid="rebate-form">
      <div className={styles.fields}>
        <Select
          label={t('consoleRewards.rebate.mode')}
          name="mode"
          value={draft.mode}
          options={rebateModes.map((mode) => ({
            value: mode,
            label: t(`consoleRewards.rebate.modes.${mode}`),
          }))}
          onChange={(event) => {
            const mode = event.target.value as RebateMode;
            setDraft((current) => ({ ...current, mode }));
            save.clear();
          }}
        />
      </div>
      <p className={page.muted}>{t('consoleRewards.rebate.ratesHint')}</p>
      {levels.map((level) => {
        const n = formatNumber(level, language);
        return (
          <fieldset key={level} className={styles.group} data-testid="rebate-level">
            <legend className={styles.legend}>
              {t('consoleRewards.rebate.levelOf', { n, name: nameOf(level) })}
            </legend>
            {rebateGameTypes.map((gameType) => {
              const type = t(`consoleRewards.rebate.gameTypes.${gameType}`);
              return (
                <div key={gameType} className={styles.rateRow} role="group" aria-label={type}>
                  <span className={styles.rateType}>{type}</span>
                  {rebateKinds.map((kind) => {
                    const key = rateKey(level, kind, gameType);
                    return (
                      <TextField
                        key={key}
                        label={t(`consoleRewards.rebate.kinds.${kind}`)}
                        aria-label={t('consoleRewards.rebate.rateLabel', {
                          kind: t(`consoleRewards.rebate.kinds.${kind}`),
                          type,
                          n,
                        })}
                        name={key}
                        inputMode="decimal"
                        autoComplete="off"
                        suffix="%"
                        value={draft.rates[key] ?? ''}
                        error={save.problems[key]}
                        onChange={(event) => {
                          const value = event.target.value;
                          setDraft((current) => ({ ...current, rates: { ...current.rates, [key]: value } }));
                          save.clear(key);
                        }}
                      />
                    );
                  })}
                </div>
              );
            })}
          </fieldset>
        );
      })}
      <FormAlert message={save.refusal} />
      <div className={page.actions}>
        <Button type="submit" loading={save.pending}>
          {t('consoleRewards.rebate.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Rebate and cashback as the operator sets them: paid at once or left to claim, the rates by VIP
 * level, game type and kind, saved whole; and an ended brand day given now (once: a day given
 * already answers so).
 */
export function RebatePage() {
  const { t, language } = useT('consoleRewards');
  const settings = useQuery({ queryKey: rebateKey, queryFn: vipApi.rebate });
  const table = useQuery({ queryKey: vipLevelsKey, queryFn: vipApi.levels });

  let body;
  if (settings.isPending || table.isPending)
    body = (
      <div aria-busy="true" data-testid="rebate-loading">
        <Skeleton height={320} radius="md" />
      </div>
    );
  else if (settings.isError || table.isError)
    body = (
      <LoadFailed
        title={t('consoleRewards.rebate.loadFailed')}
        onRetry={() => {
          void settings.refetch();
          void table.refetch();
        }}
      />
    );
  else if (table.data.levels.length === 0 && settings.data.rates.length === 0)
    body = <EmptyState headingLevel={3} title={t('consoleRewards.rebate.noLevels')} />;
  else body = <RebateForm settings={settings.data} table={table.data} />;

  return (
    <div className={page.page} data-testid="rebate-page">
      <PageHeader title={t('consoleRewards.rebate.title')} lead={t('consoleRewards.rebate.lead')} />
      {body}
      <RunForDay
        title={t('consoleRewards.rebate.giveTitle')}
        lead={t('consoleRewards.rebate.giveLead')}
        dayLabel={t('consoleRewards.rebate.giveDay')}
        button={t('consoleRewards.rebate.giveRun')}
        testId="rebate-give"
        run={vipApi.give}
        said={(run) =>
          run.alreadyGiven
            ? t('consoleRewards.rebate.givenBefore', { day: run.periodKey })
            : t('consoleRewards.rebate.given', {
                day: run.periodKey,
                members: formatNumber(run.members, language),
                money: formatMoney(run.amount, settings.data?.currency ?? defaultCurrency, language),
              })
        }
      />
    </div>
  );
}
