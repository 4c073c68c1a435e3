import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.ts';
import type { ToastTone } from './Toast.tsx';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space.md,
  bottom: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  // The empty strip between toasts must not swallow clicks meant for the page.
  pointerEvents: 'none',
  '@media': {
    'screen and (min-width: 768px)': {
      insetInline: 'auto',
      right: vars.space.lg,
      bottom: vars.space.lg,
      width: '24rem',
    },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  pointerEvents: 'auto',
  animation: `${slideIn} ${vars.motion.normal} ease-out`,
});

export const tone = styleVariants({
  info: { borderInlineStartColor: vars.color.info },
  success: { borderInlineStartColor: vars.color.success },
  warning: { borderInlineStartColor: vars.color.warning },
  danger: { borderInlineStartColor: vars.color.danger },
} satisfies Record<ToastTone, StyleRule>);

export const message = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'center',
  overflowWrap: 'anywhere',
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surface },
    '&:focus-visible': focusRing,
  },
});
