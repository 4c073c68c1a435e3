import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';
import { focusRing } from '../theme/focus.ts';
import type { DialogSize } from './Dialog.tsx';

// Below this width the dialog takes the whole screen: phones get room for forms and keyboards.
const fullScreen = 'screen and (max-width: 767.98px)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ease-out`,
  '@media': {
    [fullScreen]: { padding: 0, alignItems: 'stretch' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.motion.normal} ease-out`,
  selectors: {
    '&:focus-visible': focusRing,
  },
  '@media': {
    [fullScreen]: {
      maxWidth: 'none',
      height: '100dvh',
      maxHeight: 'none',
      borderRadius: 0,
      border: 0,
    },
  },
});

export const size = styleVariants({
  sm: { maxWidth: '24rem' },
  md: { maxWidth: '32rem' },
  lg: { maxWidth: '48rem' },
} satisfies Record<DialogSize, StyleRule>);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceRaised, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});
