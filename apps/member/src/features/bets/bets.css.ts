import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '56rem',
  margin: '0 auto',
  width: '100%',
  minWidth: 0,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
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
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9.5rem, 1fr))',
  alignItems: 'end',
});
export const customRange = style([filters, { gridColumn: '1 / -1' }]);
export const entries = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});
export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const entryLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  minWidth: 0,
});
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
export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
export const tableScroll = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [desktop]: { fontSize: vars.fontSize.md } },
});
export const headCell = style({
  textAlign: 'end',
  padding: vars.space.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  background: vars.color.surfaceSunken,
  selectors: { '&:first-child': { textAlign: 'start' } },
});
export const cell = style({
  textAlign: 'end',
  padding: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'start' } },
});
export const totalRow = style({ fontWeight: vars.fontWeight.bold, background: vars.color.surfaceRaised });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  marginBottom: vars.space.lg,
});
