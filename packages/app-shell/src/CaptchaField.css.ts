import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
});
export const image = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  paddingBottom: vars.space.xxs,
});
