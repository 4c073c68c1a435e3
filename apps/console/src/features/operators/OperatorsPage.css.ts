import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const heading = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
export const roleSelect = style({ minWidth: '10rem' });
