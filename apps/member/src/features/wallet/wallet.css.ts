import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export { muted, page, sectionTitle, title } from '../../shell/page.css.ts';
export { entry, entryLine, filters } from '../../components/lists.css.ts';

const desktop = 'screen and (min-width: 768px)';

export const balances = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  margin: 0,
});
export const balance = style({ display: 'grid', gap: vars.space.xxs, margin: 0 });
export const balanceLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const balanceValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBottom: vars.space.md,
});
export const shortcuts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});
export const shortcut = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.primary },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
export const shortcutTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.primary });
export const entryType = style({ fontWeight: vars.fontWeight.bold });
export const credit = style({
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const debit = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const transferForm = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr 1fr auto' } },
});
export const vendorList = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
});
export const vendor = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});

/** A free-play guest's play balance: the info colour, never real money's look (decision 0018). */
export const playBalanceValue = style([balanceValue, { color: vars.color.info }]);
export const playTopUp = style({
  justifySelf: 'start',
  marginTop: vars.space.md,
  minHeight: '2.5rem',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: 'none',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
