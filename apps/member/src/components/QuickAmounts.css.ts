import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** The chips wrap onto a second line on a phone rather than scroll out of sight. */
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});
export const chip = style({ fontVariantNumeric: 'tabular-nums' });
