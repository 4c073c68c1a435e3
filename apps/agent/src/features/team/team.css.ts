import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';
const phone = 'screen and (max-width: 767.98px)';
const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };
/** Read by screen readers, not shown. */
const hiddenFromSight = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'grid', gap: vars.space.xs });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A link that reads as one: the trail's steps, the accounts that open a team. */
export const link = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  ':focus-visible': focusRing,
});

// ---- The trail: the agent down to the member whose team is listed ----

export const trail = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const trailStep = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
export const trailSeparator = style({ color: vars.color.textMuted });
export const trailCurrent = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

// ---- The filters ----

export const filters = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(16rem, 26rem) minmax(10rem, 14rem) auto',
      justifyContent: 'start',
      gap: vars.space.md,
    },
  },
});
/** The search box and its button side by side, at every width. */
export const searchRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'end',
});

// ---- The list ----

export const listHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
export const listTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
/** The previous page stays while the next loads, quieter, so a click visibly did something. */
export const refreshing = style({ opacity: 0.6, transition: `opacity ${vars.motion.fast}` });

/**
 * A table on a desktop; on a phone each row is a card of its own, every figure under its column's
 * name (the table's semantics stay for assistive technology: the header row is only hidden).
 */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [phone]: { display: 'block' } },
});
export const tableFrame = style({
  minWidth: 0,
  '@media': {
    [desktop]: {
      overflowX: 'auto',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
  ':focus-visible': focusRing,
});
/** On a phone the cards name their own figures: the header row is there for screen readers only. */
export const headRow = style({ '@media': { [phone]: hiddenFromSight } });
export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  textAlign: 'start',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceSunken,
  whiteSpace: 'nowrap',
});
export const numericHead = style([headCell, { textAlign: 'end' }]);
export const body = style({ '@media': { [phone]: { display: 'grid', gap: vars.space.sm } } });
export const row = style({
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: `${vars.space.sm} ${vars.space.md}`,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});
export const cell = style({
  padding: vars.space.sm,
  verticalAlign: 'top',
  '@media': {
    [desktop]: { borderTop: `1px solid ${vars.color.border}` },
    [phone]: {
      display: 'grid',
      alignContent: 'start',
      gap: vars.space.xxs,
      padding: 0,
      minWidth: 0,
      overflowWrap: 'anywhere',
    },
  },
});
export const numericCell = style([
  cell,
  { '@media': { [desktop]: { textAlign: 'end', whiteSpace: 'nowrap' } } },
]);
export const dateCell = style([cell, { '@media': { [desktop]: { whiteSpace: 'nowrap' } } }]);
/** The account: the card's title on a phone, across its width. */
export const accountCell = style([
  cell,
  {
    textAlign: 'start',
    fontWeight: vars.fontWeight.regular,
    '@media': {
      [phone]: {
        gridColumn: '1 / -1',
        paddingBottom: vars.space.sm,
        borderBottom: `1px solid ${vars.color.border}`,
      },
    },
  },
]);
/** A column's name beside its figure, on a phone only (the header row names it on a desktop). */
export const cellLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  '@media': { [desktop]: { display: 'none' } },
});
/** A username stays whole on a desktop (the table scrolls sideways if it must); a phone breaks it. */
export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  '@media': { [desktop]: { whiteSpace: 'nowrap', overflowWrap: 'normal' } },
});
export const nickname = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
globalStyle(`${accountCell} > ${nickname}`, { display: 'block' });

// ---- Loading and paging ----

export const skeleton = style({ display: 'grid', gap: vars.space.sm });
export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
export const visuallyHidden = style(hiddenFromSight);
