import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  // Stretched beside a taller neighbour (the member home's welcome), the figure stays in the middle.
  alignContent: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});
export const amount = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xxl,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
  textAlign: 'center',
});
export const failed = style({ margin: 0, color: vars.color.textMuted });
