import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** A lottery's state under its name (signing in, opening, unavailable, refused). */
export const play = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
});

/** The page's introduction under its heading. */
export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '60ch' });

/** The lotteries while the player chooses: wide rows, so a long name ("Xổ Số Miền Bắc") is read whole. */
export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  position: 'relative',
  display: 'grid',
  minWidth: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});
export const choose = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  // Room for the favourite star in the corner.
  paddingInlineEnd: '3rem',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
export const thumb = style({
  display: 'block',
  width: '4.5rem',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
export const text = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const name = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const vendor = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
