import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export { muted, title } from '../../shell/page.css.ts';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '72rem',
  margin: '0 auto',
  width: '100%',
});
export const head = style({ display: 'grid', gap: vars.space.sm });
/** One card per app: side by side as far as they fit (three on a desktop), one under the other on a phone. */
export const guides = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
});
export const guide = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start', minWidth: 0 });
export const guideTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const code = style({
  justifySelf: 'center',
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
});
export const resourceTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const unavailable = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  width: '100%',
});
export const stepsTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const steps = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const install = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
