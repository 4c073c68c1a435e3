import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** From here up the header has room; below, the money's boxes are padded tight (one header row). */
const desktop = 'screen and (min-width: 768px)';

export const wallet = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  '@media': { [desktop]: { gap: vars.space.xs } },
});
/** The balance: a link to the wallet, its figure never cut (tabular digits, one line). */
export const balance = style({
  display: 'inline-grid',
  lineHeight: 1.15,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [desktop]: { padding: `${vars.space.xxs} ${vars.space.sm}` } },
});
export const balanceLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
/** Play money's label, where the balance's stands: its colour and weight mark it. */
export const playLabel = style([balanceLabel, { color: vars.color.info, fontWeight: vars.fontWeight.bold }]);
export const balanceFigure = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.primary,
});
/** Play money's figure: the info colour, never the primary one real money shows in. */
export const playFigure = style([balanceFigure, { color: vars.color.info }]);
export const deposit = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  border: 'none',
  cursor: 'pointer',
  fontFamily: 'inherit',
  selectors: {
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [desktop]: { padding: `0 ${vars.space.md}` } },
});
