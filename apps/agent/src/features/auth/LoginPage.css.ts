import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const page = style({ display: 'grid', placeItems: 'center', paddingBlock: vars.space.xl });
export const title = style({
  margin: `0 0 ${vars.space.lg}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});
