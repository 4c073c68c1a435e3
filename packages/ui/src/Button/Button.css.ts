import { style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.ts';
import type { ButtonSize, ButtonVariant } from './Button.tsx';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease, color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
    '&:disabled': { opacity: 0.5 },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    boxShadow: vars.shadow.sm,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.primaryHover },
    },
  },
  secondary: {
    backgroundColor: vars.color.surfaceRaised,
    borderColor: vars.color.border,
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.primary } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.primary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceRaised },
    },
  },
  danger: {
    backgroundColor: vars.color.danger,
    color: vars.color.textInverse,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(1.08)' } },
  },
} satisfies Record<ButtonVariant, StyleRule>);

export const size = styleVariants({
  // Even "sm" keeps a 36 px target; md and lg meet the 44 px touch guideline.
  sm: { minHeight: '2.25rem', paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
  md: { minHeight: '2.75rem', paddingInline: vars.space.md, fontSize: vars.fontSize.md },
  lg: { minHeight: '3.25rem', paddingInline: vars.space.lg, fontSize: vars.fontSize.lg },
} satisfies Record<ButtonSize, StyleRule>);

export const fullWidth = style({ width: '100%' });

// While loading, the label keeps its space (no layout jump) and stays the button's accessible
// name; opacity, unlike `visibility: hidden`, does not remove it from the accessibility tree.
export const labelHidden = style({ opacity: 0 });

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
});
