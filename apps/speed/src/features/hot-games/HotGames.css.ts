import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const section = style({ display: 'grid', gap: vars.space.md });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
// Room for the name under the picture too, so the grid does not grow when the games arrive.
export const placeholder = style({ aspectRatio: '4 / 3', width: '100%', marginBottom: '1.75rem' });
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  transition: `transform ${vars.motion.fast}`,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.03)' } },
});
export const name = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
