import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.background,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontFamily: vars.font.heading,
  color: vars.color.primary,
});

export const body = style({
  margin: 0,
  maxWidth: '36rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const toolbar = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  justifyContent: 'center',
});
