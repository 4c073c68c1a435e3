import type { OperatorProduct, ProductInput, ProductKind } from '@lotus/contract/points';
import type { UseT } from '@lotus/i18n';
import { formatNumber } from '@lotus/i18n';
import { fromMinorUnits, toMinorUnits } from './points-money.ts';

/** A product as its form holds it: every field as typed. */
export interface ProductDraft {
  kind: ProductKind | '';
  nameVi: string;
  descriptionVi: string;
  nameEn: string;
  descriptionEn: string;
  unitVi: string;
  unitEn: string;
  imageUrl: string;
  points: string;
  amount: string;
  cashValue: string;
  stock: string;
  maxPerExchange: string;
  sort: string;
  active: boolean;
}
export type ProductField = Exclude<keyof ProductDraft, 'active'>;
export type ProductProblems = Partial<Record<ProductField, string>>;

export const emptyDraft: ProductDraft = {
  kind: '',
  nameVi: '',
  descriptionVi: '',
  nameEn: '',
  descriptionEn: '',
  unitVi: '',
  unitEn: '',
  imageUrl: '',
  points: '',
  amount: '0',
  cashValue: '',
  stock: '',
  maxPerExchange: '1',
  sort: '0',
  active: true,
};

/** A product's form, filled from the product as the server has it. */
export function draftOf(product: OperatorProduct, currency: string): ProductDraft {
  return {
    kind: product.kind,
    nameVi: product.texts.vi?.name ?? '',
    descriptionVi: product.texts.vi?.description ?? '',
    nameEn: product.texts.en?.name ?? '',
    descriptionEn: product.texts.en?.description ?? '',
    unitVi: product.units.vi ?? '',
    unitEn: product.units.en ?? '',
    imageUrl: product.imageUrl ?? '',
    points: product.points,
    amount: fromMinorUnits(product.amount, currency),
    cashValue: product.kind === 'cash' ? fromMinorUnits(product.cashValue, currency) : '',
    stock: String(product.stock),
    maxPerExchange: String(product.maxPerExchange),
    sort: String(product.sort),
    active: product.active,
  };
}

/** Limits of productInputSchema (packages/contract/src/points/schemas.ts). */
const limits = {
  name: 80,
  description: 500,
  unit: 20,
  imageUrl: 500,
  stock: [0, 1_000_000],
  maxPerExchange: [1, 100],
  sort: [0, 10_000],
} as const;

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The draft checked as the server checks a product (productInputSchema, then what a product is:
 * a name and a unit in at least one language, points or an amount, a cash value for cash and only
 * for cash): the problems by field, or the body to send.
 */
export function checkDraft(
  draft: ProductDraft,
  currency: string,
  t: UseT['t'],
  language: string,
): { problems: ProductProblems; input: ProductInput | null } {
  const problems: ProductProblems = {};
  const tooLong = (text: string, max: number) =>
    text.trim().length > max ? t('console.points.form.tooLong', { max }) : undefined;
  const whole = (field: 'stock' | 'maxPerExchange' | 'sort') => {
    const text = draft[field].trim();
    const [min, max] = limits[field];
    const between = t('console.points.form.between', {
      min: formatNumber(min, language),
      max: formatNumber(max, language),
    });
    if (!/^\d{1,7}$/.test(text)) {
      problems[field] = text === '' ? t('console.points.form.required') : between;
      return 0;
    }
    const value = Number(text);
    if (value < min || value > max) problems[field] = between;
    return value;
  };

  if (draft.kind === '') problems.kind = t('console.points.form.required');

  const texts: ProductInput['texts'] = {};
  const units: ProductInput['units'] = {};
  for (const [code, name, description, unit] of [
    ['vi', 'nameVi', 'descriptionVi', 'unitVi'],
    ['en', 'nameEn', 'descriptionEn', 'unitEn'],
  ] as const) {
    const words = { name: draft[name].trim(), description: draft[description].trim() };
    problems[name] = tooLong(words.name, limits.name);
    problems[description] = tooLong(words.description, limits.description);
    if (words.name !== '') texts[code] = words;
    else if (words.description !== '') problems[name] = t('console.points.form.nameForDescription');
    const unitText = draft[unit].trim();
    problems[unit] = tooLong(unitText, limits.unit);
    if (unitText !== '') units[code] = unitText;
  }
  if (Object.keys(texts).length === 0 && !problems.nameVi && !problems.nameEn)
    problems.nameVi = t('console.points.form.nameNeeded');
  if (Object.keys(units).length === 0) problems.unitVi = t('console.points.form.unitNeeded');

  const imageUrl = draft.imageUrl.trim();
  if (imageUrl !== '' && (imageUrl.length > limits.imageUrl || !isWebAddress(imageUrl)))
    problems.imageUrl = t('console.points.form.url');

  const points = draft.points.trim();
  if (!/^\d{1,18}$/.test(points))
    problems.points =
      points === '' ? t('console.points.form.required') : t('console.points.form.wholeNumber');
  const moneyProblem = t('console.points.form.money', { currency });
  const amount = draft.amount.trim() === '' ? '0' : toMinorUnits(draft.amount, currency);
  if (amount === null) problems.amount = moneyProblem;
  if (!problems.points && amount !== null && BigInt(points) === 0n && amount === '0')
    problems.points = t('console.points.form.pointsOrAmount');

  let cashValue = '0';
  if (draft.kind === 'cash') {
    const value = toMinorUnits(draft.cashValue, currency);
    if (draft.cashValue.trim() !== '' && value === null) problems.cashValue = moneyProblem;
    else if (value === null || value === '0') problems.cashValue = t('console.points.form.cashValueNeeded');
    else cashValue = value;
  }

  const stock = whole('stock');
  const maxPerExchange = whole('maxPerExchange');
  const sort = whole('sort');

  const clean = Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as ProductProblems;
  if (Object.keys(clean).length > 0 || draft.kind === '' || amount === null) return { problems, input: null };
  return {
    problems,
    input: {
      kind: draft.kind,
      texts,
      units,
      imageUrl: imageUrl === '' ? null : imageUrl,
      points: BigInt(points).toString(),
      amount,
      cashValue,
      stock,
      maxPerExchange,
      active: draft.active,
      sort,
    },
  };
}
