import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'grid', gap: vars.space.xs });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});
export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  maxWidth: '48rem',
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const form = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' } },
});
export const stack = style({ display: 'grid', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
/** One entry of a list: a card on a phone, a row of columns on a desktop. */
export const entry = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const facts = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' } },
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.xs });
globalStyle(`${facts} dd`, { margin: 0 });
export const strong = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });
export const mono = style({ fontFamily: vars.font.mono });
export const secret = style({
  display: 'block',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  userSelect: 'all',
});
export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
