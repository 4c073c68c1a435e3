import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const panel = style({ display: 'grid', gap: vars.space.md });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const headingRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/**
 * A measured line's figure over its badge: the measure column holds that height while the line is
 * still being tested too, so a row does not grow (and move what is under it) when its figure comes.
 */
const measureHeight = '3.25rem';

/** A row's height: its measure column, its padding and border. The loading rows have it too. */
export const rowHeight = `calc(${measureHeight} + 2 * ${vars.space.sm} + 2px)`;

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto auto',
  minHeight: rowHeight,
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const name = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const label = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
export const domain = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const measure = style({
  display: 'grid',
  justifyItems: 'end',
  alignContent: 'center',
  minHeight: measureHeight,
  gap: vars.space.xxs,
  minWidth: '5.5rem',
});
export const figure = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
});
export const figureTone = styleVariants({
  fast: { color: vars.color.success },
  normal: { color: vars.color.warning },
  slow: { color: vars.color.danger },
});
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
