import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

/**
 * The member header's two shapes. A phone (under 768 px, where the frame's desktop layout starts)
 * gets one row: the logo, the money or the way in, and the menu; what a desktop header shows
 * beside them (sections, theme, language, inbox, account, log out) moves into the menu.
 */
const phone = 'screen and (max-width: 767.98px)';
const desktop = 'screen and (min-width: 768px)';

export const desktopOnly = style({
  display: 'contents',
  '@media': { [phone]: { display: 'none' } },
});
export const phoneOnly = style({ '@media': { [desktop]: { display: 'none' } } });

/** A square icon button (the menu): a 44 px touch target on a phone. */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  flexShrink: 0,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [desktop]: { display: 'none' } },
});
