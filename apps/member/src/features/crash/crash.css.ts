import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import { page as memberPage } from '../../shell/page.css.ts';

export { muted, sectionTitle, title } from '../../shell/page.css.ts';

const desktop = 'screen and (min-width: 768px)';

export const page = style([memberPage, { maxWidth: '64rem', minWidth: 0 }]);

/** One column on a phone; the curve and the bet side by side on a desktop, the lists under them. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)', alignItems: 'start' } },
});

/** The room's name with the sound switch at the end of its line. */
export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const stage = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});

export const curveBox = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const curve = style({ position: 'absolute', inset: 0, width: '100%', height: '100%' });

export const curveLine = styleVariants({
  running: {
    stroke: vars.color.success,
    fill: 'none',
    strokeWidth: 1.3,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  crashed: {
    stroke: vars.color.danger,
    fill: 'none',
    strokeWidth: 1.3,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
});
export const curveArea = styleVariants({
  running: { fill: vars.color.success, opacity: 0.14 },
  crashed: { fill: vars.color.danger, opacity: 0.14 },
});

export const axis = style({ stroke: vars.color.border, strokeWidth: 0.4 });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 0.25, strokeDasharray: '1 1.5' });
export const tickText = style({
  fill: vars.color.textMuted,
  fontSize: 4,
  // The plot scales with the phone: bigger units keep the ticks legible at 360-390 px.
  '@media': { 'screen and (max-width: 599px)': { fontSize: 5.5 } },
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
});

/** Where players cashed out: a dot on the curve; the member's own bigger, with its multiplier. */
export const cashOutMark = style({
  fill: vars.color.warning,
  stroke: vars.color.surfaceSunken,
  strokeWidth: 0.4,
});
export const ownCashOutMark = style({ fill: vars.color.primary, stroke: vars.color.text, strokeWidth: 0.5 });
export const cashOutText = style({
  fill: vars.color.text,
  fontSize: 4,
  fontWeight: vars.fontWeight.bold,
  fontFamily: vars.font.mono,
});

const flicker = keyframes({
  '0%, 100%': { transform: 'scaleX(1)' },
  '50%': { transform: 'scaleX(0.7)' },
});
export const rocketBody = style({ fill: vars.color.text });
export const rocketFin = style({ fill: vars.color.danger });
export const rocketWindow = style({ fill: vars.color.info });
export const flame = style({
  fill: vars.color.warning,
  transformBox: 'fill-box',
  transformOrigin: 'right center',
  animation: `${flicker} 160ms ease-in-out infinite`,
});

const burstIn = keyframes({
  '0%': { transform: 'scale(0.2)', opacity: 0.4 },
  '60%': { transform: 'scale(1.25)', opacity: 1 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});
const ringOut = keyframes({
  '0%': { transform: 'scale(0.3)', opacity: 0.9 },
  '100%': { transform: 'scale(1.6)', opacity: 0 },
});
/** The crash: a star where the curve stopped, and a ring going out from it (once). */
export const burst = style({
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: `${burstIn} 380ms ease-out`,
});
export const burstStar = style({ fill: vars.color.danger, stroke: vars.color.warning, strokeWidth: 0.6 });
export const burstRing = style({
  fill: 'none',
  stroke: vars.color.danger,
  strokeWidth: 0.8,
  opacity: 0,
  transformBox: 'fill-box',
  transformOrigin: 'center',
  animation: `${ringOut} 700ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { opacity: 0.5, animation: 'none' } },
});

export const reading = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  textAlign: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const multiplier = styleVariants({
  betting: { color: vars.color.textMuted },
  running: { color: vars.color.success },
  crashed: { color: vars.color.danger },
});

export const bigNumber = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  fontSize: 'clamp(2.25rem, 9vw, 4rem)',
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const phaseText = style({ fontSize: vars.fontSize.md, color: vars.color.text });

export const roundLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  overflowWrap: 'anywhere',
});
export const numberCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);

export const hash = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  margin: 0,
});

export const link = style({
  color: vars.color.primary,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
