import { FormAlert, useSubmit } from '@lotus/app-shell';
import type { CampaignInput, CampaignKind, DrawPeriod, OperatorCampaign } from '@lotus/contract/campaigns';
import { campaignKinds, drawPeriods } from '@lotus/contract/campaigns';
import { useT } from '@lotus/i18n';
import { Button, Select, TextArea, TextField, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';
import type { CampaignDraft, CampaignField, PrizeDraft } from './campaign-draft.ts';
import { checkDraft, draftOf, emptyDraft } from './campaign-draft.ts';
import { campaignsApi, campaignsKey } from './campaigns-api.ts';
import { MoneyField } from './MoneyField.tsx';
import { PrizeTable } from './PrizeTable.tsx';
import * as styles from './rewards.css.ts';

/** The campaign's name in the operator's language, else in the other (for the toast). */
function nameOf(input: CampaignInput, language: string): string {
  const own = language === 'en' ? input.texts.en : input.texts.vi;
  return own?.name ?? input.texts.vi?.name ?? input.texts.en?.name ?? '';
}

type TextKey = Exclude<keyof CampaignDraft, 'prizes' | 'kept' | 'drawsPer' | 'kind'>;

/**
 * Opens a campaign, or changes one: its kind, name and description in Vietnamese and English, the
 * money and points budgets, the schedule on the operator's clock, who may draw, the draws a member
 * has and the prize table (kind and prizes fixed once members have drawn). Checked here as the
 * server checks it; the server's refusals are said above the buttons in its words.
 */
export function CampaignForm(props: {
  campaign: OperatorCampaign | null;
  currency: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { campaign, currency } = props;
  const { t, language } = useT('common', 'consoleRewards');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CampaignDraft>(() =>
    campaign === null ? emptyDraft : draftOf(campaign, currency),
  );
  // The kind and the prize table are fixed once a member has drawn (error_campaign_prizes_locked).
  const locked = campaign !== null && campaign.draws > 0;
  const form = useSubmit<CampaignInput, OperatorCampaign, CampaignField>({
    send: (input) =>
      campaign === null ? campaignsApi.create(input) : campaignsApi.update(campaign.id, input),
    onSuccess: async (_saved, input) => {
      show({
        tone: 'success',
        message: t(
          campaign === null ? 'consoleRewards.campaignForm.created' : 'consoleRewards.campaignForm.updated',
          {
            name: nameOf(input, language),
          },
        ),
      });
      await queryClient.invalidateQueries({ queryKey: campaignsKey });
      props.onDone();
    },
    placeOf: () => 'form',
    fieldsOf: null,
  });

  const set = (field: TextKey | 'kind' | 'drawsPer', value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'drawsPer') form.clear();
    else form.clear(field);
  };
  const setPrizes = (prizes: PrizeDraft[]) => {
    setDraft((current) => ({ ...current, prizes }));
    form.clear();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { problems, input } = checkDraft(draft, currency, t, language);
    if (!form.check(problems) || input === null) return;
    form.submit(input);
  };
  const text = (
    field: TextKey,
    label: string,
    options: { hint?: string; type?: string; inputMode?: 'numeric'; required?: boolean } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      type={options.type ?? 'text'}
      autoComplete="off"
      inputMode={options.inputMode}
      required={options.required}
      hint={options.hint}
      value={draft[field]}
      error={form.problems[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );
  const money = (field: 'budget' | 'minDeposits' | 'minValidBets', label: string, hint: string) => (
    <MoneyField
      label={label}
      name={field}
      currency={currency}
      hint={hint}
      value={draft[field]}
      error={form.problems[field]}
      onChange={(value) => set(field, value)}
    />
  );
  const languageFields = (code: 'Vi' | 'En', legend: string) => (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {text(`name${code}`, t('consoleRewards.campaignForm.name'))}
      <TextArea
        label={t('consoleRewards.campaignForm.description')}
        name={`description${code}`}
        rows={3}
        value={draft[`description${code}`]}
        error={form.problems[`description${code}`]}
        onChange={(event) => set(`description${code}`, event.target.value)}
      />
    </fieldset>
  );

  return (
    <form className={page.stack} onSubmit={submit} noValidate data-testid="campaign-form">
      <div className={styles.fields}>
        <Select
          label={t('consoleRewards.campaignForm.kind')}
          name="kind"
          required
          disabled={locked}
          hint={locked ? t('consoleRewards.campaignForm.locked') : undefined}
          placeholder={t('consoleRewards.campaignForm.pickKind')}
          value={draft.kind}
          error={form.problems.kind}
          options={campaignKinds.map((kind) => ({
            value: kind,
            label: t(`consoleRewards.campaigns.kinds.${kind}`),
          }))}
          onChange={(event) => set('kind', event.target.value as CampaignKind | '')}
        />
      </div>
      <p className={page.muted}>{t('consoleRewards.form.textsHint')}</p>
      <div className={styles.fields}>
        {languageFields('Vi', t('consoleRewards.form.vietnamese'))}
        {languageFields('En', t('consoleRewards.form.english'))}
      </div>
      <div className={styles.fields}>
        {money(
          'budget',
          t('consoleRewards.campaignForm.budget'),
          t('consoleRewards.campaignForm.budgetHint', { currency }),
        )}
        {text('pointsBudget', t('consoleRewards.campaignForm.pointsBudget'), {
          hint: t('consoleRewards.campaignForm.pointsBudgetHint'),
          inputMode: 'numeric',
          required: true,
        })}
        {text('startsAt', t('consoleRewards.form.startsAt'), {
          type: 'datetime-local',
          hint: t('consoleRewards.form.timeHint'),
          required: true,
        })}
        {text('endsAt', t('consoleRewards.form.endsAt'), {
          type: 'datetime-local',
          hint: t('consoleRewards.form.timeHint'),
          required: true,
        })}
        {money(
          'minDeposits',
          t('consoleRewards.campaignForm.minDeposits'),
          t('consoleRewards.campaignForm.minDepositsHint', { currency }),
        )}
        {money(
          'minValidBets',
          t('consoleRewards.campaignForm.minValidBets'),
          t('consoleRewards.campaignForm.minValidBetsHint', { currency }),
        )}
        {text('windowDays', t('consoleRewards.campaignForm.windowDays'), {
          hint: t('consoleRewards.campaignForm.windowDaysHint'),
          inputMode: 'numeric',
        })}
        {text('drawsAllowed', t('consoleRewards.campaignForm.drawsAllowed'), {
          hint: t('consoleRewards.campaignForm.drawsAllowedHint'),
          inputMode: 'numeric',
          required: true,
        })}
        <Select
          label={t('consoleRewards.campaignForm.drawsPer')}
          name="drawsPer"
          value={draft.drawsPer}
          options={drawPeriods.map((period) => ({
            value: period,
            label: t(`consoleRewards.campaignForm.drawsPerOptions.${period}`),
          }))}
          onChange={(event) => set('drawsPer', event.target.value as DrawPeriod)}
        />
      </div>
      <PrizeTable
        prizes={draft.prizes}
        currency={currency}
        locked={locked}
        problems={form.problems}
        onChange={setPrizes}
      />
      <FormAlert message={form.refusal} />
      <div className={page.actions}>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={form.pending}>
          {campaign === null ? t('consoleRewards.campaignForm.create') : t('consoleRewards.form.save')}
        </Button>
      </div>
    </form>
  );
}
