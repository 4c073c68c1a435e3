import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
});
export const text = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.primary,
});
export const lead = style({ margin: 0, color: vars.color.textMuted });
