import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/**
 * The agent header's two shapes. A phone (under 768 px) gets one row: the logo and the menu
 * button, whose panel holds the sections, theme, language, the account and sign-out. From 768 px
 * the header shows them all: the logo and the actions on the first row, every section on a row of
 * their own under them (on two lines where they do not fit on one).
 */
const phone = 'screen and (max-width: 767.98px)';
const desktop = 'screen and (min-width: 768px)';
const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const desktopOnly = style({
  display: 'contents',
  '@media': { [phone]: { display: 'none' } },
});

/** The sections in the header, from 768 px: a row of their own, under the logo and the actions. */
export const sections = style({
  '@media': {
    [phone]: { display: 'none' },
    [desktop]: {
      order: 3,
      flexBasis: '100%',
      flexWrap: 'wrap',
      rowGap: vars.space.xs,
      paddingTop: vars.space.xs,
    },
  },
});
globalStyle(`${sections} a`, { whiteSpace: 'nowrap' });
globalStyle(`${sections} a:focus-visible`, focusRing);

/** The signed-in account beside sign-out: cut with an ellipsis rather than pushing the header wider. */
export const account = style({
  maxWidth: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
});

// ---- A phone's menu ----

export const menu = style({ '@media': { [desktop]: { display: 'none' } } });

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: { '&[aria-expanded="true"]': { background: vars.color.surfaceSunken } },
  '@media': { [desktop]: { display: 'none' } },
});

/** Under the header, across it, over the page; as tall as the screen allows, then it scrolls. */
export const menuPanel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  display: 'grid',
  gap: vars.space.md,
  maxHeight: 'calc(100dvh - 4.5rem)',
  overflowY: 'auto',
  padding: vars.space.md,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  '@media': { [desktop]: { display: 'none' } },
});

export const menuLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderInlineStart: '3px solid transparent',
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
      background: vars.color.surfaceSunken,
      borderInlineStartColor: vars.color.primary,
    },
  },
});

export const menuRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const menuAccount = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
// The current section in words' weight and an underline, besides its colour.
globalStyle(`${sections} a[aria-current="page"]`, {
  textDecoration: 'underline',
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.35em',
});
