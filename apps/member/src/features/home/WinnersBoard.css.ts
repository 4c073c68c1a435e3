import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const board = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.35 },
  '100%': { opacity: 1 },
});
/** The board follows the live stream: a quiet pulsing dot says so (decorative, hidden from readers). */
export const liveDot = style({
  width: '0.5rem',
  height: '0.5rem',
  flex: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  animation: `${pulse} 2s ease-in-out infinite`,
});
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const skeletons = style({ display: 'grid', gap: vars.space.xs });

export const list = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

const arrive = keyframes({
  from: { backgroundColor: vars.color.surfaceSunken, transform: 'translateY(-0.25rem)' },
  to: { backgroundColor: 'transparent', transform: 'none' },
});
/**
 * One win on two lines: the game and the prize, then the player and the time. Columns shrink with
 * the game's name cut short, so a line fits a 360 px screen whatever the game is called.
 */
export const entry = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'baseline',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
/** A win pushed while the page is open slides in with a brief highlight. */
export const fresh = style({ animation: `${arrive} 1.2s ease-out` });

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
export const game = style({ ...oneLine, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
export const prize = style({
  justifySelf: 'end',
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
  whiteSpace: 'nowrap',
});
export const jackpotPrize = style({ color: vars.color.primary });
export const player = style({ ...oneLine, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const time = style({
  justifySelf: 'end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

/** The links to the winners list and the leaderboard, under the board. */
export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${more} a`, { color: vars.color.primary, fontWeight: vars.fontWeight.medium });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
