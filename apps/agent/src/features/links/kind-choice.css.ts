import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
/** Side by side: each choice is short enough for half a phone's width. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
});
/** The radio button beside its name, the hint under the name. */
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignContent: 'start',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  minHeight: '2.75rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.surfaceSunken },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
globalStyle(`${choice} input`, {
  width: '1.125rem',
  height: '1.125rem',
  margin: '0.125rem 0 0',
  gridRow: 'span 2',
  accentColor: vars.color.primary,
});
export const label = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
