import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** A label and its value in a sunken box (a deposit's bank details, a withdrawal's figures). */
export const fact = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
