import { createTheme, globalStyle } from '@vanilla-extract/css';

import { vars } from './contract.css.ts';
import { darkTokens, lightTokens } from './tokens.ts';

export const darkTheme = createTheme(vars, darkTokens, 'dark');
export const lightTheme = createTheme(vars, lightTokens, 'light');

// A theme class paints its own box so a themed wrapper (a Storybook story, an embedded widget)
// looks right even when the page behind it uses the other theme.
globalStyle(`.${darkTheme}`, {
  colorScheme: 'dark',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});
globalStyle(`.${lightTheme}`, {
  colorScheme: 'light',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});
