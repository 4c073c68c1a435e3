import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import { page as memberPage } from '../../shell/page.css.ts';

export { muted, sectionTitle, stack, title } from '../../shell/page.css.ts';

const desktop = 'screen and (min-width: 768px)';

export const page = style([memberPage, { maxWidth: '64rem', minWidth: 0 }]);

/** One column on a phone; the board and the bet form side by side on a desktop. */
export const layout = style({
  display: 'grid',
  // minmax(0, …): a wide child (Plinko's 17 buckets) shrinks with the phone instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(16rem, 2fr)', alignItems: 'start' } },
});

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const rtp = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const hash = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const link = style({ color: vars.color.primary });

export const result = styleVariants({
  won: { margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.bold },
  lost: { margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.bold },
  playing: { margin: 0, color: vars.color.text },
});

export const bigNumber = style({
  margin: 0,
  textAlign: 'center',
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  fontSize: 'clamp(2.25rem, 9vw, 4rem)',
});

export const stage = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minWidth: 0,
});

/** Plinko: the SVG board (pegs, buckets coloured by what they pay, the ball). */
export const plinkoBoard = style({ display: 'grid', minWidth: 0 });
export const plinkoSvg = style({ width: '100%', height: 'auto', display: 'block', overflow: 'visible' });
export const peg = styleVariants({
  plain: { fill: vars.color.textMuted },
  // A peg the ball has met on this drop: its path stays traced until the next.
  lit: { fill: vars.color.primary },
});
export const ball = style({
  fill: vars.color.primary,
  stroke: vars.color.surface,
  strokeWidth: 0.3,
  filter: `drop-shadow(0 0 0.8px ${vars.color.primary})`,
});
/** Hot for the rare big pays, warm for more than 3×, teal from 1× up, quiet below the stake. */
export const bucketTone = styleVariants({
  top: { fill: vars.color.danger },
  high: { fill: vars.color.warning },
  even: { fill: vars.color.accent },
  low: { fill: vars.color.surfaceRaised, stroke: vars.color.border, strokeWidth: 0.2 },
});
const bucketLabel = { fontFamily: vars.font.mono, fontWeight: vars.fontWeight.bold } as const;
export const bucketText = styleVariants({
  top: { ...bucketLabel, fill: vars.color.onPrimary },
  high: { ...bucketLabel, fill: vars.color.onPrimary },
  even: { ...bucketLabel, fill: vars.color.onPrimary },
  low: { ...bucketLabel, fill: vars.color.text },
});
const bucketPulse = keyframes({
  '0%': { transform: 'translateY(0) scale(1)' },
  '30%': { transform: 'translateY(4%) scale(1.12)' },
  '100%': { transform: 'translateY(0) scale(1)' },
});
/** The bucket the ball landed in: it gives under the ball, and keeps a ring. */
export const bucketHit = style({
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: `${bucketPulse} 420ms ease-out`,
});
export const bucketRing = style({ fill: 'none', stroke: vars.color.text, strokeWidth: 0.45 });

export const detailList = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const detailTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const entry = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const entryHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
});
