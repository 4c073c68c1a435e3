import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export { muted, notice, sectionTitle, stack, title } from '../../shell/page.css.ts';
export { factLabel, factValue } from '../../components/facts.css.ts';

const desktop = 'screen and (min-width: 768px)';

/** The points pages' column: a little wider than the account pages, for the mall's grid. */
export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '64rem',
  margin: '0 auto',
  width: '100%',
  minWidth: 0,
});

/** The points pages' own tabs, under the page's title; wrapping on a narrow phone, so the current one shows. */
export const pointsNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
globalStyle(`${pointsNav} a`, {
  flexShrink: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});
globalStyle(`${pointsNav} a[aria-current="page"]`, {
  background: vars.color.primary,
  borderColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
});

/** The member's points at the top of a page: the balance large, earned and spent beside it. */
export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  '@media': { [desktop]: { gridTemplateColumns: 'auto 1fr auto', alignItems: 'center' } },
});
export const summaryBalance = style({ display: 'grid', gap: vars.space.xxs });
export const balanceFigure = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const summaryFigures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
});
export const figure = style({ display: 'grid', gap: vars.space.xxs });
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const figureValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const summaryLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${summaryLinks} a`, { color: vars.color.primary });

/** The mall's products: two to a row on a phone, as many as fit on a desktop. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [desktop]: { gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))', gap: vars.space.md },
  },
});
export const product = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  height: '100%',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const productSoldOut = style({ opacity: 0.72 });
export const art = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: `radial-gradient(circle at 50% 40%, ${vars.color.surfaceRaised}, ${vars.color.surfaceSunken})`,
  display: 'grid',
  placeItems: 'center',
});
export const artImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const artSvg = style({ width: '72%', height: '72%' });
export const soldOutBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
});
export const productBody = style({
  display: 'grid',
  alignContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.sm,
  minWidth: 0,
});
export const productName = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  '@media': { [desktop]: { fontSize: vars.fontSize.md } },
});
export const productPrice = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const productAmount = style({ color: vars.color.text, fontSize: vars.fontSize.sm });
export const productFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/** Art colours: the brand's gold and teal, on any theme. */
export const artGold = style({ fill: vars.color.primary });
export const artGoldLine = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 3 });
export const artTeal = style({ fill: vars.color.accent });
export const artShade = style({ fill: vars.color.onPrimary, opacity: 0.35 });
export const artLine = style({ fill: 'none', stroke: vars.color.onPrimary, strokeWidth: 3, opacity: 0.55 });
export const artSurface = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 2,
});

/** The exchange dialog. */
export const dialogProduct = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const dialogArt = style([art, { borderRadius: vars.radius.md, overflow: 'hidden' }]);
export const stepper = style({ display: 'grid', gap: vars.space.xxs, border: 'none', margin: 0, padding: 0 });
export const stepperLabel = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});
export const stepperRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const stepperValue = style({
  minWidth: '3rem',
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const stepperError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const totals = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
export const totalLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const totalValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
export const done = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const doneNumber = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

/** The records' filter and the detail's entries. */
export const filterRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 16rem)' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const record = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const recordHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
export const recordTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
/** Label over value: two columns on a phone, four on a desktop. */
export const recordFields = style({
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const recordField = style({ display: 'grid', gap: '0.125rem', minWidth: 0, alignContent: 'start' });
export const wideField = style([recordField, { gridColumn: '1 / -1' }]);
export const fieldLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const fieldValue = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});
export const gain = style({
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const loss = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const entry = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const entryTitle = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const entryEnd = style({
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space.xxs,
  textAlign: 'end',
});

/** The detail page: the conversion beside the changes on a desktop. */
export const detailColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 22rem)' } },
});
export const convertPreview = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const previewMoney = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.success,
  fontVariantNumeric: 'tabular-nums',
});

/** The rules page. */
export const rules = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
export const rule = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.primary}`,
});
export const smallTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const text = style({ margin: 0, lineHeight: vars.lineHeight.normal });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
globalStyle(`${table} td:last-child`, {
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
});
export const caption = style({
  textAlign: 'start',
  color: vars.color.textMuted,
  paddingBottom: vars.space.xs,
});

/** Read by assistive technology, not shown: a badge's "Status:". */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** A link that stands as an empty state's action, in the brand's colour in either theme. */
export const actionLink = style({ color: vars.color.primary, fontWeight: vars.fontWeight.medium });
