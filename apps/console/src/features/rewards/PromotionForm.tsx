import { FormAlert, useSubmit } from '@lotus/app-shell';
import type {
  OperatorPromotion,
  PromotionInput,
  PromotionRule,
  PromotionType,
} from '@lotus/contract/promotions';
import { promotionRules, promotionTypes } from '@lotus/contract/promotions';
import { useT } from '@lotus/i18n';
import { Button, Checkbox, Select, TextArea, TextField, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';
import type { PromotionDraft, PromotionField } from './promotion-draft.ts';
import { checkDraft, draftOf, emptyDraft } from './promotion-draft.ts';
import { promotionsKey, rewardsApi } from './rewards-api.ts';
import { TermsFields } from './TermsFields.tsx';
import * as styles from './rewards.css.ts';

/** The promotion's title in the operator's language, else in the other (for the toast). */
function titleOf(input: PromotionInput, language: string): string {
  const own = language === 'en' ? input.texts.en : input.texts.vi;
  return own?.title ?? input.texts.vi?.title ?? input.texts.en?.title ?? '';
}

/**
 * Adds a promotion, or changes one: its rule and the terms of that rule, the tab it shows under,
 * its words in Vietnamese and English, its window on the operator's clock, shown or hidden, its
 * order. Checked here as the server checks it; the server's refusals (another registration bonus
 * at the same time, a rule that has paid) are said above the buttons in its words.
 */
export function PromotionForm(props: {
  promotion: OperatorPromotion | null;
  /** The brand's currency, as the promotions name it. */
  currency: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { promotion, currency } = props;
  const { t, language } = useT('common', 'consoleRewards');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PromotionDraft>(() =>
    promotion === null ? emptyDraft : draftOf(promotion, currency),
  );
  // A promotion that has paid keeps its rule (error_promotion_rule_locked).
  const ruleLocked = promotion !== null && promotion.grants > 0;
  const form = useSubmit<PromotionInput, OperatorPromotion, PromotionField>({
    send: (input) =>
      promotion === null
        ? rewardsApi.createPromotion(input)
        : rewardsApi.updatePromotion(promotion.id, input),
    onSuccess: async (_saved, input) => {
      show({
        tone: 'success',
        message: t(promotion === null ? 'consoleRewards.form.created' : 'consoleRewards.form.updated', {
          title: titleOf(input, language),
        }),
      });
      await queryClient.invalidateQueries({ queryKey: promotionsKey });
      props.onDone();
    },
    placeOf: () => 'form',
    fieldsOf: null,
  });

  const set = (field: PromotionField | 'active', value: string | boolean) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'active') form.clear();
    else form.clear(field);
  };
  const setLadder = (ladder: string[]) => {
    setDraft((current) => ({ ...current, ladder }));
    form.clear();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { problems, input } = checkDraft(draft, currency, t, language);
    if (!form.check(problems) || input === null) return;
    form.submit(input);
  };
  const text = (
    field: 'titleVi' | 'titleEn' | 'startsAt' | 'endsAt' | 'sortOrder',
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
  const area = (
    field: 'summaryVi' | 'summaryEn' | 'bodyVi' | 'bodyEn',
    label: string,
    hint: string,
    rows: number,
  ) => (
    <TextArea
      label={label}
      name={field}
      rows={rows}
      hint={hint}
      value={draft[field]}
      error={form.problems[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );
  const languageFields = (code: 'Vi' | 'En', legend: string) => (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {text(`title${code}`, t('consoleRewards.form.titleField'))}
      {area(`summary${code}`, t('consoleRewards.form.summaryField'), t('consoleRewards.form.summaryHint'), 2)}
      {area(`body${code}`, t('consoleRewards.form.bodyField'), t('consoleRewards.form.bodyHint'), 5)}
    </fieldset>
  );

  return (
    <form className={page.stack} onSubmit={submit} noValidate data-testid="promotion-form">
      <div className={styles.fields}>
        <Select
          label={t('consoleRewards.form.rule')}
          name="rule"
          required
          disabled={ruleLocked}
          hint={ruleLocked ? t('consoleRewards.form.ruleLocked') : undefined}
          placeholder={t('consoleRewards.form.pickRule')}
          value={draft.rule}
          error={form.problems.rule}
          options={promotionRules.map((rule) => ({
            value: rule,
            label: t(`consoleRewards.promotions.rules.${rule}`),
          }))}
          onChange={(event) => set('rule', event.target.value as PromotionRule | '')}
        />
        <Select
          label={t('consoleRewards.form.type')}
          name="type"
          required
          placeholder={t('consoleRewards.form.pickType')}
          value={draft.type}
          error={form.problems.type}
          options={promotionTypes.map((type) => ({
            value: type,
            label: t(`consoleRewards.promotions.types.${type}`),
          }))}
          onChange={(event) => set('type', event.target.value as PromotionType | '')}
        />
      </div>
      {draft.rule === '' ? null : (
        <TermsFields
          rule={draft.rule}
          draft={draft}
          problems={form.problems}
          currency={currency}
          set={set}
          setLadder={setLadder}
        />
      )}
      <p className={page.muted}>{t('consoleRewards.form.textsHint')}</p>
      <div className={styles.fields}>
        {languageFields('Vi', t('consoleRewards.form.vietnamese'))}
        {languageFields('En', t('consoleRewards.form.english'))}
      </div>
      <div className={styles.fields}>
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
        {text('sortOrder', t('consoleRewards.form.sortOrder'), {
          hint: t('consoleRewards.form.sortOrderHint'),
          inputMode: 'numeric',
        })}
      </div>
      <Checkbox
        label={t('consoleRewards.form.active')}
        name="active"
        checked={draft.active}
        onChange={(event) => set('active', event.target.checked)}
      />
      <FormAlert message={form.refusal} />
      <div className={page.actions}>
        <Button type="button" variant="ghost" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={form.pending}>
          {promotion === null ? t('consoleRewards.form.create') : t('consoleRewards.form.save')}
        </Button>
      </div>
    </form>
  );
}
