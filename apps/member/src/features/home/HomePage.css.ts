import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const hero = style({ display: 'grid', gap: vars.space.lg });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.primary,
});
export const lead = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
  margin: `${vars.space.md} 0`,
});
export const home = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  minWidth: 0,
});
