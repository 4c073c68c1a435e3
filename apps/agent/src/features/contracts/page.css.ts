import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/** The contracts and income pages' frame, and their lists of named figures (terms, a statement). */

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const header = style({ display: 'grid', gap: vars.space.xs });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** Read by assistive technology, out of sight. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const skeleton = style({ display: 'grid', gap: vars.space.md });

export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});

export const fact = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const factName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
