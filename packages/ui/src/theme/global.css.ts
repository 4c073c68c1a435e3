import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

import { vars } from './contract.css.ts';
import { darkTokens } from './tokens.ts';

// Dark is the default: the tokens resolve even before an app puts a theme class on <html>.
createGlobalTheme(':root', vars, darkTokens);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle(':root', { colorScheme: 'dark' });

globalStyle('body', {
  margin: 0,
  minWidth: '320px',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

// Users who ask for less motion get near-instant transitions and no looping animation.
// (Components that must still show progress, such as Spinner, slow down instead.)
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
