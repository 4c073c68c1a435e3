import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import {
  entry as listEntry,
  entryLine as listEntryLine,
  filters as listFilters,
} from '../../components/lists.css.ts';
import { page as memberPage } from '../../shell/page.css.ts';

export { muted, sectionTitle, title } from '../../shell/page.css.ts';

const desktop = 'screen and (min-width: 768px)';

/** Wider than the other member pages: the profit and loss tables have five columns. */
export const page = style([memberPage, { maxWidth: '56rem', minWidth: 0 }]);
export const filters = style([listFilters, { gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))' }]);
export const nav = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
});
globalStyle(`${nav} a`, {
  color: vars.color.textMuted,
  textDecoration: 'none',
  padding: `${vars.space.xxs} 0`,
  borderBottom: '2px solid transparent',
});
globalStyle(`${nav} a[aria-current="page"]`, {
  color: vars.color.primary,
  borderBottomColor: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});
globalStyle(`${nav} a:focus-visible`, { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
export const entry = style([listEntry, { gap: vars.space.xs, minWidth: 0 }]);
export const entryLine = style([listEntryLine, { minWidth: 0 }]);
export const entryTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
});
export const figure = style({ display: 'grid', gap: vars.space.xxs, margin: 0, minWidth: 0 });
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const figureValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const win = style({ color: vars.color.success });
export const loss = style({ color: vars.color.danger });
export const tableScroll = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [desktop]: { fontSize: vars.fontSize.md } },
});
/**
 * The first column (the day, the game type) stays in place while the figures scroll sideways on a
 * phone, on an opaque background and with an edge, so a row's figures are never read without it.
 */
const stickyFirstColumn = {
  textAlign: 'start',
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
} as const;

export const headCell = style({
  textAlign: 'end',
  padding: vars.space.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  background: vars.color.surfaceSunken,
  selectors: { '&:first-child': stickyFirstColumn },
});
export const cell = style({
  textAlign: 'end',
  padding: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { ...stickyFirstColumn, background: vars.color.surface } },
});
export const totalRow = style({ fontWeight: vars.fontWeight.bold, background: vars.color.surfaceRaised });
globalStyle(`${totalRow} > ${cell}:first-child`, { background: vars.color.surfaceRaised });
export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  marginBottom: vars.space.lg,
});

/** An opened round: what happened in it, under the entry's figures. */
export const details = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
/** Label and value pairs: one under the other on a phone, side by side on a desktop. */
export const detailList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(9rem, max-content) minmax(0, 1fr)', columnGap: vars.space.md },
  },
});
export const detailTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const detailValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
  marginBottom: vars.space.xxs,
});
/** Seeds and hashes: long hex, broken anywhere. */
export const hash = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs });
export const link = style({
  color: vars.color.primary,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const transactions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const transaction = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});
/** The vendor's transaction id: any length, broken anywhere. */
export const transactionId = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
