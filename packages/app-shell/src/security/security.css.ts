import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem', margin: '0 auto' });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});
export const section = style({ display: 'grid', gap: vars.space.md });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const itemText = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const form = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const secret = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
  padding: `0 ${vars.space.xxs}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
});
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontFamily: vars.font.mono,
  width: '100%',
});
export const stackedItem = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const itemRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
