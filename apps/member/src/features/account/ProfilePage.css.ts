import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem', margin: '0 auto' });
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.primary,
});
export const accountNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${accountNav} a`, {
  color: vars.color.textMuted,
  textDecoration: 'none',
  padding: `${vars.space.xxs} 0`,
  borderBottom: '2px solid transparent',
});
globalStyle(`${accountNav} a[aria-current="page"]`, {
  color: vars.color.primary,
  borderBottomColor: vars.color.primary,
  fontWeight: 600,
});
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const headText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const avatar = style({ width: '4rem', height: '4rem', borderRadius: '50%', flexShrink: 0 });
export const name = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const form = style({ display: 'grid', gap: vars.space.lg });
export const group = style({ display: 'grid', gap: vars.space.md, border: 'none', margin: 0, padding: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});
export const avatars = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(3rem, 1fr))',
  gap: vars.space.sm,
});
export const avatarChoice = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  padding: '2px',
  border: `2px solid transparent`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const avatarImage = style({ width: '2.75rem', height: '2.75rem', borderRadius: '50%' });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const socialList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});
export const socialItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
