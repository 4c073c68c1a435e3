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

/**
 * A slide whose words are drawn over its art: the picture keeps its box (the words sit inside it,
 * so nothing moves when they come), and the words scale with the slide's width (container units).
 */
export const framed = style({
  position: 'relative',
  display: 'block',
  containerType: 'inline-size',
});

/**
 * The words' layer: always light text on a dark scrim from the start side, whatever the theme, so
 * they read over any art (the art is the same in both themes).
 */
export const words = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: 'clamp(0.25rem, 1.2cqi, 0.875rem)',
  paddingBlock: 'clamp(0.625rem, 3cqi, 3rem)',
  paddingInline: 'clamp(0.875rem, 6cqi, 6rem)',
  color: '#fff',
  textAlign: 'start',
  background: 'linear-gradient(90deg, rgb(6 8 14 / 0.82) 0%, rgb(6 8 14 / 0.6) 42%, rgb(6 8 14 / 0) 78%)',
  selectors: {
    '[dir="rtl"] &': {
      background:
        'linear-gradient(270deg, rgb(6 8 14 / 0.82) 0%, rgb(6 8 14 / 0.6) 42%, rgb(6 8 14 / 0) 78%)',
    },
  },
  pointerEvents: 'none',
});

const textShadow = '0 1px 2px rgb(0 0 0 / 0.6)';

export const wordsTitle = style({
  maxWidth: '70%',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: 'clamp(1.0625rem, 4.2cqi, 3.25rem)',
  lineHeight: 1.15,
  textShadow,
  overflowWrap: 'anywhere',
});

export const wordsSubtitle = style({
  maxWidth: '62%',
  fontSize: 'clamp(0.75rem, 1.9cqi, 1.375rem)',
  lineHeight: 1.3,
  color: 'rgb(255 255 255 / 0.9)',
  textShadow,
  // Two lines at most: a phone's narrow banner keeps room for the title and the call to action.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The call to action looks like a button; the whole slide is the link or button around it. */
export const wordsAction = style({
  marginBlockStart: 'clamp(0.125rem, 0.8cqi, 0.75rem)',
  paddingBlock: 'clamp(0.3rem, 0.9cqi, 0.75rem)',
  paddingInline: 'clamp(0.75rem, 2.4cqi, 1.75rem)',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  fontSize: 'clamp(0.75rem, 1.6cqi, 1.125rem)',
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
});
