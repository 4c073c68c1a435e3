import { style, styleVariants } from '@vanilla-extract/css';
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
  running: { stroke: vars.color.success, fill: 'none', strokeWidth: 1.2 },
  crashed: { stroke: vars.color.danger, fill: 'none', strokeWidth: 1.2 },
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
