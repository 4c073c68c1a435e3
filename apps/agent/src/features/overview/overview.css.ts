import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';
const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'grid', gap: vars.space.xs });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** Read by assistive technology, out of sight. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

// ---- The period: a segmented control of radio buttons, custom days under it ----

export const period = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const segments = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
/** On a phone three segments, then two wider ones; on a desktop one row. */
export const segmentList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { display: 'inline-grid', gridTemplateColumns: 'repeat(5, auto)' } },
});
export const segment = style({
  position: 'relative',
  display: 'grid',
  gridColumn: 'span 2',
  selectors: { '&:nth-child(n + 4)': { gridColumn: 'span 3' } },
  '@media': {
    [desktop]: { gridColumn: 'auto', selectors: { '&:nth-child(n + 4)': { gridColumn: 'auto' } } },
  },
});
/** The radio itself: still focusable and in the tab order, drawn by its label. */
export const segmentInput = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  margin: 0,
  cursor: 'pointer',
});
export const segmentLabel = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    [`${segmentInput}:checked + &`]: {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    [`${segmentInput}:not(:checked):hover + &`]: { color: vars.color.text, background: vars.color.surface },
    [`${segmentInput}:focus-visible + &`]: focusRing,
  },
});

export const customRange = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(11rem, 15rem) minmax(11rem, 15rem) auto' } },
});
export const customApply = style({
  justifySelf: 'start',
  '@media': { [desktop]: { alignSelf: 'start', marginTop: '1.75rem' } },
});

// ---- The figures ----

export const content = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
/** The previous period's figures stay while the next loads, quieter, so a choice visibly did something. */
export const refreshing = style({ opacity: 0.6, transition: `opacity ${vars.motion.fast}` });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md } },
});
export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  minWidth: 0,
  height: '100%',
});
export const cardLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const cardValue = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  '@media': { [desktop]: { fontSize: vars.fontSize.xl } },
});
export const cardNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** Net loss by its sign: a word says it too, never the colour alone. */
export const sign = styleVariants({
  lost: { color: vars.color.success },
  won: { color: vars.color.danger },
  even: { color: vars.color.textMuted },
});
export const signWord = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const skeletonCard = style({ display: 'grid', gap: vars.space.sm });

// ---- The chart ----

export const chart = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [desktop]: { padding: vars.space.lg } },
});
export const chartHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const lines = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const legendSwatch = style({ width: '1.75rem', height: '0.75rem', flex: 'none', overflow: 'visible' });

/** The series' colours and dashes: told apart by the dash as well as the colour. */
export const series = styleVariants({
  validBets: { stroke: vars.color.primary },
  netLoss: { stroke: vars.color.accent, strokeDasharray: '7 4' },
  deposits: { stroke: vars.color.info, strokeDasharray: '2 3' },
});
export const seriesLine = style({
  fill: 'none',
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const plotFrame = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto auto',
  columnGap: vars.space.xs,
  minWidth: 0,
});
export const yAxis = style({
  position: 'relative',
  minWidth: '2.75rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});
export const yTick = style({
  position: 'absolute',
  insetInlineEnd: 0,
  transform: 'translateY(-50%)',
  whiteSpace: 'nowrap',
  lineHeight: 1,
});
export const plot = style({
  display: 'block',
  width: '100%',
  height: '13rem',
  overflow: 'visible',
  '@media': { [desktop]: { height: '17rem' } },
});
export const grid = style({ stroke: vars.color.border, strokeWidth: 1, strokeDasharray: '3 4' });
export const axisLine = style({ stroke: vars.color.textMuted, strokeWidth: 1 });
export const xAxis = style({
  gridColumn: 2,
  position: 'relative',
  height: '1.5rem',
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
export const xTick = style({
  position: 'absolute',
  top: 0,
  transform: 'translateX(-50%)',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-edge="start"]': { transform: 'none' },
    '&[data-edge="end"]': { transform: 'translateX(-100%)' },
  },
});
/** A day label on a desktop's axis only, or on a phone's only (it has room for fewer). */
export const desktopOnly = style({ '@media': { 'screen and (max-width: 767.98px)': { display: 'none' } } });
export const phoneOnly = style({ '@media': { [desktop]: { display: 'none' } } });

export const tableScroll = style({
  overflowX: 'auto',
  minWidth: 0,
  ':focus-visible': focusRing,
});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const headCell = style({
  padding: vars.space.sm,
  textAlign: 'end',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'start' } },
});
export const cell = style({
  padding: vars.space.sm,
  textAlign: 'end',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { '&:first-child': { textAlign: 'start', fontWeight: vars.fontWeight.medium } },
});
