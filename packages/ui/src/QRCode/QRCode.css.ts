import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';

/**
 * Scanners need dark modules on a light quiet zone. This white is deliberately not a theme
 * token: in the dark theme a themed background would make the code unreadable.
 */
export const scanWhite = '#ffffff';
export const scanBlack = '#000000';

export const root = style({
  display: 'inline-block',
  maxWidth: '100%',
  lineHeight: 0,
  backgroundColor: scanWhite,
  borderRadius: vars.radius.md,
});

export const svg = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
});
