import { style } from '@vanilla-extract/css';

// Narrow enough that logo, theme, language and one action share one row at 360 px.
export const languageSelect = style({
  width: '7.5rem',
  '@media': { 'screen and (min-width: 768px)': { width: '10rem' } },
});
