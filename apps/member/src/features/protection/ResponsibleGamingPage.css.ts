import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';
import { page as memberPage } from '../../shell/page.css.ts';

export { muted, sectionTitle, stack, title } from '../../shell/page.css.ts';

export const page = style([memberPage, { minWidth: 0 }]);

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
/** The operator's text under a member's tools, set apart from them. */
export const text = style({ paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` });
export const windows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
});
export const window = style({
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const windowName = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const meter = style({
  height: '0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});
export const meterFill = style({
  height: '100%',
  background: vars.color.primary,
  borderRadius: vars.radius.pill,
});
export const meterFull = style({ background: vars.color.danger });
export const pending = style({ margin: 0, color: vars.color.warning, fontSize: vars.fontSize.sm });
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
});
export const linkButton = style({
  justifySelf: 'start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
