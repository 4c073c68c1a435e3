import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** Chips of one width in rows (three on a phone), so the sums line up instead of wrapping raggedly. */
export const chips = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  gap: vars.space.xs,
});
export const chip = style({ fontVariantNumeric: 'tabular-nums', paddingInline: vars.space.xs });
