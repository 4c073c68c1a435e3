import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
