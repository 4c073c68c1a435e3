import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const panel = style({ display: 'grid', gap: vars.space.md });
export const links = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.fontWeight.bold },
    '&:hover': { background: vars.color.surfaceSunken },
  },
});
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const divider = style({ margin: 0, border: 'none', borderTop: `1px solid ${vars.color.border}` });
