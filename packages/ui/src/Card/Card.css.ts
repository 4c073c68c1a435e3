import { style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.ts';
import type { CardPadding } from './Card.tsx';

export const root = style({
  display: 'block',
  minWidth: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.sm },
  md: { padding: vars.space.md },
  lg: { padding: vars.space.lg },
} satisfies Record<CardPadding, StyleRule>);

export const interactive = style({
  width: '100%',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  transition: `transform ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': {
      borderColor: vars.color.primary,
      boxShadow: vars.shadow.md,
      transform: 'translateY(-2px)',
    },
    '&:active': { transform: 'none' },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed', transform: 'none' },
  },
});
