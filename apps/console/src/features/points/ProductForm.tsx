import { FormAlert, useSubmit } from '@lotus/app-shell';
import type { OperatorProduct, ProductInput, ProductKind } from '@lotus/contract/points';
import { productKinds } from '@lotus/contract/points';
import { formatMoney, useT } from '@lotus/i18n';
import { Button, Checkbox, Select, TextArea, TextField, useToast } from '@lotus/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';
import { pointsApi, productsKey } from './points-api.ts';
import { toMinorUnits } from './points-money.ts';
import type { ProductDraft, ProductField } from './product-draft.ts';
import { checkDraft, draftOf, emptyDraft } from './product-draft.ts';
import * as styles from './points.css.ts';

/** The product's name in the first language it has one (for the toast). */
function nameOf(input: ProductInput): string {
  return input.texts.vi?.name ?? input.texts.en?.name ?? '';
}

/**
 * Adds a product to the mall, or changes one (its stock too): kind, words and unit in Vietnamese
 * and English, image, what one unit takes and pays, stock, the most one exchange takes, on offer,
 * order. Checked here as the server checks it before it is sent; the server's refusal is said
 * above the buttons.
 */
export function ProductForm(props: {
  product: OperatorProduct | null;
  /** The brand's currency, as the products' list names it. */
  currency: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { product } = props;
  const { t, language } = useT('common', 'console');
  const { show } = useToast();
  const queryClient = useQueryClient();
  const { currency } = props;
  const [draft, setDraft] = useState<ProductDraft>(() =>
    product === null ? emptyDraft : draftOf(product, currency),
  );
  const form = useSubmit<ProductInput, OperatorProduct, ProductField>({
    send: (input) =>
      product === null ? pointsApi.createProduct(input) : pointsApi.updateProduct(product.id, input),
    onSuccess: async (_saved, input) => {
      show({
        tone: 'success',
        message: t(product === null ? 'console.points.form.created' : 'console.points.form.updated', {
          name: nameOf(input),
        }),
      });
      await queryClient.invalidateQueries({ queryKey: productsKey });
      props.onDone();
    },
    // The server's words (error_product_invalid names what is wrong) above the buttons.
    placeOf: () => 'form',
    fieldsOf: null,
  });

  const set = <Field extends keyof ProductDraft>(field: Field, value: ProductDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== 'active') form.clear(field as ProductField);
    else form.clear();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { problems, input } = checkDraft(draft, currency, t, language);
    if (!form.check(problems) || input === null) return;
    form.submit(input);
  };
  const text = (
    field: ProductField,
    label: string,
    options: { hint?: string; required?: boolean; inputMode?: 'numeric' | 'decimal' | 'url' } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      autoComplete="off"
      required={options.required}
      inputMode={options.inputMode}
      hint={options.hint}
      value={draft[field]}
      error={form.problems[field]}
      onChange={(event) => set(field, event.target.value)}
    />
  );
  /** What an amount typed reads as, in the brand's currency. */
  const money = (typed: string, hint: string) => {
    const minor = toMinorUnits(typed, currency);
    return minor === null || minor === '0'
      ? hint
      : `${hint} · ${t('console.points.form.preview', { money: formatMoney(minor, currency, language) })}`;
  };
  const languageFields = (code: 'Vi' | 'En', legend: string) => (
    <fieldset className={styles.language}>
      <legend className={styles.legend}>{legend}</legend>
      {text(`name${code}`, t('console.points.form.name'), { hint: t('console.points.form.nameHint') })}
      <TextArea
        label={t('console.points.form.description')}
        name={`description${code}`}
        rows={2}
        hint={t('console.points.form.descriptionHint')}
        value={draft[`description${code}`]}
        error={form.problems[`description${code}`]}
        onChange={(event) => set(`description${code}`, event.target.value)}
      />
      {text(`unit${code}`, t('console.points.form.unit'), { hint: t('console.points.form.unitHint') })}
    </fieldset>
  );

  return (
    <form className={page.stack} onSubmit={submit} noValidate data-testid="product-form">
      <div className={styles.fields}>
        <Select
          label={t('console.points.form.kind')}
          name="kind"
          required
          placeholder={t('console.points.form.pickKind')}
          value={draft.kind}
          error={form.problems.kind}
          options={productKinds.map((kind) => ({ value: kind, label: t(`console.points.kinds.${kind}`) }))}
          onChange={(event) => set('kind', event.target.value as ProductKind | '')}
        />
        {text('imageUrl', t('console.points.form.imageUrl'), {
          hint: t('console.points.form.imageUrlHint'),
          inputMode: 'url',
        })}
      </div>
      <div className={styles.fields}>
        {languageFields('Vi', t('console.points.form.vietnamese'))}
        {languageFields('En', t('console.points.form.english'))}
      </div>
      <div className={styles.fields}>
        {text('points', t('console.points.form.points'), {
          hint: t('console.points.form.pointsHint'),
          required: true,
          inputMode: 'numeric',
        })}
        {text('amount', t('console.points.form.amount'), {
          hint: money(draft.amount, t('console.points.form.amountHint', { currency })),
          inputMode: 'decimal',
        })}
        {draft.kind === 'cash'
          ? text('cashValue', t('console.points.form.cashValue'), {
              hint: money(draft.cashValue, t('console.points.form.cashValueHint', { currency })),
              required: true,
              inputMode: 'decimal',
            })
          : null}
        {text('stock', t('console.points.form.stock'), {
          hint: t('console.points.form.stockHint'),
          required: true,
          inputMode: 'numeric',
        })}
        {text('maxPerExchange', t('console.points.form.maxPerExchange'), {
          hint: t('console.points.form.maxPerExchangeHint'),
          required: true,
          inputMode: 'numeric',
        })}
        {text('sort', t('console.points.form.sort'), {
          hint: t('console.points.form.sortHint'),
          inputMode: 'numeric',
        })}
      </div>
      <Checkbox
        label={t('console.points.form.active')}
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
          {product === null ? t('console.points.form.create') : t('console.points.form.save')}
        </Button>
      </div>
    </form>
  );
}
