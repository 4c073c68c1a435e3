import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const page = style({ display: 'grid', placeItems: 'center', paddingBlock: vars.space.lg });
export const card = style({ width: '100%', maxWidth: '28rem' });
export const title = style({
  margin: `0 0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});
export const lead = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const qr = style({ justifySelf: 'center' });
export const secret = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  userSelect: 'all',
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontFamily: vars.font.mono,
});
