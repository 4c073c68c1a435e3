import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';
/** A phone: the first row of games must show on the first screen, so what sits above them is tight. */
const phone = 'screen and (max-width: 767.98px)';

/** A game card's text block under the image: fixed, so the virtual grid knows a card's height. */
export const cardInfoHeightPx = 64;

// One column that may shrink below its content: the category row and the lanes scroll inside it.
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  width: '100%',
  minWidth: 0,
  '@media': { [phone]: { gap: vars.space.sm } },
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
  '@media': { [phone]: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight } },
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
    // On a phone: the search on its own row, the filters two to a row, their labels kept for
    // screen readers only (each select's first choice, "any vendor" and the like, says what it is).
    [phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xs },
  },
});
globalStyle(`${toolbar} > :first-child`, { '@media': { [phone]: { gridColumn: '1 / -1' } } });
globalStyle(`${toolbar} label`, {
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      padding: 0,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});
export const categoryNavBox = style({ minWidth: 0 });
export const categoryNav = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  paddingBottom: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const categoryLink = style({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surface,
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: `auto ${cardInfoHeightPx}px`,
  minWidth: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const play = style({
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridRow: '1 / span 2',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
});
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});
export const info = style({
  display: 'grid',
  alignContent: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.sm}`,
  paddingInlineEnd: '2.75rem',
  minWidth: 0,
});
const oneLine = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
export const name = style({ ...oneLine, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
export const vendor = style({ ...oneLine, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const star = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  bottom: vars.space.sm,
  display: 'grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { color: vars.color.accent, borderColor: vars.color.accent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'progress' },
  },
});

/** The skeleton grid shown while the first page loads. */
export const skeletonGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
});

/** A horizontal row of cards (home rows, vendor lanes): scrolls sideways, snaps to cards. */
export const lane = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(9rem, 10rem)',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${vars.space.xs}`,
  '@media': { [desktop]: { gridAutoColumns: 'minmax(10rem, 12rem)' } },
});
export const laneCell = style({ scrollSnapAlign: 'start', display: 'grid', minWidth: 0 });
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  minWidth: 0,
});
export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});
export const link = style({ color: vars.color.primary });

export const popupGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const popupCell = style({ display: 'grid', minWidth: 0 });
export const clear = style({ display: 'flex', alignItems: 'end' });
