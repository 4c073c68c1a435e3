import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import type { SpinnerSize } from './Spinner.tsx';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  color: 'inherit',
});

export const ring = style({
  display: 'block',
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.pill,
  border: '0.15em solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A spinner that stops would read as "stuck", so reduced motion slows it down instead.
    // `!important` wins over the global reduced-motion rule that halts other animations.
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '2.4s !important',
      animationIterationCount: 'infinite !important',
    },
  },
});

export const size = styleVariants({
  sm: { width: vars.fontSize.md, height: vars.fontSize.md, fontSize: vars.fontSize.md },
  md: { width: vars.space.lg, height: vars.space.lg, fontSize: vars.space.lg },
  lg: { width: vars.space.xxl, height: vars.space.xxl, fontSize: vars.space.xxl },
} satisfies Record<SpinnerSize, StyleRule>);
