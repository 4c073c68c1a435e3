import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.ts';

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  // Inside a flex column or a grid track the track's width (every slide side by side) must not
  // feed back into the carousel's: a definite width and `min-width: 0` hold it to its container.
  width: '100%',
  minWidth: 0,
});

export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  // Vertical moves stay the page's scroll; horizontal ones are the carousel's (swipes).
  touchAction: 'pan-y',
  minWidth: 0,
});

export const track = style({
  display: 'flex',
  transition: `transform ${vars.motion.normal} ease`,
  willChange: 'transform',
  '@media': { [reducedMotion]: { transition: 'none' } },
});

/** While a finger drags the track it follows at once, without easing. */
export const dragging = style({ transition: 'none' });

export const slide = style({ flex: '0 0 100%', minWidth: 0 });

export const image = style({
  display: 'block',
  width: '100%',
  // With the image's width and height attributes, `auto` keeps its ratio and holds its place.
  height: 'auto',
  objectFit: 'cover',
  userSelect: 'none',
});

/** A link or button around a slide's content. */
export const slideAction = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  color: 'inherit',
  selectors: {
    // Inset: the viewport clips anything drawn outside the slide.
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
  },
});

/** Controls sit under the slides on the page's own background, so their contrast never depends on the art. */
/** While the slides load: the controls' row, as tall as a control, so nothing moves when they come. */
export const controlsPlaceholder = style({ height: '2.75rem' });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});

export const control = style({
  display: 'inline-grid',
  placeItems: 'center',
  // 44 px: a comfortable touch target at 360 px.
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

/** The pause button stands apart, at the start, where APG carousels put the rotation control. */
export const pauseControl = style({ marginInlineEnd: 'auto' });
export const spacer = style({ marginInlineStart: 'auto', width: '2.75rem' });

export const dots = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const dot = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '2.75rem',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
  '::before': {
    content: '""',
    display: 'block',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: vars.radius.pill,
    background: vars.color.textMuted,
    transition: `width ${vars.motion.normal} ease`,
  },
});

// The current dot is also wider, so "which slide" does not rest on colour alone.
export const dotCurrent = style({
  '::before': { width: '1.5rem', background: vars.color.primary },
});

export const icon = style({ width: '1.25rem', height: '1.25rem' });
