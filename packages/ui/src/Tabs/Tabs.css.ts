import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  // At 360 px many tabs scroll sideways instead of wrapping or squeezing their labels.
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': { color: vars.color.text },
    // Inset so the ring is not clipped by the scrolling tab list.
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&[aria-selected="true"]': { color: vars.color.primary },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.xs,
      bottom: 0,
      height: '3px',
      borderRadius: vars.radius.pill,
      backgroundColor: vars.color.primary,
    },
  },
});

export const panel = style({
  minWidth: 0,
  selectors: {
    '&:focus-visible': focusRing,
  },
});
