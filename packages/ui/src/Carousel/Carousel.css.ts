import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.ts';

export const root = style({
  position: 'relative',
  // Known Swiper trap: inside a flex column (or grid track) its content width feeds back into
  // the container and the slider grows without bound. A definite 100 % width plus
  // `min-width: 0` breaks that loop.
  width: '100%',
  minWidth: 0,
  maxWidth: '100%',
});

export const swiper = style({
  width: '100%',
  minWidth: 0,
  maxWidth: '100%',
  vars: {
    '--swiper-pagination-color': vars.color.primary,
    '--swiper-pagination-bullet-inactive-color': vars.color.textMuted,
    '--swiper-pagination-bullet-inactive-opacity': '1',
    '--swiper-pagination-bullet-size': '0.625rem',
    '--swiper-pagination-bullet-horizontal-gap': vars.space.xxs,
    '--swiper-pagination-bottom': vars.space.xs,
  },
});

// Bullets sit in a strip under the slides, on the page background, rather than over the
// artwork: token colours then keep their contrast whatever the banner looks like.
export const withPagination = style({
  paddingBottom: vars.space.xl,
});

globalStyle(`${swiper} .swiper-pagination-bullet:focus-visible`, focusRing);

export const slide = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
});

export const slideButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    // Inset: the carousel clips anything drawn outside the slide.
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
  },
});

// The current bullet is also wider, so "which slide" does not rely on colour alone.
globalStyle(`${swiper} .swiper-pagination-bullet`, {
  transition: `width ${vars.motion.normal} ease`,
});
globalStyle(`${swiper} .swiper-pagination-bullet-active`, {
  width: '1.5rem',
  borderRadius: vars.radius.pill,
});
