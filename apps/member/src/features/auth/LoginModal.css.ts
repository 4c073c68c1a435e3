import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const switchLine = style({
  margin: `${vars.space.md} 0 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
