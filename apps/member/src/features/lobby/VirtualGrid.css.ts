import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const root = style({ position: 'relative', width: '100%' });
/** The rendered rows; the gap is read back from here so the row arithmetic uses the token's size. */
export const rows = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const cell = style({ minWidth: 0, display: 'grid' });
