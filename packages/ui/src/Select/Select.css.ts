import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css.ts';

export const box = style({
  position: 'relative',
  paddingInline: 0,
});

export const select = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  // The native arrow is replaced by a token-coloured chevron; the select keeps its native
  // keyboard and picker behaviour (and the OS picker on phones).
  appearance: 'none',
  paddingBlock: 0,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xl,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

// Options render in the OS popup, which ignores most styles but honours these colours.
export const option = style({
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  pointerEvents: 'none',
});
