import { style } from '@vanilla-extract/css';
import { vars } from '@lotus/ui';

const focusVisible = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } as const;
const reducedMotion = '(prefers-reduced-motion: reduce)';

/** Banner artwork is 1600 x 500 (16:5): the space is held before an image arrives, so nothing jumps. */
export const bannerAspect = '16 / 5';

/** The loading block: the size the banners will take. */
export const placeholder = style({ display: 'block', width: '100%', aspectRatio: bannerAspect });

export const carousel = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
});

export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  // Vertical moves stay the page's scroll; horizontal ones are ours (swipes).
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
  height: 'auto',
  aspectRatio: bannerAspect,
  objectFit: 'cover',
  userSelect: 'none',
});

export const slideLink = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  color: 'inherit',
  selectors: {
    // Inset: the viewport clips anything drawn outside the slide.
    '&:focus-visible': { ...focusVisible, outlineOffset: -3 },
  },
});

/** Controls sit under the artwork on the page's own background, so their contrast never depends on it. */
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
    '&:focus-visible': focusVisible,
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
  selectors: { '&:focus-visible': focusVisible },
  '::before': {
    content: '""',
    display: 'block',
    width: '0.625rem',
    height: '0.625rem',
    borderRadius: vars.radius.pill,
    background: vars.color.textMuted,
  },
});

// The current dot is also wider, so "which banner" does not rest on colour alone.
export const dotCurrent = style({
  '::before': { width: '1.5rem', background: vars.color.primary },
});

export const icon = style({ width: '1.25rem', height: '1.25rem' });
