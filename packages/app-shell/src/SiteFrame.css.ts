import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const desktop = 'screen and (min-width: 768px)';

export const layout = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-4rem',
  padding: vars.space.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.sm,
  zIndex: vars.zIndex.toast,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  // Tight on a phone, so the logo, the money and the menu stay on one row (issue 17).
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  flexWrap: 'wrap',
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  '@media': { [desktop]: { gap: vars.space.sm, padding: `${vars.space.md} ${vars.space.xl}` } },
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primary,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  marginRight: 'auto',
});

export const logoMark = style({ width: '2rem', height: '2rem', flexShrink: 0 });

export const nav = style({
  order: 3,
  flexBasis: '100%',
  display: 'flex',
  justifyContent: 'center',
  '@media': { [desktop]: { order: 0, flexBasis: 'auto', marginRight: vars.space.md } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  '@media': { [desktop]: { gap: vars.space.xs } },
  flexWrap: 'nowrap',
  justifyContent: 'flex-end',
  minWidth: 0,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '80rem',
  margin: '0 auto',
  padding: vars.space.md,
  '@media': { [desktop]: { padding: vars.space.xl } },
});

export const footer = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

// On the narrowest phones the mark alone stands for the brand; the name stays for screen readers.
export const logoText = style({
  '@media': {
    'screen and (max-width: 479px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

// Header buttons keep their label on one line; the language select gives way instead.
globalStyle(`${actions} button`, { whiteSpace: 'nowrap' });

/** A row of section links in the header's nav slot; the current one is marked by aria-current. */
export const navLinks = style({
  display: 'flex',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${navLinks} a`, {
  color: vars.color.textMuted,
  textDecoration: 'none',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
});

globalStyle(`${navLinks} a[aria-current="page"]`, {
  color: vars.color.primary,
  fontWeight: 600,
});
