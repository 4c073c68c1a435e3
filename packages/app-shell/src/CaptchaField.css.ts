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

/** The security check's line: what it is doing, in words, beside a spinner or a mark. */
export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2rem',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const checkText = style({ margin: 0, flex: 1 });
export const done = style({ color: vars.color.success });
export const failed = style({ color: vars.color.danger });
