import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

// The winners list and the leaderboard: the home board's panel and lines, a page wide, with ranks.

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

/** The link to the other winners page, under the title. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${links} a`, { color: vars.color.primary, fontWeight: vars.fontWeight.medium });

export const skeletons = style({ display: 'grid', gap: vars.space.xs });

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });

/**
 * A ranked line: the rank on the left over both rows, then the board's two rows (game and prize,
 * player and time), which shrink with the game's name cut short to fit a 360 px screen.
 */
export const rankedEntry = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '2.25rem minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'baseline',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
export const rank = style({
  gridRow: 'span 2',
  alignSelf: 'center',
  justifySelf: 'center',
  minWidth: '2rem',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
});
/** The first three places stand out. */
export const podium = style({ color: vars.color.onPrimary, background: vars.color.primary });
