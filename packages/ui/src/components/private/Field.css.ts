import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focus.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const requiredMarker = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.danger,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

/**
 * The box shared by text inputs and selects. Its border uses `textMuted` rather than `border`
 * because a form control's outline must reach 3:1 contrast (WCAG 1.4.11); dividers need not.
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem', // 44 px: the minimum comfortable touch target.
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.textMuted}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  transition: `border-color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    // Ring the box when its input or select has focus, but not when a button inside it (the
    // password toggle) does: that button draws its own ring.
    '&:has(:is(input, select):focus)': focusRing,
  },
});

export const controlInvalid = style({
  borderColor: vars.color.danger,
  selectors: {
    '&:hover': { borderColor: vars.color.danger },
  },
});

export const controlDisabled = style({
  opacity: 0.55,
  cursor: 'not-allowed',
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
