import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

export const controls = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  alignItems: 'end',
  maxWidth: '28rem',
});

/** Hot and cold numbers: two short lists, side by side when there is room. */
export const extremes = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});
export const extremeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const chipNumber = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold });

/** The 100 lô: as many to a row as fit on a phone, ten to a row (one per head digit) on a desktop. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.25rem, 1fr))',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(10, minmax(0, 1fr))' } },
});
export const cell = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: '1px',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  minWidth: 0,
});
export const cellNumber = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
export const cellFigure = style({ color: vars.color.text, overflowWrap: 'anywhere' });

/** The heat scale: the brand's colour, stronger the more often the lô came (levels 0–4). */
export const heat = styleVariants({
  0: { background: vars.color.surfaceSunken },
  1: { background: `color-mix(in srgb, ${vars.color.primary} 12%, ${vars.color.surface})` },
  2: { background: `color-mix(in srgb, ${vars.color.primary} 22%, ${vars.color.surface})` },
  3: { background: `color-mix(in srgb, ${vars.color.primary} 32%, ${vars.color.surface})` },
  4: { background: `color-mix(in srgb, ${vars.color.primary} 42%, ${vars.color.surface})` },
});
/** Hot and cold lô are marked by a word as well as a frame: colour is never the only cue. */
export const hot = style({ borderColor: vars.color.danger, borderWidth: 2 });
export const cold = style({ borderColor: vars.color.info, borderWidth: 2, borderStyle: 'dashed' });
export const mark = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});
export const hotMark = style([mark, { color: vars.color.danger }]);
export const coldMark = style([mark, { color: vars.color.info }]);

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
