import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

// The member site's footer: plain text and links, centred, wrapping on a phone.

const focusVisible = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const footer = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  maxWidth: '56rem',
  margin: '0 auto',
  textAlign: 'center',
});
export const adult = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text,
});
export const adultBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} 0`,
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { color: vars.color.primary }, '&:focus-visible': focusVisible },
});
export const payments = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'center' });
export const paymentsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const badges = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
});
export const badge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});
export const licence = style({
  margin: 0,
  maxWidth: '44rem',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
export const copyright = style({ margin: 0 });
