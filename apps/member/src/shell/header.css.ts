import { style } from '@vanilla-extract/css';
import { headerIconButton } from '../components/header-icon-button.css.ts';

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

/** The menu's square icon button, on a phone only. */
export const iconButton = style([headerIconButton, { '@media': { [desktop]: { display: 'none' } } }]);
