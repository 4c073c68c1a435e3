import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

export const page = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  width: '100%',
  // The frame takes what the screen has left under the site header; a phone gets most of it.
  minHeight: '70dvh',
  background: vars.color.background,
  selectors: { '&:fullscreen': { minHeight: '100dvh', padding: vars.space.sm } },
});
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  minWidth: 0,
});
export const title = style({
  margin: 0,
  flex: '1 1 8rem',
  minWidth: 0,
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.heading,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const balance = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [desktop]: { fontSize: vars.fontSize.md } },
});
export const stage = style({
  position: 'relative',
  minHeight: '60dvh',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
export const frame = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});
